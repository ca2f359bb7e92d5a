import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "../../app/routes/textbook.module";
import { loader as unitLoader } from "../../app/routes/textbook._index";
import type { User } from "../../cms/payload-types";
import { buildUnit } from "../support/content";
import { errorOf } from "../support/errors";
import { countedPageContext } from "../support/procedures";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * The module page (/textbook/module) through its Remix loader and action, as the server calls
 * them: a GET only reads; the page's POST to progress.openLessonInModule records the opened lesson.
 */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "MP", 1, { chapters: 1, modules: 2, lessons: 3 });
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-MP", name: "MP", units: [unit.unit] }, overrideAccess: true })).id;
}, 120_000);
afterAll(() => db?.close());

let n = 0;
const learner = () => db.createUser({ email: `module-page${++n}@school.test`, role: "student", memberships: [membership] });

/** What server.ts's getLoadContext hands the route for a request on this user's session. */
const pageContext = (user: User, flags: { multiSession?: boolean } = {}) => countedPageContext(db, user, flags);

const url = (moduleId: number, lessonId?: number) => `http://localhost:3000/textbook/module?id=${moduleId}${lessonId ? `&s=${lessonId}` : ""}`;

const get = (context: AppLoadContext, href: string) => loader({ request: new Request(href), context, params: {} });

/**
 * The pages' records once they render (app/lib/progressCalls.ts): a POST to progress.openLessonInModule (the module
 * page) or progress.openUnit (the unit page) on the request's session; answers the procedure's answer or its error.
 */
async function recordOpened(context: AppLoadContext, fields: { moduleId: number; lessonId: number } | { unitId: number }): Promise<unknown> {
  const call: Promise<unknown> = "unitId" in fields ? context.trpc.progress.openUnit(fields) : context.trpc.progress.openLessonInModule(fields);
  return (await errorOf(call)) ?? call;
}

async function rowsOf(user: User) {
  const { docs } = await db.payload.find({ collection: "progress", where: { user: { equals: user.id } }, pagination: false, depth: 0, overrideAccess: true });
  return docs.map((d) => ({ type: d.itemType, id: d.itemId, status: d.status })).sort((a, b) => a.type.localeCompare(b.type) || a.id - b.id);
}

async function activeUnitOf(sessionId: number) {
  const s = await db.payload.findByID({ collection: "sessions", id: sessionId, depth: 0, overrideAccess: true });
  return s.activeUnit ?? null;
}

describe("the module page records 'lesson opened' with a POST, never on GET", () => {
  it("LRN-040 a GET of the module page (first lesson, a chosen lesson, a deep link) writes no progress row and leaves the session alone", async () => {
    const user = await learner();
    const { context, sessionId } = await pageContext(user);
    const [m1] = unit.modules;
    const first = await get(context, url(m1));
    expect(first.lesson?.id).toBe(unit.lessons[0]);
    await get(context, url(m1, unit.lessons[1]));
    await get(context, `${url(m1, unit.lessons[2])}&c=${unit.chapters[0]}&u=${unit.unit}`);
    expect(await rowsOf(user)).toEqual([]);
    expect(await activeUnitOf(sessionId)).toBeNull();
    // Nothing recorded yet: the page shows no status for the module or its lessons.
    expect(first.moduleStatus).not.toBe("IN-PROGRESS");
    expect(first.lessonStatuses?.some((l) => l.status === "IN-PROGRESS") ?? false).toBe(false);
  });

  it("LRN-040 LRN-042 the page's POST to progress.openLessonInModule records the lesson, its module and unit IN-PROGRESS; the next GET shows it", async () => {
    const user = await learner();
    const { context, sessionId } = await pageContext(user);
    const [m1] = unit.modules;
    const lessonId = unit.lessons[1];
    expect(await recordOpened(context, { moduleId: m1, lessonId: lessonId })).toMatchObject({ progress: { unitId: unit.unit } });
    expect(await rowsOf(user)).toEqual([
      { type: "lesson", id: lessonId, status: "IN-PROGRESS" },
      { type: "module", id: m1, status: "IN-PROGRESS" },
      { type: "unit", id: unit.unit, status: "IN-PROGRESS" },
    ]);
    // LRN-014: the lesson's unit becomes the session's active unit.
    expect(await activeUnitOf(sessionId)).toBe(unit.unit);
    // What the page shows after the action's revalidation.
    const page = await get(context, url(m1, lessonId));
    expect(page.moduleStatus).toBe("IN-PROGRESS");
    expect(page.lessonStatuses).toEqual(expect.arrayContaining([expect.objectContaining({ id: lessonId, status: "IN-PROGRESS" })]));
    expect(page.moduleStatuses).toEqual(expect.arrayContaining([expect.objectContaining({ id: m1, status: "IN-PROGRESS" })]));
  });

  it("LRN-040 switching lessons posts again and records the new one; a COMPLETE lesson stays COMPLETE", async () => {
    const user = await learner();
    const { context } = await pageContext(user);
    const [m1] = unit.modules;
    const [l1, l2] = unit.lessons;
    await recordOpened(context, { moduleId: m1, lessonId: l1 });
    await context.trpc.progress.completeLesson({ lessonId: l1 });
    await recordOpened(context, { moduleId: m1, lessonId: l2 });
    await recordOpened(context, { moduleId: m1, lessonId: l1 });
    const lessons = (await rowsOf(user)).filter((r) => r.type === "lesson");
    expect(lessons).toHaveLength(2);
    expect(lessons).toEqual(
      expect.arrayContaining([
        { type: "lesson", id: l1, status: "COMPLETE" },
        { type: "lesson", id: l2, status: "IN-PROGRESS" },
      ]),
    );
  });

  it("LRN-040 a lesson of another module is refused (NOT_FOUND) and records nothing", async () => {
    const user = await learner();
    const { context } = await pageContext(user);
    const [m1] = unit.modules;
    const otherModuleLesson = unit.lessons[3];
    expect(await recordOpened(context, { moduleId: m1, lessonId: otherModuleLesson })).toMatchObject({ code: "NOT_FOUND" });
    expect(await rowsOf(user)).toEqual([]);
  });

  it("SES-056 LRN-046 a multi-session session records nothing, neither on GET nor on the POST", async () => {
    const user = await learner();
    const { context } = await pageContext(user, { multiSession: true });
    const [m1] = unit.modules;
    const page = await get(context, url(m1));
    expect(page.multiSession).toBe(true);
    expect(await recordOpened(context, { moduleId: m1, lessonId: unit.lessons[0] })).toMatchObject({ code: "FORBIDDEN" });
    expect(await rowsOf(user)).toEqual([]);
  });
});

describe("the unit page records 'unit opened' with a POST, never on GET", () => {
  async function onUnit(user: User) {
    const { context, sessionId } = await pageContext(user);
    await db.payload.update({ collection: "sessions", id: sessionId, data: { activeUnit: unit.unit }, overrideAccess: true, depth: 0 });
    return context;
  }

  it("LRN-007 a GET of /textbook (the active unit) writes no progress row", async () => {
    const user = await learner();
    const context = await onUnit(user);
    const page = await unitLoader({ request: new Request("http://localhost:3000/textbook"), context, params: {} });
    expect(page.unit?.id).toBe(unit.unit);
    expect(await rowsOf(user)).toEqual([]);
  });

  it("LRN-007 the page's POST to progress.openUnit marks the unit IN-PROGRESS; a multi-session session records nothing", async () => {
    const user = await learner();
    const context = await onUnit(user);
    expect(await recordOpened(context, { unitId: unit.unit })).not.toHaveProperty("code");
    expect(await rowsOf(user)).toEqual([{ type: "unit", id: unit.unit, status: "IN-PROGRESS" }]);
    const shared = await learner();
    const { context: multi } = await pageContext(shared, { multiSession: true });
    expect(await recordOpened(multi, { unitId: unit.unit })).toMatchObject({ code: "FORBIDDEN" });
    expect(await rowsOf(shared)).toEqual([]);
  });
});
