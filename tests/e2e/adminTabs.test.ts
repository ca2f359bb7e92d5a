import type pg from "pg";
import { expect, test } from "./fixtures";

/**
 * The admin tabs in Chromium: the user record's notes and LTI sync log scroll at 300 px (ADM-016),
 * the 'Create LTI Consumer' tab (ADM-032) and the 'View Orders' report (ADM-049).
 */
test.describe.configure({ mode: "parallel" });

let db: pg.Client;
test.beforeAll(({ db: client }) => {
  db = client;
});

test("ADM-016 a user's notes and LTI sync log scroll at a maximum height of 300 px", async ({ adminPage }) => {
  const { rows } = await db.query<{ id: number; email: string; first_name: string; last_name: string }>(
    "SELECT id, email, first_name, last_name FROM users WHERE role = 'student' AND email <> 'student@biotext.test' AND first_name IS NOT NULL ORDER BY id DESC LIMIT 1",
  );
  const user = rows[0];
  await db.query('UPDATE users SET "is_l_t_i" = true WHERE id = $1', [user.id]);
  await db.query(
    `INSERT INTO lti_sync_logs (user_id, sync_type, result, score, sync_results, response, lms_content_name)
     SELECT $1, 'grade', 'success', 0.5, 'replaceResult', 'success', 'Unit ' || g FROM generate_series(1, 25) g`,
    [user.id],
  );
  const { page, goto } = adminPage;
  await goto("/account?tab=searchUsers");
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Search term").fill(user.email);
  await panel.getByRole("button", { name: "Search" }).click();
  await panel.getByRole("button", { name: `Open ${user.last_name}, ${user.first_name}` }).click();
  const record = panel.getByRole("region", { name: /^User \d+$/ });
  for (let i = 1; i <= 8; i++) {
    await record.getByLabel("Add a note").fill(`Reqs note ${i}: called the school about access.`);
    await record.getByRole("button", { name: "Add note" }).click();
    await expect(record.getByTestId("notes-log").getByText(`Reqs note ${i}:`)).toBeVisible();
  }
  for (const id of ["notes-log", "lti-sync-log"]) {
    const box = record.getByTestId(id);
    await expect(box, id).toHaveCSS("max-height", "300px");
    await expect(box, id).toHaveCSS("overflow-y", "auto");
    // It really scrolls: more content than its 300 px.
    expect(await box.evaluate((el) => [el.clientHeight <= 300, el.scrollHeight > el.clientHeight]), id).toEqual([true, true]);
  }
});

test("ADM-032 the 'Create LTI Consumer' tab lists the consumers, creates one through a confirmation, and offers its connection details for download", async ({
  adminPage,
}) => {
  const { page, goto } = adminPage;
  await goto("/account?tab=createLtiConsumer");
  await expect(page.getByRole("tab", { name: "Create LTI Consumer", selected: true })).toBeVisible();
  const panel = page.getByRole("tabpanel");
  const list = panel.getByRole("table", { name: "LTI consumers" });
  await expect(list.getByRole("cell", { name: "biotext-demo" }).first()).toBeVisible();
  const name = `Reqs Moodle ${Date.now()}`;
  const key = `reqs-${Date.now()}`;
  await panel.getByLabel("Name").fill(name);
  await panel.getByLabel("Key").fill(key);
  await panel.getByLabel("Class").selectOption({ index: 1 });
  await panel.getByLabel("Membership").selectOption({ index: 1 });
  await panel.getByLabel("Setup type").selectOption({ label: "Basic" });
  await panel.getByRole("button", { name: "Create LTI Consumer" }).click();
  const confirm = page.getByRole("dialog", { name: "Create this LTI consumer?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(panel.getByText("LTI Consumer Created")).toBeVisible();
  await expect(panel.getByTestId("lti-secret")).toHaveText(/^\S{30}$/);
  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Download connectionDetails.txt" }).click()]);
  expect(download.suggestedFilename()).toBe("connectionDetails.txt");
  await expect(list.getByRole("cell", { name, exact: true })).toBeVisible();
});

test("ADM-049 the 'View Orders' tab gives the admin orders report: filters, then the orders with their trial flag", async ({ adminPage, openPage }) => {
  // A trial order to find (a zero-price paid order flagged trialOrder).
  const visitor = await openPage();
  await visitor.goto("/");
  const email = `adm049-${Date.now()}@uni.test`;
  const created = await visitor.page.evaluate(async (email) => {
    const res = await fetch("/trpc/commerce.createTrial", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        json: {
          firstname: "Ada",
          lastname: "Report",
          email,
          password: "",
          userType: "N/A",
          school: "Vassar",
          country: "CA",
          province: "ON",
          whoAmI: "Student",
          classCourseName: "",
          numStudents: "",
          foundUs: "Google",
          message: "Hi",
        },
      }),
    });
    return ((await res.json()) as { result?: { data: { json: { ok: boolean } } } }).result?.data.json.ok;
  }, email);
  expect(created).toBe(true);

  const { page, goto } = adminPage;
  await goto("/account?tab=viewOrders");
  await expect(page.getByRole("tab", { name: "View Orders", selected: true })).toBeVisible();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByText("Please search for orders")).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await panel.getByLabel("From (YYYY-MM-DD)").fill("2000-01-01");
  await panel.getByLabel("To (YYYY-MM-DD)").fill(today);
  await panel.getByLabel("Order id").fill("");
  await panel.getByRole("button", { name: "Search" }).click();
  const table = panel.getByRole("table", { name: "Orders" });
  await expect(table).toBeVisible();
  expect((await table.getByRole("columnheader").allTextContents()).map((h) => h.trim())).toEqual([
    "Order #",
    "Date",
    "Customer",
    "Product",
    "Total",
    "Status",
    "Trial order",
    "QB sync status",
    "QB id",
  ]);
  await expect(panel.getByRole("heading", { name: "Summary by product" })).toBeVisible();
  const { rows } = await db.query<{ id: number }>("SELECT id FROM orders WHERE email = $1", [email]);
  await panel.getByLabel("Order id").fill(String(rows[0].id));
  await panel.getByRole("button", { name: "Search" }).click();
  const row = table.locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row.locator("td").nth(0)).toHaveText(String(rows[0].id));
  await expect(row.locator("td").nth(6)).toHaveText("Y");
  await panel.getByLabel("Hide trial orders").check();
  await panel.getByRole("button", { name: "Search" }).click();
  await expect(table).toHaveCount(0);
});
