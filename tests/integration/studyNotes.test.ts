import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanNoteBody, renderNoteHtml } from "#core/study/noteBody";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

/** Notes and bookmarks (NOTE-004…NOTE-017, docs/decisions/041-notes-and-bookmarks.md). */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let otherUnit: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "NA", 1, { chapters: 1, modules: 2, lessons: 1 });
  otherUnit = await buildUnit(db.payload, "NB", 2, { chapters: 1, modules: 1, lessons: 1 });
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-NOTE", name: "N", units: [unit.unit] }, overrideAccess: true })).id;
}, 180_000);
afterAll(() => db?.close());

let n = 0;
const learner = () => db.createUser({ email: `notes${++n}@school.test`, role: "student", memberships: [membership] });

const text = (t: string, format = 0) => ({ type: "text", text: t, format, style: "", detail: 0, mode: "normal", version: 1 });
const body = (...children: unknown[]) => JSON.stringify({ root: { type: "root", children, direction: null, format: "", indent: 0, version: 1 } });
const para = (...children: unknown[]) => ({ type: "paragraph", children, format: "", indent: 0, version: 1 });
const boldAndList = body(para(text("Key idea", 1)), {
  type: "list",
  listType: "bullet",
  children: [{ type: "listitem", children: [text("ATP")], indent: 0 }],
});

describe("notes", () => {
  it("NOTE-015 NOTE-004 NOTE-005 a note is saved with its module, chapter, unit and server date, and listed with its HTML", async () => {
    const caller = await db.callerAs(await learner());
    const before = Date.now();
    const { id } = await caller.study.createNote({ moduleId: unit.modules[0], lessonId: unit.lessons[0], summary: "Energy", body: boldAndList });
    const [note] = await caller.study.notes();
    expect(note).toMatchObject({ id, summary: "Energy", moduleId: unit.modules[0], moduleTitle: "NA C1 M1", lessonId: unit.lessons[0] });
    expect(note.html).toBe("<p><strong>Key idea</strong></p><ul><li>ATP</li></ul>");
    expect(new Date(note.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const row = await db.payload.findByID({ collection: "study-notes", id, depth: 0, overrideAccess: true });
    expect(row).toMatchObject({ chapter: unit.chapters[0], unit: unit.unit });
  });

  it("NOTE-016 summary 1–200 characters, body at most 50 KB", async () => {
    const caller = await db.callerAs(await learner());
    await expect(caller.study.createNote({ moduleId: unit.modules[0], summary: "  ", body: boldAndList })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.study.createNote({ moduleId: unit.modules[0], summary: "x".repeat(201), body: boldAndList })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const huge = body(...Array.from({ length: 900 }, () => para(text("y".repeat(60)))));
    await expect(caller.study.createNote({ moduleId: unit.modules[0], summary: "big", body: huge })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await caller.study.notes()).toEqual([]);
  });

  it("NOTE-017 the owner edits and deletes a note; another student can neither read, change nor delete it", async () => {
    const owner = await db.callerAs(await learner());
    const other = await db.callerAs(await learner());
    const { id } = await owner.study.createNote({ moduleId: unit.modules[1], summary: "Mine", body: boldAndList });
    expect(await other.study.notes()).toEqual([]);
    await expect(other.study.updateNote({ id, summary: "Stolen", body: boldAndList })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(other.study.deleteNote({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await owner.study.updateNote({ id, summary: "Mine, edited", body: body(para(text("Changed", 2))) });
    expect((await owner.study.notes())[0]).toMatchObject({ summary: "Mine, edited", html: "<p><em>Changed</em></p>" });
    await owner.study.deleteNote({ id });
    expect(await owner.study.notes()).toEqual([]);
  });

  it("NOTE-015 a note on a module the caller does not hold is refused", async () => {
    const caller = await db.callerAs(await learner());
    await expect(caller.study.createNote({ moduleId: otherUnit.modules[0], summary: "x", body: boldAndList })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("NOTE-001 library and multi-session sessions have no notebook", async () => {
    const user = await learner();
    for (const session of [{ isLib: true }, { multiSession: true }]) {
      const caller = await db.callerAs(user, { session });
      await expect(caller.study.notes()).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(caller.study.createNote({ moduleId: unit.modules[0], summary: "x", body: boldAndList })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
  });

  it("NOTE-017 a deleted account's notes and bookmarks go with it", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    await caller.study.createNote({ moduleId: unit.modules[0], summary: "Gone", body: boldAndList });
    await caller.study.setBookmark({ moduleId: unit.modules[0], on: true });
    await db.payload.delete({ collection: "users", id: user.id, overrideAccess: true });
    const left = await db.payload.find({ collection: "study-notes", where: { user: { equals: user.id } }, overrideAccess: true });
    expect(left.totalDocs).toBe(0);
    const marks = await db.payload.find({ collection: "bookmarks", where: { user: { equals: user.id } }, overrideAccess: true });
    expect(marks.totalDocs).toBe(0);
  });

  it("NOTE-013 NOTE-015 the CMS API does not expose notes", async () => {
    const user = await learner();
    await expect(db.payload.find({ collection: "study-notes", overrideAccess: false, user: { ...user, collection: "users" } })).rejects.toThrow();
  });
});

describe("note bodies: the allow-list (NOTE-013)", () => {
  it("keeps the listed formats and drops the rest", () => {
    const tree = cleanNoteBody(
      body(
        { type: "heading", tag: "h1", children: [text("Title")], format: "center", indent: 0 },
        para({ ...text("red"), style: "color: #ff0000; background-color: rgb(1,2,3); position: fixed; font-size: 16px" }),
        para(text("sub", 32), text("sup", 64), text("strike", 4), text("under", 8)),
        { type: "quote", children: [text("q")], format: "", indent: 2 },
        { type: "code", children: [text("x = 1")] },
        para({ type: "link", url: "https://example.org/a?b=1&c=2", children: [text("ok")] }),
        para({ type: "link", url: "javascript:alert(1)", children: [text("bad")] }),
        para({ type: "link", url: "data:text/html,<script>alert(1)</script>", children: [text("bad2")] }),
        { type: "html", html: "<img src=x onerror=alert(1)>", children: [text("forged")] },
        para({ type: "text", text: "<img src=x onerror=alert(1)>", format: 0, style: "x: expression(alert(1))" }),
      ),
    );
    const html = renderNoteHtml(tree);
    expect(html).toContain('<h2 style="text-align: center">Title</h2>');
    expect(html).toContain('<span style="color: #ff0000; background-color: rgb(1,2,3); font-size: 16px">red</span>');
    expect(html).toContain("<sub>sub</sub><sup>sup</sup><s>strike</s><u>under</u>");
    expect(html).toContain('<blockquote style="padding-left: 3rem">q</blockquote>');
    expect(html).toContain("<pre><code>x = 1</code></pre>");
    expect(html).toContain('<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">ok</a>');
    expect(html).toContain("<p>bad</p><p>bad2</p><p>forged</p>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toMatch(/<img|javascript:|data:text|position|expression/);
  });
});

describe("bookmarks", () => {
  it("NOTE-008 NOTE-009 NOTE-010 NOTE-011 a bookmark is set and removed, independent of notes, with module, unit and chapter", async () => {
    const caller = await db.callerAs(await learner());
    expect(await caller.study.bookmarkOfModule({ moduleId: unit.modules[1] })).toBeNull();
    await caller.study.setBookmark({ moduleId: unit.modules[1], on: true });
    await caller.study.setBookmark({ moduleId: unit.modules[1], on: true });
    const list = await caller.study.bookmarks();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ moduleId: unit.modules[1], module: "NA C1 M2", chapter: "NA C1", unit: "NA" });
    expect(await caller.study.bookmarkOfModule({ moduleId: unit.modules[1] })).toMatchObject({ moduleId: unit.modules[1] });
    await caller.study.setBookmark({ moduleId: unit.modules[1], on: false });
    expect(await caller.study.bookmarks()).toEqual([]);
  });

  it("NOTE-008 another student sees none of them and cannot remove them; a module not held cannot be bookmarked", async () => {
    const owner = await db.callerAs(await learner());
    const other = await db.callerAs(await learner());
    await owner.study.setBookmark({ moduleId: unit.modules[0], on: true });
    expect(await other.study.bookmarks()).toEqual([]);
    expect(await other.study.bookmarkOfModule({ moduleId: unit.modules[0] })).toBeNull();
    await other.study.setBookmark({ moduleId: unit.modules[0], on: false });
    expect(await owner.study.bookmarks()).toHaveLength(1);
    await expect(owner.study.setBookmark({ moduleId: otherUnit.modules[0], on: true })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
