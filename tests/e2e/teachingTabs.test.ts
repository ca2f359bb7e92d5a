import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The teacher's tabs in Chromium on the demo class (30 students, 20 quizzes): the classes' error
 * message (TEA-002), the grade table's columns, 'Add' control and 10 rows a page (TEA-005), and the
 * Quiz Settings tab's class selector, columns and 10 rows a page (TEA-013).
 */
test.describe.configure({ mode: "parallel" });

/** Fails every request whose path matches as a network error. */
async function failRequests(page: Page, path: RegExp) {
  await page.route(
    (url) => path.test(url.pathname + url.search),
    (route: Route) => route.abort("failed"),
  );
}

const headers = async (page: Page) => (await page.getByRole("tabpanel").getByRole("columnheader").allTextContents()).map((h) => h.trim());

test("TEA-002 a failure to load the classes shows 'Error retrieving classes'", async ({ teacherPage }) => {
  const { page, goto } = teacherPage;
  await failRequests(page, /\/trpc\/.*quizzes\.teacher\.classes/);
  await goto("/account?tab=students");
  await expect(page.getByRole("tabpanel").getByRole("alert")).toHaveText("Error retrieving classes");
  await goto("/account?tab=quizSettings");
  await expect(page.getByRole("tabpanel").getByRole("alert").first()).toHaveText("Error retrieving classes");
});

test("TEA-005 the grade table has name, email, unit, grade % and 'Extend Deadline' with 'Add'; 10 rows a page", async ({ teacherPage }) => {
  const { page, goto } = teacherPage;
  await goto("/account?tab=students");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("table")).toBeVisible();
  expect((await headers(page)).slice(0, 5)).toEqual(["Name", "Email", "Unit", "Grade %", "Extend Deadline"]);
  const rows = panel.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(10);
  await expect(panel.getByRole("button", { name: /^Add an extension for / })).toHaveCount(10);
  await expect(panel.getByRole("button", { name: /^Add an extension for / }).first()).toHaveText("Add");
  for (const row of await rows.all()) await expect(row.locator("td").nth(3)).toHaveText(/^\d+(\.\d+)?%$/);
  const pager = panel.getByRole("navigation", { name: /^Page 1 of \d+$/ });
  await expect(pager).toBeVisible();
  const first = await rows.first().textContent();
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(panel.getByRole("navigation", { name: /^Page 2 of \d+$/ })).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(10);
  await expect(rows.first()).not.toHaveText(first!);
});

test("TEA-013 Quiz Settings has a class selector and rows of unit, chapter, module, quiz open and close dates, 10 a page", async ({ teacherPage }) => {
  const { page, goto } = teacherPage;
  await goto("/account?tab=quizSettings");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByLabel("Class")).toBeVisible();
  await expect(panel.getByLabel("Class").locator("option")).not.toHaveCount(0);
  await expect(panel.getByRole("table")).toBeVisible();
  expect((await headers(page)).slice(0, 5)).toEqual(["Unit", "Chapter", "Module", "Quiz open date", "Quiz close date"]);
  const rows = panel.getByRole("table").locator("tbody tr");
  // The demo class has 20 quizzes: two pages of 10.
  await expect(rows).toHaveCount(10);
  await expect(panel.getByRole("navigation", { name: "Page 1 of 2" })).toBeVisible();
  await panel.getByRole("navigation", { name: "Page 1 of 2" }).getByRole("button", { name: "Next" }).click();
  await expect(panel.getByRole("navigation", { name: "Page 2 of 2" })).toBeVisible();
  await expect(rows).toHaveCount(10);
});
