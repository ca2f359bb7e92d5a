import type pg from "pg";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * Issue 46 item 2, "A lesson without a network" (docs/offline.md): a student keeps a module offline, loses the
 * network (Playwright's setOffline), opens the module from the service worker's copies, plays its video, completes two
 * lessons and writes a note (queued: "Saved offline, will sync"), comes back online, and the server has each write
 * exactly once. Module life-4-c1-m1 and a student of this file's own: no other test's data changes.
 */
const EMAIL = "offline-student@biotext.test";
let db: pg.Client;

test.beforeAll(async ({ db: client }) => {
  db = client;
  // A student of their own (the demo student's password and memberships), as tests/e2e/focusReturn.test.ts.
  const user = (
    await db.query<{ id: number }>(
      `INSERT INTO users (email, username, role, password_hash, first_name, last_name, updated_at, created_at)
       SELECT $1, 'offline-student', role, password_hash, 'Offline', 'Student', now(), now() FROM users WHERE email = 'student@biotext.test'
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

test("issue 46 item 2: a module kept offline opens, plays and records without a network; each write reaches the server once", async ({ openPage }) => {
  test.setTimeout(90_000);
  const app = await openPage({ as: EMAIL });
  const { page, context } = app;
  const mod = (await db.query<{ id: number }>("SELECT id FROM modules WHERE key = 'life-4-c1-m1'")).rows[0].id;
  const lessons = (
    await db.query<{ id: number; title: string }>(
      `SELECT l.id, ll.title FROM lessons l JOIN lessons_locales ll ON ll._parent_id = l.id AND ll._locale = 'en'
        WHERE l.key LIKE 'life-4-c1-m1-l%' ORDER BY l.key`,
    )
  ).rows;
  const userId = (await db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [EMAIL])).rows[0].id;

  await app.goto(`/textbook/module?id=${mod}`);
  await page.locator("video").waitFor();
  // The button names the module's size; keeping shows progress, then what is kept and the storage used.
  const keep = page.getByRole("button", { name: /^Keep offline · [\d.,]+ (MB|kB)$/ });
  await expect(keep).toBeEnabled();
  await keep.click();
  await expect(page.getByTestId("keep-offline-status")).toContainText("This module is kept offline");
  await expect(page.getByRole("button", { name: "Remove from this device" })).toBeFocused();
  await page.getByText(/^Kept offline on this device \(1\)$/).click();
  await expect(page.getByTestId("offline-usage")).toHaveText(/^[\d.,]+ (MB|kB) of 300 MB used · 1 of 5 modules$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.waitForFunction(() => navigator.serviceWorker.controller != null);

  await context.setOffline(true);
  // The document and its data come from the service worker's copies.
  const doc = await app.goto(`/textbook/module?id=${mod}&s=${lessons[0].id}`);
  expect(doc?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId("offline-notice")).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: lessons[0].title })).toBeVisible();

  // The video plays and seeks from the kept copy (Range requests answered by the worker).
  const video = page.locator("video");
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 2;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);

  // Two lessons completed offline: each queued, the page moving to the next lesson from its copy.
  const status = page.getByTestId("offline-sync");
  for (const i of [0, 1]) {
    await page.getByRole("button", { name: "Complete & Move to Next Lesson" }).click();
    await expect(page.getByRole("tab", { name: lessons[i + 1].title, selected: true })).toBeVisible();
    await expect(status).toHaveText(`Saved offline, will sync when the network is back (${i + 1} waiting).`);
  }
  await expect(page.getByRole("tab", { name: lessons[0].title }).getByRole("img", { name: "Complete" })).toBeVisible();

  // A note written offline.
  await page.getByRole("button", { name: "Create Note" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Note" });
  await dialog.getByLabel("Summary").fill("Written without a network");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText("Saved offline, will sync when the network is back (3 waiting).");
  // Nothing reached the server while offline.
  expect((await db.query("SELECT 1 FROM study_notes WHERE user_id = $1", [userId])).rowCount).toBe(0);
  expect((await db.query("SELECT 1 FROM progress WHERE user_id = $1 AND status = 'COMPLETE'", [userId])).rowCount).toBe(0);

  // Back online: the queue is sent once.
  await context.setOffline(false);
  await expect(status).toHaveText("Synced.", { timeout: 15_000 });
  const check = async () => ({
    complete: (
      await db.query<{ item_id: string }>("SELECT item_id FROM progress WHERE user_id = $1 AND item_type = 'lesson' AND status = 'COMPLETE' ORDER BY item_id", [
        userId,
      ])
    ).rows.map((r) => Number(r.item_id)),
    notes: (await db.query<{ summary: string; lesson_id: number }>("SELECT summary, lesson_id FROM study_notes WHERE user_id = $1", [userId])).rows,
    keys: Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM offline_writes WHERE user_id = $1", [userId])).rows[0].n),
  });
  const expected = {
    complete: [lessons[0].id, lessons[1].id].sort((a, b) => a - b),
    notes: [{ summary: "Written without a network", lesson_id: lessons[2].id }],
    keys: 3,
  };
  expect(await check()).toEqual(expected);
  // A page opened again online finds nothing left to send: still once each.
  await app.reload();
  await expect(page.getByRole("button", { name: "Remove from this device" })).toBeVisible();
  expect(await check()).toEqual(expected);
  // Quizzes need the network: the quiz page says so when it goes.
  await Promise.all([page.waitForURL((u) => u.pathname === "/textbook/quiz"), page.getByTestId("module-quiz").click()]);
  await context.setOffline(true);
  await expect(page.getByTestId("quiz-offline")).toHaveText(/^You are offline\. Quizzes need the network/);
  await context.setOffline(false);
  await expect(page.getByTestId("quiz-offline")).toHaveText("");

  // Sign-out leaves nothing of the student's on the device: no kept copy, no queue, no service worker.
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await expect
    .poll(() =>
      page.evaluate(async () => ({
        caches: (await caches.keys()).filter((k) => k.startsWith("biotext-offline-")),
        kept: localStorage.getItem("biotext.offline.kept"),
        workers: (await navigator.serviceWorker.getRegistrations()).length,
      })),
    )
    .toEqual({ caches: [], kept: null, workers: 0 });
  expect(app.errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|recording 'opened' failed|net::/.test(e))).toEqual([]);
});
