import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, login, openPage, hydrated } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const BASE = ["Dashboard", "My Quiz", "Orders", "Reset Password"];
const TEACHING = ["Students", "Quiz Settings", "General Settings"];
const ADMIN = [
  "Bulk Coupon Generator",
  "View Orders",
  "Duplicate CMS Content",
  "Create User",
  "DeleteUser",
  "Search Users",
  "Create LTI Consumer",
  "IP Access Management",
  "AR Management",
];

async function tabsOf(email: string, lang: "EN" | "FR" = "EN") {
  const { page, context } = await openPage(browser);
  await login(page, email);
  await page.waitForURL((u) => u.pathname === "/account");
  if (lang === "FR") {
    await Promise.all([page.waitForEvent("load"), page.getByRole("combobox", { name: "Language" }).selectOption("FR")]);
    await hydrated(page);
    await page.waitForFunction(() => document.documentElement.lang === "fr");
  }
  const tabs = await page.getByRole("tablist").getByRole("tab").allTextContents();
  return { page, context, tabs };
}

describe("the dashboard shell", () => {
  it("SES-050 SES-054 a student sees the base tabs, the greeting, the role and a logout link", async () => {
    const { page, context, tabs } = await tabsOf("student@biotext.test");
    expect(tabs).toEqual(BASE);
    expect(await page.getByText("student", { exact: false }).first().isVisible()).toBe(true);
    expect(await page.getByRole("tabpanel").getByRole("button", { name: "Logout" }).isVisible()).toBe(true);
    await context.close();
  });

  it("SES-052 a teacher also sees Students, Quiz Settings and General Settings", async () => {
    const { context, tabs } = await tabsOf("teacher@biotext.test");
    expect(tabs).toEqual([...BASE, ...TEACHING]);
    await context.close();
  });

  it("SES-054 an editor sees only the base tabs", async () => {
    const { context, tabs } = await tabsOf("editor@biotext.test");
    expect(tabs).toEqual(BASE);
    await context.close();
  });

  it("SES-053 an admin sees every tab; a tab opens from the keyboard and by its ?tab= link", async () => {
    const { page, context, tabs } = await tabsOf("admin@biotext.test");
    expect(tabs).toEqual([...BASE, ...TEACHING, ...ADMIN]);
    await page.getByRole("tab", { name: "Dashboard" }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("tab") === "myQuiz");
    await page.getByRole("tabpanel").getByRole("heading", { name: "My Quiz" }).waitFor();
    await page.goto("/account?tab=createUser");
    await page.getByRole("tab", { name: "Create User", selected: true }).waitFor();
    await context.close();
  });

  it("SES-053 a ?tab= link to an admin tab shows a student the Dashboard instead", async () => {
    const { page, context } = await tabsOf("student@biotext.test");
    await page.goto("/account?tab=createUser");
    expect(await page.getByRole("tab", { name: "Dashboard", selected: true }).isVisible()).toBe(true);
    expect(await page.getByRole("tab", { name: "Create User" }).count()).toBe(0);
    await context.close();
  });

  it("I18N-005 the tabs are in French for a French session", async () => {
    const { context, tabs } = await tabsOf("teacher@biotext.test", "FR");
    expect(tabs).toEqual(["Tableau de bord", "Mes quiz", "Commandes", "Réinitialiser le mot de passe", "Élèves", "Paramètres des quiz", "Paramètres généraux"]);
    await context.close();
  });

  it("ADM-040 ADM-041 ADM-042 an admin duplicates a module from the Duplicate CMS Content tab", async () => {
    const { page, context } = await tabsOf("admin@biotext.test");
    await page.goto("/account?tab=duplicateContent");
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("Module ID").fill("99999");
    await panel.getByLabel("New module name").fill("Copy that cannot be");
    await panel.getByRole("button", { name: "Duplicate module" }).click();
    await panel.getByRole("alert").getByText("Module Not Found: Please Enter a Valid Module ID").waitFor();

    await panel.getByRole("list").getByRole("button").first().click();
    expect(await panel.getByLabel("Module ID").inputValue()).toMatch(/^\d+$/);
    await panel.getByLabel("New module name").fill("Atoms — section B");
    await panel.getByRole("button", { name: "Duplicate module" }).click();
    await panel
      .getByRole("status")
      .getByText(/Module \d+ "Atoms — section B" has been created\./)
      .waitFor();
    expect(await panel.getByRole("link", { name: "Open it in the CMS" }).getAttribute("href")).toMatch(/^\/admin\/collections\/modules\/\d+$/);
    await context.close();
  });

  it("ADM-044 ADM-046 ADM-047 an admin reviews and updates an AR structure's association", async () => {
    const { page, context } = await tabsOf("admin@biotext.test");
    await page.goto("/account?tab=arManagement");
    const panel = page.getByRole("tabpanel");
    const [update, review] = [panel.getByRole("form", { name: "Update association" }), panel.getByRole("region", { name: "Review association" })];
    const firstStructure = await update.getByLabel("AR structure").locator("option").nth(1).getAttribute("value");
    await update.getByLabel("AR structure").selectOption(firstStructure!);
    await update.getByLabel("Filter lessons").fill("Cell");
    // A lesson's checkbox (named by its lesson), not whatever checkbox comes first while the lesson list loads.
    const lesson = update.getByRole("checkbox", { name: /cell/i }).first();
    await lesson.waitFor();
    // The boxes stay disabled until the structure's current association has loaded; only then is
    // their state the one to change (another test may already have associated this lesson: check()
    // reads the state before it waits for the box to be enabled, and would then untick it).
    await expect.poll(() => lesson.isEnabled()).toBe(true);
    await lesson.check();
    await update.getByRole("button", { name: "Save association" }).click();
    await update.getByRole("status").getByText("Assignment Updated Successfully").waitFor();
    await review.getByLabel("AR structure").selectOption(firstStructure!);
    await review.getByTestId("ar-review").waitFor();
    expect((await review.getByTestId("ar-review").textContent())?.length).toBeGreaterThan(0);
    await context.close();
  });
});
