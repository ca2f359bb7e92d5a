import type { Page, Route } from "@playwright/test";
import type pg from "pg";
import { expect, ROLES, test } from "./fixtures";

/**
 * Learning requirements that live in the page, in Chromium: the unit page (LRN-008), the module page
 * and its 'Back' (LRN-015, LRN-059), the lesson panel with its structures (LRN-023, LRN-030), no
 * learning state in browser storage (LRN-039, LRN-060), the search modal (SRCH-002, SRCH-004,
 * SRCH-006, ERR-004), the notebook's scrolling list (NOTE-007) and the empty Q&A texts (QA-007,
 * QA-008). Unit 2's chapter 2 module 1 is this file's own for Q&A.
 */
let db: pg.Client;
test.beforeAll(({ db: client }) => {
  db = client;
});

const UNIT2 = "Unit 2: Cells and Membranes";
const MODULE = "Membrane Structure and Passive Transport";
const LESSON = "The Fluid Mosaic Model";

async function lessonIds(key: string) {
  const { rows } = await db.query<{ lesson: number; module: number }>("SELECT id AS lesson, module_id AS module FROM lessons WHERE key = $1", [key]);
  return rows[0];
}

/** Holds the requests whose path matches until `release()`; `release(true)` fails them as a network error. */
async function hold(page: Page, path: RegExp) {
  let open!: (fail: boolean) => void;
  const released = new Promise<boolean>((r) => (open = r));
  let seen!: () => void;
  const arrived = new Promise<void>((r) => (seen = r));
  await page.route(
    (url) => path.test(url.pathname + url.search),
    async (route: Route) => {
      seen();
      if (await released) await route.abort("failed");
      else await route.continue();
    },
  );
  return { arrived, release: (fail = false) => open(fail) };
}

const maxHeight = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const s = getComputedStyle(el);
    return [s.maxHeight, s.overflowY];
  });

test.describe("unit and module pages", () => {
  test("LRN-008 LRN-060 the unit page shows the contents, cover, 'Summary', 'Sample Video' with its description and poster, additional info, extra content and downloads; the active unit is kept on the server", async ({
    studentPage,
  }) => {
    const { page, goto } = studentPage;
    await goto("/account");
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/textbook"),
      page.getByRole("button", { name: new RegExp(`^(Start|Continue) ${UNIT2}$`) }).click(),
    ]);
    await expect(page.getByRole("heading", { level: 1, name: UNIT2 })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("img", { name: new RegExp(UNIT2) }).first()).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Table of Contents" })).toBeVisible();
    await expect(main.getByRole("button", { name: /^Chapter 1 \| / })).toBeVisible();
    const section = (name: string) => main.locator("section").filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });
    await expect(section("Summary").locator("p").first()).not.toBeEmpty();
    const sample = section("Sample Video");
    await expect(sample.locator("p").first()).not.toBeEmpty();
    await expect(sample.getByTestId("unit-sample-video").locator("video")).toHaveAttribute("poster", /.+/);
    await expect(section("Additional Information").locator("p").first()).not.toBeEmpty();
    const extras = section("Extra Content").getByRole("listitem");
    expect(await extras.count()).toBeGreaterThan(0);
    for (const item of await extras.all()) {
      expect(["image", "interactive", "video"]).toContain(await item.getAttribute("data-type"));
      await expect(item.getByRole("heading", { level: 3 })).not.toBeEmpty();
    }
    // The seeded items, in English on their own rows (the first is the first lesson's figure).
    await expect(extras.getByRole("heading", { level: 3 })).toHaveText([/\S/, "Sample video", "Patch of plasma membrane"]);
    const downloads = section("Downloads").getByRole("listitem");
    await expect(section("Downloads").locator("p").first()).toHaveText("Resources for instructors and students of this unit.");
    await expect(downloads).toHaveCount(2);
    await expect(downloads.first()).toContainText("Embeddable figure (PNG)");
    await expect(downloads.first().getByRole("link")).toHaveText("Download figure");
    for (const item of await downloads.all()) {
      await expect(item.getByRole("link")).toHaveAttribute("download", "");
      await expect(item.getByRole("link")).toHaveAttribute("href", /^\/api\/media\/file\/.+/);
    }
    // LRN-060: the unit comes from the server session, so a reload (or a new tab of the same login) shows it too.
    await goto("/textbook");
    await expect(page.getByRole("heading", { level: 1, name: UNIT2 })).toBeVisible();
  });

  test("LRN-051 the module page leaves the unit's table of contents out of the page and fetches it when the drawer opens: a loading state, an error with 'Try again', then the chapters", async ({
    studentPage,
  }) => {
    const { page, goto } = studentPage;
    const { lesson, module } = await lessonIds("life-2-c2-m1-l1");
    // The first fetch of the contents is held, then fails as a network error; the next ones go through.
    let calls = 0;
    let failFirst!: () => void;
    const firstHeld = new Promise<void>((r) => (failFirst = r));
    await page.route(
      (url) => url.pathname.includes("textbook.unitContents"),
      async (route) => {
        calls += 1;
        if (calls > 1) return route.continue();
        await firstHeld;
        await route.abort("failed");
      },
    );
    const res = await goto(`/textbook/module?id=${module}&s=${lesson}`);
    const html = (await res!.text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    await page.getByRole("button", { name: "Table of Contents" }).click();
    const drawer = page.getByRole("dialog", { name: "Table of Contents" });
    await expect(drawer.getByRole("status")).toHaveText("Loading the Table of Contents…");
    failFirst();
    await expect(drawer.getByRole("alert")).toContainText("The Table of Contents could not be loaded.");
    await drawer.getByRole("button", { name: "Try again" }).click();
    await expect(drawer.getByRole("link", { name: MODULE })).toBeVisible();
    await expect(drawer.getByRole("button", { name: /^Chapter 1 \| / })).toBeVisible();
    expect(calls).toBe(2);
    // The other modules of the unit were not in the page (its HTML nor its data): the drawer brought them.
    // (the other chapters' titles, and the modules shown in the open chapter besides this one).
    const chapters = (await drawer.getByRole("button", { name: /^Chapter \d+ \| / }).allTextContents()).map((t) => t.split(" | ")[1].trim());
    const modules = (await drawer.getByRole("link").allTextContents()).map((t) => t.trim()).filter((t) => t && t !== MODULE);
    const others = [...chapters.filter((t) => t !== "Membranes and Cell Communication"), ...modules];
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const title of others) expect(html).not.toContain(title);
    // Closed and opened again: the contents are kept, not fetched again.
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await page.getByRole("button", { name: "Table of Contents" }).click();
    await expect(drawer.getByRole("link", { name: MODULE })).toBeVisible();
    expect(calls).toBe(2);
  });

  test("LRN-015 LRN-023 LRN-030 LRN-059 the module page and the lesson panel show every part; 'Back' leads to the unit page", async ({
    studentPage,
    adminPage,
  }) => {
    test.setTimeout(150_000);
    const { lesson, module } = await lessonIds("life-2-c2-m1-l1");
    // A lesson quiz for this lesson (the seed has module quizzes only), set as an editor would in the CMS.
    const { rows } = await db.query<{ quiz: number }>("SELECT quiz_id AS quiz FROM modules WHERE id = $1", [module]);
    await adminPage.goto("/account");
    const patch = (quiz: number | null) =>
      adminPage.page.evaluate(
        async ([id, q]) =>
          (await fetch(`/api/lessons/${id}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ quiz: q }) })).status,
        [lesson, quiz] as const,
      );
    expect(await patch(rows[0].quiz)).toBe(200);
    try {
      const { page, goto } = studentPage;
      await goto(`/textbook/module?id=${module}&s=${lesson}`);
      // LRN-015
      await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/textbook");
      await expect(page.getByRole("button", { name: "Complete Module" })).toBeVisible();
      await expect(page.getByTestId("chapter-heading")).toHaveText("Chapter 2 | Membranes and Cell Communication");
      await expect(page.getByRole("heading", { level: 1, name: MODULE })).toBeVisible();
      const tabs = page.getByRole("tablist").getByRole("tab");
      expect(await tabs.count()).toBeGreaterThan(1);
      await expect(page.getByRole("tab", { name: LESSON, selected: true })).toBeVisible();
      await expect(page.getByTestId("module-quiz")).toBeVisible();
      await expect(page.getByTestId("qa-section")).toBeVisible();
      await page.getByRole("button", { name: "Table of Contents" }).click();
      const drawer = page.getByRole("dialog", { name: "Table of Contents" });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("link", { name: MODULE })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);

      // LRN-023: title, video, audio, AR block, figures, structures, 'Lesson Text', complete and lesson quiz buttons.
      const panel = page.getByTestId("lesson-panel");
      await expect(panel.getByRole("heading", { level: 2, name: LESSON })).toBeVisible();
      await expect(panel.getByTestId("lesson-video").locator("video")).toBeAttached();
      await expect(panel.getByTestId("lesson-audio")).toHaveAttribute("src", /\.mp3$/);
      await expect(panel.getByRole("heading", { name: "Scan to Experience AR" })).toBeVisible();
      await expect(panel.getByRole("heading", { level: 3, name: "Figures" })).toBeVisible();
      await expect(panel.getByTestId("figure-thumbnail").first()).toBeVisible();
      await expect(panel.getByRole("heading", { level: 3, name: "Interactive Structures" })).toBeVisible();
      await expect(panel.getByRole("heading", { level: 3, name: "Lesson Text" })).toBeVisible();
      await expect(panel.getByText("The fluid mosaic model, proposed by Singer and Nicolson in 1972", { exact: false })).toBeVisible();
      await expect(panel.getByTestId("complete-lesson")).toBeVisible();
      await expect(panel.getByTestId("lesson-quiz")).toBeVisible();
      // LRN-030: each structure viewer has 'Click here for full screen' and its description.
      const structure = panel.locator("figure").filter({ hasText: "Patch of plasma membrane" });
      await expect(structure.getByRole("button", { name: "Click here for full screen" })).toBeVisible();
      await expect(structure).toContainText("A square patch of lipid bilayer");
      expect(await panel.getByRole("button", { name: "Click here for full screen" }).count()).toBeLessThanOrEqual(3);

      // LRN-059 (decided): 'Back' leads to the unit page of the unit being read.
      await Promise.all([page.waitForURL((u) => u.pathname === "/textbook"), page.getByRole("link", { name: "Back" }).click()]);
      await expect(page.getByRole("heading", { level: 1, name: UNIT2 })).toBeVisible();
    } finally {
      await patch(null);
    }
  });

  test("LRN-039 (decided) LRN-060 no table of contents, progress or active unit is kept in browser storage, so logout leaves nothing behind", async ({
    studentPage,
  }) => {
    const { page, goto } = studentPage;
    const { lesson, module } = await lessonIds("life-2-c2-m1-l1");
    await goto(`/textbook/module?id=${module}&s=${lesson}`);
    await expect(page.getByTestId("lesson-panel")).toBeVisible();
    await goto("/textbook");
    const storage = () =>
      page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage).filter((k) => !/^(sb-sc|sc-orderId)$/.test(k)) }));
    const kept = await storage();
    expect(kept.local.filter((k) => /progress|toc|unit|lti|modal/i.test(k))).toEqual([]);
    expect(kept.session.filter((k) => /progress|toc|unit|lti|modal/i.test(k))).toEqual([]);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await goto("/textbook");
    await expect(page.getByRole("heading", { level: 1, name: UNIT2 })).toHaveCount(0);
  });
});

test.describe("search, notebook and Q&A", () => {
  test("SRCH-002 SRCH-004 SRCH-006 the search modal has a text box and 'Search'; a spinner shows while searching; results scroll at 400 px", async ({
    studentPage,
  }) => {
    const { page, goto } = studentPage;
    await goto("/account");
    await page.getByRole("button", { name: "Search content" }).click();
    const dialog = page.getByTestId("search-dialog");
    await expect(dialog.getByRole("searchbox")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Search" })).toBeVisible();
    await dialog.getByRole("searchbox").fill("membrane");
    const held = await hold(page, /\/trpc\/.*study\.search/);
    await dialog.getByRole("button", { name: "Search" }).click();
    await held.arrived;
    const spinner = dialog.locator('[data-slot="spinner"]');
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveText("Searching…");
    held.release();
    await expect(dialog.getByTestId("search-results")).toBeVisible();
    await expect(spinner).toHaveCount(0);
    expect(await maxHeight(page, "search-results")).toEqual(["400px", "auto"]);
  });

  test("ERR-004 (fixed) a failed student-facing fetch is not silent: the search says it failed", async ({ studentPage }) => {
    const { page, goto } = studentPage;
    await goto("/account");
    await page.getByRole("button", { name: "Search content" }).click();
    const dialog = page.getByTestId("search-dialog");
    await dialog.getByRole("searchbox").fill("mitochondria");
    const held = await hold(page, /\/trpc\/.*study\.search/);
    await dialog.getByRole("button", { name: "Search" }).click();
    await held.arrived;
    held.release(true);
    await expect(dialog.getByRole("alert")).toHaveText("The search failed. Please try again.");
    await expect(dialog.getByTestId("search-results")).toHaveCount(0);
  });

  test("NOTE-007 the notes area scrolls at a maximum height of 300 px", async ({ studentPage }) => {
    const { page, goto } = studentPage;
    await goto("/account");
    await page.getByRole("button", { name: "Notebook" }).click();
    await expect(page.getByTestId("notebook-dialog")).toBeVisible();
    expect(await maxHeight(page, "notes-list")).toEqual(["300px", "auto"]);
  });

  test("QA-007 QA-008 a module with no questions says 'No questions have been asked'; a question with no replies 'No Replies or Answers, be the first!'", async ({
    openPage,
  }) => {
    const moduleId = (await lessonIds("life-2-c2-m1-l2")).module;
    // The forum is on for a class of the student's (the Q&A section needs it).
    const { rows: cls } = await db.query<{ id: number }>(
      "INSERT INTO classes (name, key, forum_enabled, updated_at, created_at) VALUES ('E2E Reqs QA Class', $1, true, now(), now()) RETURNING id",
      [`e2e-reqs-qa-${Date.now()}`],
    );
    await db.query("INSERT INTO users_rels (parent_id, path, classes_id, \"order\") SELECT id, 'classes', $1, 99 FROM users WHERE email = $2", [
      cls[0].id,
      ROLES.student,
    ]);
    const { page, goto } = await openPage({ as: ROLES.student });
    await goto(`/textbook/module?id=${moduleId}`);
    const qa = page.getByTestId("qa-section");
    await expect(qa.getByText("No questions have been asked", { exact: true })).toBeVisible();
    await qa.getByLabel("Ask a question").fill("Why is the membrane called a mosaic?");
    await qa.getByRole("button", { name: "Post Question" }).click();
    const question = qa.getByTestId("qa-question").filter({ hasText: "called a mosaic" });
    await expect(question).toBeVisible();
    await expect(qa.getByText("No Replies or Answers, be the first!", { exact: true })).toBeVisible();
    await expect(qa.getByText("No questions have been asked", { exact: true })).toHaveCount(0);
  });
});
