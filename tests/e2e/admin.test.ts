import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, ROLES, signIn, test, toFrench, type AppPage } from "./fixtures";

/**
 * The admins' user tools in Chromium: Create User (form and bulk CSV), Search Users (record,
 * edit through the confirm step, note, reset e-mail), IP Access Management, DeleteUser — and
 * the Create User checks in French. ADMIN_SHOTS=1 also saves screenshots to .data/admin-shots/.
 * The tests build on each other (the user created first is edited, then deleted): in order.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1280, height: 1000 } });
const shotsDir = ".data/admin-shots";
/** Every test's browser console errors, checked by the last test. */
const errors: string[] = [];
let app: AppPage;
let page: Page;

async function shot(name: string) {
  if (!process.env.ADMIN_SHOTS) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

async function openTab(tab: string): Promise<Locator> {
  await app.goto(`/account?tab=${tab}`);
  const panel = page.getByRole("tabpanel");
  await expect(panel).toBeVisible();
  return panel;
}

test.beforeAll(async ({ playwright, server }) => {
  // The demo seed has no classes: add one through the CMS's REST API as the admin.
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  await signIn(request, server.baseURL, ROLES.admin);
  const res = await request.post("/api/classes", { data: { name: "Riverside High", key: "E2E-RIVER-1" }, headers: { Origin: server.baseURL } });
  expect(res.status()).toBe(201);
  await request.dispose();
});

// Each test on a page signed in as the admin; its console errors are kept for the last test.
test.beforeEach(({ adminPage }) => {
  app = adminPage;
  page = adminPage.page;
});
test.afterEach(({ adminPage }) => {
  errors.push(...adminPage.errors);
});

test.describe("admin user tools", () => {
  test("ADM-004 … ADM-011 an admin creates a user and sees the validation messages", async () => {
    const panel = await openTab("createUser");
    const form = panel.locator("section").first();
    await expect(form.getByText("New account creation may take up to 5 minutes.")).toBeVisible();
    const submit = form.getByRole("button", { name: "Create User", exact: true });
    await submit.click();
    await expect(form.getByRole("alert").getByText("Please fill in the required fields: Email, Password, First Name, Last Name.")).toBeVisible();
    await shot("create-user-missing");

    await form.getByLabel("Email").fill("ana@");
    await form.getByLabel("Password").fill("tulip-harbor-42");
    await form.getByLabel("First Name").fill("Ana");
    await form.getByLabel("Last Name").fill("Lopez");
    await submit.click();
    await expect(form.getByRole("alert").getByText("An incorrect email format has been entered, correct and resubmit.").first()).toBeVisible();

    await form.getByLabel("Email").fill("student@biotext.test");
    await submit.click();
    await expect(form.getByRole("alert").getByText("Email entered is already used, please enter another email address.")).toBeVisible();

    await form.getByLabel("Email").fill("e2e.ana@school.test");
    await form.getByLabel("Role").selectOption("teacher");
    await expect(form.getByLabel("Role").locator("option")).toHaveText(["None", "admin", "teacher", "student"]);
    await form.getByLabel("Membership").selectOption({ label: "LIFE series (all units) (LIFE-ALL)" });
    await form.getByLabel("Class").selectOption({ label: "Riverside High" });
    await submit.click();
    await expect(form.getByRole("status").getByText("User has been created")).toBeVisible();
    await shot("create-user-created");
  });

  test("ADM-012 ADM-013 uploads a small CSV (every row created or refused with its reason) and the XLSX example file", async () => {
    const panel = await openTab("createUser");
    const bulk = panel.locator("section").nth(1);
    const [download] = await Promise.all([page.waitForEvent("download"), bulk.getByRole("button", { name: "Download the example (CSV)" }).click()]);
    expect(fs.readFileSync((await download.path())!, "utf8").split(/\r?\n/)[0]).toBe(
      "email,firstName,lastName,role,isLTI,memberships,classes,language,username",
    );

    const csv = [
      "email,firstName,lastName,memberships,classes,language",
      "e2e.trial1@school.test,Tia,One,LIFE-ALL,E2E-RIVER-1,EN",
      "e2e.trial2@school.test,Tom,Two,LIFE-ALL|HS-ALL,,FR",
      "not-an-email,Bad,Row,,,",
      "e2e.trial1@school.test,Tia,Again,,,",
      "e2e.trial3@school.test,Tess,Three,NOPE-1,,",
      "e2e.trial4@school.test,Theo,Four,,,",
    ].join("\n");
    await bulk.getByLabel("Trial users file (CSV or XLSX)").setInputFiles({ name: "trial.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await bulk.getByRole("button", { name: "Upload" }).click();
    await expect(bulk.getByText("3 created, 3 refused (of 6 rows).")).toBeVisible();
    await expect(bulk.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "6");
    const refused = await bulk.getByRole("table", { name: "Refused rows" }).getByRole("row").allInnerTexts();
    expect(refused.slice(1).map((r) => r.replace(/\s+/g, " ").trim())).toEqual([
      "4 not-an-email An incorrect email format has been entered, correct and resubmit.",
      "5 e2e.trial1@school.test Duplicate in the file (first on line 2)",
      "6 e2e.trial3@school.test Unknown membership: NOPE-1",
    ]);
    await shot("bulk-upload-done");

    // The XLSX example (written by exceljs in the browser) uploads as it is (read by exceljs in the browser).
    const [xlsx] = await Promise.all([page.waitForEvent("download"), bulk.getByRole("button", { name: "Download the example (XLSX)" }).click()]);
    const workbook = fs.readFileSync((await xlsx.path())!);
    expect(workbook.subarray(0, 2).toString()).toBe("PK");
    await bulk
      .getByLabel("Trial users file (CSV or XLSX)")
      .setInputFiles({ name: "example.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: workbook });
    await bulk.getByRole("button", { name: "Upload" }).click();
    await expect(bulk.getByText("3 created, 0 refused (of 3 rows).")).toBeVisible();
  });

  // Run with ADMIN_BULK_5000=1: the whole path (browser parsing, batches over HTTP, server) for 5,000 rows.
  test("ADM-013 a 5,000-row file finishes with visible progress", async () => {
    test.skip(!process.env.ADMIN_BULK_5000, "run with ADMIN_BULK_5000=1");
    test.setTimeout(660_000);
    const panel = await openTab("createUser");
    const bulk = panel.locator("section").nth(1);
    const lines = ["email,firstName,lastName,memberships,language"];
    for (let i = 1; i <= 5000; i++)
      lines.push(`${i % 50 === 0 ? `big.${i - 1}` : `big.${i}`}@school.test,Big${i},Trial,LIFE-ALL${i % 10 === 0 ? "|HS-ALL" : ""},${i % 7 ? "EN" : "FR"}`);
    await bulk.getByLabel("Trial users file (CSV or XLSX)").setInputFiles({ name: "big.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });
    const started = Date.now();
    await bulk.getByRole("button", { name: "Upload" }).click();
    await expect(bulk.getByText(/^\d+ \/ 5000 rows$/)).toBeVisible();
    await shot("bulk-upload-progress");
    await bulk.getByText("4900 created, 100 refused (of 5000 rows).").waitFor({ timeout: 600_000 });
    console.log(`5,000-row file through the browser: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  test("ADM-014 … ADM-022 searches a user, edits them through the confirm step, adds a note and sends a reset e-mail", async () => {
    const panel = await openTab("searchUsers");
    await panel.getByLabel("Search term").fill("e2e.ana");
    await panel.getByRole("button", { name: "Search" }).click();
    await panel.getByRole("button", { name: "Open Lopez, Ana" }).click();
    const record = panel.getByRole("region", { name: /^User \d+$/ });
    await expect(record.getByText("e2e.ana@school.test").first()).toBeVisible();
    await expect(record.getByText("Riverside High")).toBeVisible();

    await record.getByRole("button", { name: "Edit user" }).click();
    await record.getByRole("button", { name: "Review changes" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("No changes found.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Confirm changes" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await record.getByLabel("First Name").fill("Anna");
    await record.getByLabel("Role").selectOption({ label: "Student" });
    await record.getByLabel("Membership to add").selectOption({ label: "High school series (HS-ALL)" });
    await record.getByRole("button", { name: "Add", exact: true }).first().click();
    await record.getByRole("button", { name: "Remove Riverside High" }).click();
    await record.getByRole("button", { name: "Review changes" }).click();
    // The arrow is decoration (aria-hidden): rows read "field, old, new".
    await expect(dialog.getByRole("row", { name: "First Name Ana Anna" })).toBeVisible();
    await expect(dialog.getByRole("row", { name: "Role teacher Student" })).toBeVisible();
    await expect(dialog.getByText("Memberships added").locator("xpath=following-sibling::dd[1]")).toHaveText("High school series");
    await expect(dialog.getByText("Classes removed").locator("xpath=following-sibling::dd[1]")).toHaveText("Riverside High");
    await shot("search-users-confirm");
    await dialog.getByRole("button", { name: "Confirm changes" }).click();
    await expect(record.getByRole("status").getByText("User has been updated")).toBeVisible();
    await expect(record.getByText("Lopez, Anna")).toBeVisible();
    await panel
      .getByRole("table", { name: "Users found: 1" })
      .getByRole("row", { name: /Lopez, Anna .* student/ })
      .waitFor();

    const log = record.getByTestId("notes-log");
    await log
      .getByText(/User updated\. First name: Ana → Anna; Role: teacher → student; Memberships added: High school series; Classes removed: Riverside High/)
      .waitFor();
    await expect(log).toHaveCSS("max-height", "300px");

    await record.getByLabel("Add a note").fill("Phoned about classroom access.");
    await record.getByRole("button", { name: "Add note" }).click();
    await expect(log.getByText("Phoned about classroom access.")).toBeVisible();

    await record.getByRole("button", { name: "Send password reset e-mail" }).click();
    await expect(record.getByRole("status").getByText("Password Email Sent!")).toBeVisible();
    await shot("search-users-record");
  });

  test("ADM-033 … ADM-039 creates, edits and deletes an IP list, with every validation message", async () => {
    const panel = await openTab("ipAccess");
    const form = panel.getByRole("region", { name: "Create an IP list" });
    await form.getByRole("button", { name: "Create IP list" }).click();
    await expect(form.getByRole("alert").getByText("Entries missing, please validate all fields have been filled out!")).toBeVisible();

    await form.getByLabel("List name").fill("Riverside library");
    await form.getByLabel("School / class").selectOption({ label: "Riverside High" });
    await form.getByLabel("IP addresses (one per line)").fill("10.20.30.*\n999.1.1.1\n192.168.1.5");
    await form.getByLabel("Dummy account e-mail").fill("kiosk@");
    await form.getByLabel("LIFE series (all units)").check();
    await form.getByRole("button", { name: "Create IP list" }).click();
    await expect(form.getByText("999.1.1.1: Incorrect Format, Please Retry")).toBeVisible();
    await expect(form.getByRole("alert").getByText("An incorrect email format has been entered, correct and resubmit.")).toBeVisible();
    await shot("ip-list-errors");

    await form.getByLabel("IP addresses (one per line)").fill("10.20.30.*\n192.168.1.5");
    await form.getByLabel("Dummy account e-mail").fill("kiosk@riverside.test");
    await form.getByLabel("Dummy account username").fill("riverside-kiosk");
    await form.getByRole("button", { name: "Look up the account" }).click();
    await expect(form.getByText("No account has this e-mail: it will be created.")).toBeVisible();
    await form.getByRole("button", { name: "Create IP list" }).click();
    await expect(panel.getByRole("status").getByText("Ip List has been created")).toBeVisible();
    const row = panel.getByRole("table", { name: "IP access lists" }).getByRole("row", { name: /Riverside library/ });
    await expect(row.getByText("10.20.30.*, 192.168.1.5")).toBeVisible();
    await expect(row.getByText("kiosk@riverside.test")).toBeVisible();

    await row.getByRole("button", { name: "Edit Riverside library" }).click();
    const edit = panel.getByRole("region", { name: 'Update the IP list "Riverside library"' });
    await edit.getByLabel("List name").fill("Riverside library (main)");
    await edit.getByLabel("Add one address").fill("172.16.300.*");
    await edit.getByRole("button", { name: "Add address" }).click();
    await expect(edit.getByText("Incorrect Format, Please Retry")).toBeVisible();
    await edit.getByLabel("Add one address").fill("172.16.*.*");
    await edit.getByRole("button", { name: "Add address" }).click();
    await expect(edit.getByLabel("IP addresses (one per line)")).toHaveValue("10.20.30.*\n192.168.1.5\n172.16.*.*");
    await shot("ip-list-edit");
    await edit.getByRole("button", { name: "Update IP list" }).click();
    await expect(panel.getByRole("status").getByText("Ip List has been updated")).toBeVisible();
    const updated = panel.getByRole("row", { name: /Riverside library \(main\)/ });
    await expect(updated.getByText("10.20.30.*, 192.168.1.5, 172.16.*.*")).toBeVisible();

    await updated.getByRole("button", { name: "Delete Riverside library (main)" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete list" }).click();
    await expect(panel.getByRole("status").getByText("Ip List has been deleted")).toBeVisible();
    // Other tests may have lists of their own in this database: check this one is gone.
    await panel.getByRole("row", { name: /Riverside library \(main\)/ }).waitFor({ state: "detached" });
  });

  test("ADM-023 … ADM-026 looks users up by e-mail and deletes one after typing its e-mail again", async () => {
    const panel = await openTab("deleteUser");
    const email = panel.getByLabel("Email of the user to delete");
    await email.fill("ghost@nowhere.test");
    await panel.getByRole("button", { name: "Find user" }).click();
    await expect(panel.getByRole("alert").getByText("User Not Found")).toBeVisible();

    await email.fill("admin@biotext.test");
    await panel.getByRole("button", { name: "Find user" }).click();
    await expect(panel.getByText("This is your own account: it cannot be deleted here.")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Delete user" })).toBeDisabled();

    await email.fill("e2e.ana@school.test");
    await panel.getByRole("button", { name: "Find user" }).click();
    await expect(panel.getByText("LIFE series (all units) | High school series")).toBeVisible();
    await panel.getByRole("button", { name: "Delete user" }).click();
    const dialog = page.getByRole("dialog");
    const confirm = dialog.getByRole("button", { name: "Delete permanently" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type e2e.ana@school.test to confirm").fill("e2e.ana@school.test");
    await shot("delete-user-confirm");
    await confirm.click();
    await expect(panel.getByRole("status").getByText("User e2e.ana@school.test has been deleted.")).toBeVisible();

    await email.fill("e2e.ana@school.test");
    await panel.getByRole("button", { name: "Find user" }).click();
    await expect(panel.getByRole("alert").getByText("User Not Found")).toBeVisible();
  });

  test("I18N-005 ADM-006 ADM-007 the Create User checks in French", async () => {
    await app.goto("/account?tab=createUser");
    await toFrench(page);
    const form = page.getByRole("tabpanel").locator("section").first();
    await expect(form.getByText("La création d'un nouveau compte peut prendre jusqu'à 5 minutes.")).toBeVisible();
    await form.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expect(form.getByRole("alert").getByText("Veuillez remplir les champs obligatoires : Courriel, Mot de passe, Prénom, Nom.")).toBeVisible();
    await form.getByLabel(/^Courriel/).fill("ana@");
    await form.getByLabel(/^Mot de passe/).fill("tulip-harbor-42");
    await form.getByLabel(/^Prénom/).fill("Ana");
    await form.getByLabel(/^Nom/).fill("Lopez");
    await form.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expect(
      form.getByRole("alert").getByText("Le format de l'adresse courriel est incorrect, corrigez-la puis soumettez de nouveau.").first(),
    ).toBeVisible();
    await shot("create-user-fr");
    await app.goto("/account?tab=ipAccess");
    await page.getByRole("tabpanel").getByRole("button", { name: "Créer la liste IP" }).click();
    await expect(
      page.getByRole("tabpanel").getByRole("alert").getByText("Entrées manquantes, veuillez vérifier que tous les champs sont remplis !"),
    ).toBeVisible();
    await shot("ip-list-fr");
    await toFrench(page, "EN");
  });

  test("shows no errors in the browser console", () => {
    // A failed call is an answer the tab shows; the browser logs nothing else.
    expect(errors.filter((e) => !/status of (400|404|409)/.test(e))).toEqual([]);
  });
});
