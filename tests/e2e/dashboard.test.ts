import { expect, test, toFrench, type AppPage } from "./fixtures";

// The tests are independent of each other: both workers share them out.
test.describe.configure({ mode: "parallel" });
const BASE = ["Dashboard", "My Quiz", "Orders", "Reset Password"];
// Issue 28 added Live Class to the teaching tabs.
const TEACHING = ["Students", "Quiz Settings", "General Settings", "Live Class"];
// Issue 27 added Accounting (the QuickBooks connection) after View Orders.
const ADMIN = [
  "Bulk Coupon Generator",
  "View Orders",
  "Accounting",
  "Duplicate CMS Content",
  "Create User",
  "DeleteUser",
  "Search Users",
  "Create LTI Consumer",
  "IP Access Management",
  "AR Management",
  // Issue 47: the school single sign-on providers, the OneRoster roster import.
  "Single Sign-On",
  "Roster Import",
  // Issue 50: a family's request (export, erasure) and the audit trail.
  "Privacy Requests",
  "Audit",
];

/** The dashboard's tabs, from the signed-in page's /account. */
async function tabsOf({ page, goto }: AppPage) {
  await goto("/account");
  return page.getByRole("tablist").getByRole("tab");
}

test.describe("the dashboard shell", () => {
  test("TEA-005 TEA-013 I18N-001 the teacher's Students and Quiz Settings tables fit a 1280 px page in English and French (their buttons need no sideways scroll)", async ({
    teacherPage,
  }) => {
    const { page, goto } = teacherPage;
    await page.setViewportSize({ width: 1280, height: 900 });
    // Each table container's width holds its table: nothing (the last columns: 'Add', 'Add override', 'Edit') hidden to the right.
    const overflowing = () => page.locator("[data-slot=table-container]").evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
    for (const lang of ["EN", "FR"] as const) {
      if (lang === "FR") await toFrench(page);
      for (const [tab, lastButton] of [
        ["students", lang === "EN" ? "Add override for" : "Ajouter une exception de quiz pour"],
        ["quizSettings", lang === "EN" ? "Edit" : "Modifier"],
      ] as const) {
        await goto(`/account?tab=${tab}`);
        const button = page.getByRole("tabpanel").getByRole("button", { name: lastButton }).first();
        await expect(button).toBeVisible();
        expect(await overflowing(), `${tab} (${lang})`).toBe(0);
        await expect(button).toBeInViewport();
      }
    }
  });

  test("SES-050 SES-054 a student sees the base tabs, the greeting, the role and a logout link", async ({ studentPage }) => {
    const { page } = studentPage;
    const tabs = await tabsOf(studentPage);
    await expect(tabs).toHaveText(BASE);
    await expect(page.getByText("student", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("tabpanel").getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Content changes by unit" })).toHaveCount(0);
  });

  test("SES-052 a teacher also sees Students, Quiz Settings, General Settings and (issue 28) Live Class", async ({ teacherPage }) => {
    const tabs = await tabsOf(teacherPage);
    await expect(tabs).toHaveText([...BASE, ...TEACHING]);
  });

  test("SES-054 an editor sees only the base tabs; issue 28 and a link to the content changes page", async ({ editorPage }) => {
    const tabs = await tabsOf(editorPage);
    await expect(tabs).toHaveText(BASE);
    await expect(editorPage.page.getByRole("tabpanel").getByRole("link", { name: "Content changes by unit" })).toHaveAttribute("href", "/content/changes");
  });

  test("SES-053 an admin sees every tab; a tab opens from the keyboard and by its ?tab= link", async ({ adminPage }) => {
    const { page, goto } = adminPage;
    const tabs = await tabsOf(adminPage);
    await expect(tabs).toHaveText([...BASE, ...TEACHING, ...ADMIN]);
    await page.getByRole("tab", { name: "Dashboard" }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((u) => u.searchParams.get("tab") === "myQuiz");
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "My Quiz" })).toBeVisible();
    await goto("/account?tab=createUser");
    await expect(page.getByRole("tab", { name: "Create User", selected: true })).toBeVisible();
  });

  test("SES-053 a ?tab= link to an admin tab shows a student the Dashboard instead", async ({ studentPage: { page, goto } }) => {
    await goto("/account?tab=createUser");
    await expect(page.getByRole("tab", { name: "Dashboard", selected: true })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Create User" })).toHaveCount(0);
  });

  test("I18N-005 the tabs are in French for a French session", async ({ teacherPage }) => {
    const tabs = await tabsOf(teacherPage);
    await toFrench(teacherPage.page);
    await expect(tabs).toHaveText([
      "Tableau de bord",
      "Mes quiz",
      "Commandes",
      "Réinitialiser le mot de passe",
      "Élèves",
      "Paramètres des quiz",
      "Paramètres généraux",
      "Classe en direct",
    ]);
  });

  test("ADM-040 ADM-041 ADM-042 an admin duplicates a module from the Duplicate CMS Content tab", async ({ adminPage: { page, goto } }) => {
    await goto("/account?tab=duplicateContent");
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("Module ID").fill("99999");
    await panel.getByLabel("New module name").fill("Copy that cannot be");
    await panel.getByRole("button", { name: "Duplicate module" }).click();
    await expect(panel.getByRole("alert").getByText("Module Not Found: Please Enter a Valid Module ID")).toBeVisible();

    await panel.getByRole("list").getByRole("button").first().click();
    await expect(panel.getByLabel("Module ID")).toHaveValue(/^\d+$/);
    await panel.getByLabel("New module name").fill("Atoms — section B");
    await panel.getByRole("button", { name: "Duplicate module" }).click();
    await expect(panel.getByRole("status").getByText(/Module \d+ "Atoms — section B" has been created\./)).toBeVisible();
    await expect(panel.getByRole("link", { name: "Open it in the CMS" })).toHaveAttribute("href", /^\/admin\/collections\/modules\/\d+$/);
  });

  test("ADM-044 ADM-046 ADM-047 an admin reviews and updates an AR structure's association", async ({ adminPage: { page, goto } }) => {
    await goto("/account?tab=arManagement");
    const panel = page.getByRole("tabpanel");
    const [update, review] = [panel.getByRole("form", { name: "Update association" }), panel.getByRole("region", { name: "Review association" })];
    const firstStructure = await update.getByLabel("AR structure").locator("option").nth(1).getAttribute("value");
    await update.getByLabel("AR structure").selectOption(firstStructure!);
    await update.getByLabel("Filter lessons").fill("Cell");
    // A lesson's checkbox (named by its lesson), not whatever checkbox comes first while the lesson list loads.
    const lesson = update.getByRole("checkbox", { name: /cell/i }).first();
    // The boxes stay disabled until the structure's current association has loaded; only then is
    // their state the one to change (another test may already have associated this lesson: check()
    // reads the state before it waits for the box to be enabled, and would then untick it).
    await expect(lesson).toBeEnabled();
    await lesson.check();
    await update.getByRole("button", { name: "Save association" }).click();
    await expect(update.getByRole("status").getByText("Assignment Updated Successfully")).toBeVisible();
    await review.getByLabel("AR structure").selectOption(firstStructure!);
    await expect(review.getByTestId("ar-review")).not.toBeEmpty();
  });
});
