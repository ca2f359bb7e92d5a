import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, login, openPage, type WatchedPage } from "./browser";

/**
 * Study tools in Chromium (issue 14): content search with a misspelling in English and French,
 * a note with bold and a list (saved, dated, edited, deleted), a module bookmark, and the module
 * Q&A (question, reply, teacher's correct mark, forum switched off on the General Settings tab).
 * This file's own data: the class "E2E Study Class" it creates; it only reads the content.
 */
let browser: Browser;
let db: pg.Client;
let moduleId: number;
let classId: number;

beforeAll(async () => {
  browser = await launch();
  db = new pg.Client({ connectionString: inject("databaseURL") });
  await db.connect();
  moduleId = (await db.query<{ id: number }>("SELECT module_id AS id FROM lessons WHERE key = 'life-2-c1-m2-l3'")).rows[0].id;
  classId = (
    await db.query<{ id: number }>(
      "INSERT INTO classes (name, key, forum_enabled, updated_at, created_at) VALUES ('E2E Study Class', 'e2e-study', true, now(), now()) RETURNING id",
    )
  ).rows[0].id;
  await db.query(
    `INSERT INTO users_rels (parent_id, path, classes_id, "order")
     SELECT id, 'classes', $1, 1 FROM users WHERE email IN ('student@biotext.test', 'teacher@biotext.test')`,
    [classId],
  );
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

async function asUser(email: string, next = "/textbook"): Promise<WatchedPage> {
  const w = await openPage(browser);
  await login(w.page, email, next);
  return w;
}

async function toFrench(page: Page) {
  await Promise.all([page.waitForEvent("load"), page.getByRole("combobox", { name: /Language|Langue/ }).selectOption("FR")]);
  await page.waitForFunction(() => document.documentElement.lang === "fr");
}

async function search(page: Page, open: string, button: string, term: string) {
  await page.getByRole("button", { name: open }).click();
  const dialog = page.getByTestId("search-dialog");
  await dialog.getByRole("searchbox").fill(term);
  await dialog.getByRole("button", { name: button }).click();
  return dialog;
}

describe("content search", () => {
  it("SRCH-001 SRCH-007 SRCH-008 SRCH-009 a misspelt word finds the lesson and 'Go to Lesson' opens it (EN)", async () => {
    const { page, context } = await asUser("student@biotext.test");
    let dialog = await search(page, "Search content", "Search", "a");
    await dialog.getByRole("alert").filter({ hasText: "Type at least 2 characters to search." }).waitFor();
    await dialog.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: "Close" }).first().click();
    dialog = await search(page, "Search content", "Search", "zzqqxxv");
    await dialog.getByText("No Results Found").waitFor();
    await page.keyboard.press("Escape");
    dialog = await search(page, "Search content", "Search", "mitocondria");
    const link = dialog.getByRole("link", { name: "Go to Lesson: Mitochondria and Chloroplasts" });
    await link.waitFor();
    await Promise.all([page.waitForURL(/\/textbook\/module\?id=\d+&s=\d+&c=\d+&u=\d+/), link.click()]);
    await page.getByRole("tab", { name: "Mitochondria and Chloroplasts", selected: true }).waitFor();
    await context.close();
  });

  it("SRCH-009 I18N in French, without the accent and misspelt, the French lesson is found and opened", async () => {
    const { page, context } = await asUser("student@biotext.test");
    await toFrench(page);
    const dialog = await search(page, "Rechercher dans le contenu", "Rechercher", "mitocondries");
    const link = dialog.getByRole("link", { name: "Aller à la leçon : Les mitochondries et les chloroplastes" });
    await link.waitFor();
    expect(await dialog.locator("mark").count()).toBeGreaterThan(0);
    await Promise.all([page.waitForURL(/s=\d+&c=\d+&u=\d+/), link.click()]);
    await page.getByRole("tab", { name: "Les mitochondries et les chloroplastes", selected: true }).waitFor();
    const again = await search(page, "Rechercher dans le contenu", "Rechercher", "photosynthese");
    await again.getByRole("link", { name: "Aller à la leçon : La photosynthèse et le chloroplaste" }).waitFor();
    await context.close();
  });
});

describe("notes and bookmarks", () => {
  it("NOTE-003 NOTE-005 NOTE-006 NOTE-012 NOTE-015 NOTE-017 a note with bold and a list is saved, shown with its date, edited and deleted", async () => {
    const { page, context } = await asUser("student@biotext.test", `/textbook/module?id=${moduleId}`);
    page.on("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Create Note" }).click();
    const dialog = page.getByTestId("note-dialog");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Please enter a summary" }).waitFor();
    expect(await dialog.getByLabel("Summary").evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByLabel("Summary").fill("Organelles");
    await dialog.getByTestId("note-editor").click();
    await dialog.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("Power plant");
    await dialog.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("ATP");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });
    // The Notebook is in the header of every page; open it from the textbooks page.
    await page.goto("/textbook");
    await page.getByRole("button", { name: "Notebook" }).click();
    const book = page.getByTestId("notebook-dialog");
    const item = book.getByTestId("note-item").filter({ hasText: "Organelles" });
    await item.waitFor();
    expect(await item.getByTestId("note-date").textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2} \d{4}$/);
    await item.getByRole("button", { name: /Organelles/ }).click();
    const html = await item.getByTestId("note-html").innerHTML();
    expect(html).toContain("<strong>Power plant</strong>");
    expect(html).toMatch(/<ul><li>ATP<\/li><\/ul>/);

    await item.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByTestId("note-dialog");
    await edit.getByLabel("Summary").fill("Organelles, revised");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.waitFor({ state: "detached" });
    // After editing, the Notebook comes back with the note updated.
    const revised = page.getByTestId("notebook-dialog").getByTestId("note-item").filter({ hasText: "Organelles, revised" });
    await revised.waitFor();
    await revised.getByRole("button", { name: /Organelles, revised/ }).click();
    await revised.getByRole("button", { name: "Delete" }).click();
    await page.getByTestId("notebook-dialog").getByText("No Notes on Profile").waitFor();
    await context.close();
  });

  it("NOTE-008 NOTE-010 a bookmark set on the module page opens its module from the Notebook", async () => {
    const { page, context } = await asUser("student@biotext.test", `/textbook/module?id=${moduleId}`);
    await page.getByRole("button", { name: "Bookmark this module" }).click();
    await page.getByRole("button", { name: "Remove bookmark", pressed: true }).waitFor();
    await page.goto("/textbook");
    await page.getByRole("button", { name: "Notebook" }).click();
    await page.getByRole("tab", { name: "My Bookmarks" }).click();
    const card = page.getByTestId("bookmark-card").first();
    await card.waitFor();
    await Promise.all([page.waitForURL(new RegExp(`/textbook/module\\?id=${moduleId}$`)), card.getByRole("link", { name: "Go to Bookmark" }).click()]);
    await page.getByRole("button", { name: "Remove bookmark" }).click();
    await page.getByRole("button", { name: "Bookmark this module", pressed: false }).waitFor();
    await context.close();
  });

  it("NOTE-003 NOTE-006 in French: the Notebook's tabs and empty state", async () => {
    const { page, context } = await asUser("student@biotext.test");
    await toFrench(page);
    await page.getByRole("button", { name: "Carnet" }).click();
    await page.getByRole("tab", { name: "Mes notes" }).waitFor();
    await page.getByRole("tab", { name: "Mes signets" }).waitFor();
    await page.getByText("Aucune note dans le profil").waitFor();
    await context.close();
  });
});

describe("module Q&A", () => {
  it("QA-001…QA-012 TEA-023 a question and a reply are posted, the teacher marks the reply correct, and switching the forum off hides the section", async () => {
    const student = await asUser("student@biotext.test", `/textbook/module?id=${moduleId}`);
    const s = student.page;
    const qa = s.getByTestId("qa-section");
    await qa.getByText("No questions have been asked").waitFor();
    await qa.getByRole("button", { name: "Post Question" }).click();
    await qa.getByRole("alert").filter({ hasText: "Please Enter a comment or question." }).waitFor();
    expect(await qa.getByLabel("Ask a question").evaluate((el) => el === document.activeElement)).toBe(true);
    await qa.getByLabel("Ask a question").fill("Why do mitochondria have their own DNA? See https://example.org/x");
    await qa.getByRole("button", { name: "Post Question" }).click();
    const question = qa.getByTestId("qa-question").filter({ hasText: "own DNA" });
    await question.waitFor();
    expect(await question.getByRole("link", { name: "https://example.org/x" }).getAttribute("rel")).toContain("noopener");
    await qa.getByText("No Replies or Answers, be the first!").waitFor();
    await qa.getByRole("button", { name: "Reply" }).click();
    await qa.getByLabel("Your reply").fill("Endosymbiosis.");
    await qa.getByRole("button", { name: "Post Reply" }).click();
    await qa.getByTestId("qa-reply").filter({ hasText: "Endosymbiosis." }).waitFor();
    expect(await qa.getByRole("button", { name: "Mark this as correct" }).count()).toBe(0);

    const teacher = await asUser("teacher@biotext.test", `/textbook/module?id=${moduleId}`);
    const tqa = teacher.page.getByTestId("qa-section");
    await tqa.getByRole("button", { name: "Mark this as correct" }).click();
    await tqa.getByTestId("qa-correct").waitFor();

    await s.reload();
    await qa.getByTestId("qa-reply").filter({ hasText: "Endosymbiosis." }).getByTestId("qa-correct").waitFor();

    await teacher.page.goto("/account?tab=generalSettings");
    const toggle = teacher.page.getByRole("switch", { name: "Discussion forum on for E2E Study Class" });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await toggle.click();
    await teacher.page.getByRole("status").filter({ hasText: "off for E2E Study Class" }).waitFor();
    // The student is in other classes too (the seeded demo classes): their forums go off as well, so
    // that none of the student's classes has the forum on.
    await db.query(
      `UPDATE classes SET forum_enabled = false WHERE id IN (
         SELECT r.classes_id FROM users_rels r JOIN users u ON u.id = r.parent_id WHERE u.email = 'student@biotext.test' AND r.path = 'classes')`,
    );
    await s.reload();
    await s.getByRole("heading", { level: 1 }).waitFor();
    await s.waitForLoadState("networkidle");
    expect(await s.getByTestId("qa-section").count()).toBe(0);
    await teacher.context.close();
    await student.context.close();
  });
});
