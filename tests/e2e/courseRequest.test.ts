import { expect, test } from "./fixtures";

/**
 * PUB-056 (fixed, docs/decisions/018-custom-course-requests.md): the legacy Submit of the custom course builder
 * sent and stored nothing and said nothing. Here the request is stored once, e-mailed to staff, and the page says so.
 */
test("PUB-056 (fixed) Submit on the custom course builder stores the request, e-mails it and confirms on the page", async ({ page, goto, db, errors }) => {
  const email = `prof-${Date.now()}@college.test`;
  await goto("/custom-course-builder");
  // Each field's accessible name: its label and "(required)" (the asterisk is hidden from screen readers).
  const fill = async (label: string, value: string) => page.getByRole("textbox", { name: `${label} (required)`, exact: true }).fill(value);
  await fill("First name", "Barbara");
  await fill("Last name", "McClintock");
  await fill("Email", email);
  await fill("Department", "Genetics");
  await fill("Course name", "BIO 201");
  await fill("Institution name", "Cold Spring College");
  await fill("City", "Laurel Hollow");
  await fill("Province / State", "NY");
  await fill("Country", "USA");
  // One lesson, chosen in the tree.
  const firstUnit = page.locator("details").first();
  if (!(await firstUnit.evaluate((d) => (d as HTMLDetailsElement).open))) await firstUnit.locator("summary").click();
  const lesson = firstUnit.locator('input[name="lessons"]').first();
  await lesson.check();
  await expect(page.getByText("1 lesson selected")).toBeVisible();

  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByText("Thank you: your request for 1 lesson has been sent. We will reply by e-mail.")).toBeVisible();

  const stored = await db.query("SELECT id, course_name FROM course_requests WHERE prof_email = $1", [email]);
  expect(stored.rows).toHaveLength(1);
  expect(stored.rows[0].course_name).toBe("BIO 201");
  await expect.poll(async () => (await db.query("SELECT count(*)::int AS n FROM emails WHERE text LIKE $1 OR html LIKE $1", [`%${email}%`])).rows[0].n).toBe(1);
  expect(errors).toEqual([]);
});
