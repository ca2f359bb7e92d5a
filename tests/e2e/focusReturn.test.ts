import type pg from "pg";
import type { Locator, Page } from "@playwright/test";
import { expect, login, test } from "./fixtures";

/**
 * WCAG 2.4.3 (focus order), issue 26: a dialog closed with Escape gives the focus back to the button that
 * opened it (the header's login, classroom, search and notebook dialogs), and 'Complete & Move to Next
 * Lesson' puts it on the next lesson's heading — never on <body>.
 */
const EMAIL = "focus-student@biotext.test";
let db: pg.Client;

test.beforeAll(async ({ db: client }) => {
  db = client;
  // A student of their own (the demo student's password and memberships), so no other test's progress changes.
  const user = (
    await db.query<{ id: number }>(
      `INSERT INTO users (email, username, role, password_hash, first_name, last_name, updated_at, created_at)
       SELECT $1, 'focus-student', role, password_hash, 'Focus', 'Student', now(), now() FROM users WHERE email = 'student@biotext.test'
       ON CONFLICT DO NOTHING RETURNING id`,
      [EMAIL],
    )
  ).rows[0]?.id;
  if (user == null) return;
  await db.query(
    `INSERT INTO users_rels (parent_id, path, memberships_id, "order")
     SELECT $1, path, memberships_id, "order" FROM users_rels WHERE path = 'memberships' AND parent_id = (SELECT id FROM users WHERE email = 'student@biotext.test')`,
    [user],
  );
});

/** What has the focus: its id, accessible name or text, or "BODY". */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "BODY";
    return el.id ? `#${el.id}` : (el.getAttribute("aria-label") ?? el.textContent ?? el.tagName).trim();
  });

/** Focuses the opener, opens its dialog with Enter, closes it with Escape; returns what had the focus before and after. */
async function escapeFrom(page: Page, opener: Locator): Promise<{ before: string; after: string }> {
  await opener.focus();
  const before = await focused(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog").first();
  await dialog.waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  // The dialog gives the focus back as it unmounts, a moment after it left the DOM (a CI run read <body> in between):
  // wait for it on the opener, as a web-first assertion (it fails if the focus never comes back).
  await expect(opener).toBeFocused();
  return { before, after: await focused(page) };
}

test.describe("focus after a dialog or a completed lesson (WCAG 2.4.3)", () => {
  test("WCAG 2.4.3: the login and classroom dialogs closed with Escape give the focus back to their header button", async ({ page, goto }) => {
    await goto("/");
    const header = page.getByRole("banner");
    for (const name of ["Login", "Classroom"]) {
      const r = await escapeFrom(page, header.getByRole("button", { name, exact: true }));
      expect(r.after, name).not.toBe("BODY");
      expect(r.after, name).toBe(r.before);
    }
  });

  test("WCAG 2.4.3: the search and notebook dialogs closed with Escape give the focus back to their header button", async ({ page }) => {
    await login(page, EMAIL, "/account");
    const header = page.getByRole("banner");
    for (const button of [header.getByRole("button", { name: "Search content" }), header.getByRole("button", { name: "Notebook" })]) {
      const r = await escapeFrom(page, button);
      expect(r.after).not.toBe("BODY");
      expect(r.after).toBe(r.before);
    }
  });

  test("WCAG 2.4.3: after 'Complete & Move to Next Lesson' the focus is on the next lesson's heading", async ({ page, goto }) => {
    await login(page, EMAIL, "/account");
    const moduleId = (await db.query<{ id: number }>("SELECT id FROM modules WHERE key = 'life-1-c2-m1'")).rows[0]!.id;
    await goto(`/textbook/module?id=${moduleId}`);
    const first = (await page.locator("#lesson-title").textContent())!.trim();
    await page.getByRole("button", { name: "Complete & Move to Next Lesson" }).focus();
    await Promise.all([page.waitForURL((u) => u.search.includes("s=")), page.keyboard.press("Enter")]);
    await expect(page.locator("#lesson-title")).not.toHaveText(first);
    await expect(page.locator("#lesson-title")).toBeFocused();
  });
});

test.describe("issue 46: the note editor opened from the Notebook", () => {
  test("issue 46 F11 NOTE-005 WCAG 2.4.3: Notebook › Edit › Escape gives the focus back to Edit, the note still expanded", async ({ page, goto }) => {
    await login(page, EMAIL, "/account");
    const moduleId = (await db.query<{ id: number }>("SELECT id FROM modules WHERE key = 'life-1-c2-m2'")).rows[0]!.id;
    await goto(`/textbook/module?id=${moduleId}`);
    const summary = `Focus note ${Date.now()}`;
    await page.getByRole("button", { name: "Create Note" }).click();
    const editor = page.getByTestId("note-dialog");
    await editor.getByLabel("Summary").fill(summary);
    await editor.getByTestId("note-editor").click();
    await page.keyboard.type("Mitochondria make ATP.");
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await editor.waitFor({ state: "detached" });

    await page.getByRole("banner").getByRole("button", { name: "Notebook" }).click();
    const item = page.getByTestId("notebook-dialog").getByTestId("note-item").filter({ hasText: summary });
    const trigger = item.getByRole("button", { name: new RegExp(summary) });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const edit = item.getByRole("button", { name: "Edit", exact: true });
    await edit.focus();
    await page.keyboard.press("Enter");
    await expect(editor).toBeVisible();
    await expect(editor.getByLabel("Summary")).toHaveValue(summary);
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
    await expect(page.getByTestId("notebook-dialog")).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(edit).toBeFocused();
    // Escape again closes the Notebook itself.
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("notebook-dialog")).toHaveCount(0);
  });
});
