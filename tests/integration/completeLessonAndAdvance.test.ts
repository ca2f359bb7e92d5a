import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { contentModel } from "#core/content/readModel";
import { action, loader } from "../../app/routes/textbook.module";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { countStatements } from "../support/statements";
import { errorOf } from "../support/integrity";
import { countedPageContext, progressRows as progressRowsOf } from "../support/procedures";

/**
 * Issue 25 item 3: progress.completeLessonAndAdvance (core/progress/lessonCompletion.ts) — the module page's
 * "Complete & Move to Next Lesson" as one call, and the page's action as that call and a redirect.
 */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;

beforeAll(async () => {
  db = await openTestDb();
  // 2 chapters × 2 modules × 3 lessons.
  unit = await buildUnit(db.payload, "CA", 1, { chapters: 2, modules: 2, lessons: 3 });
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-CA", name: "CA", units: [unit.unit] }, overrideAccess: true })).id;
  await contentInvalidationSettled();
  await contentModel(db.payload);
}, 120_000);
afterAll(() => db?.close());

let n = 0;
const learner = (data: Partial<User> = {}) => db.createUser({ email: `advancer${++n}@school.test`, role: "student", memberships: [membership], ...data });
/** The module whose lessons are unit.lessons[3 * k … 3 * k + 2] (modules 0, 1 in chapter 0; 2, 3 in chapter 1). */
const lessonsOfModule = (k: number) => unit.lessons.slice(3 * k, 3 * k + 3);

const progressRows = (user: User) => progressRowsOf(db, user);
const statusOf = async (user: User, type: string, id: number) => (await progressRows(user)).find((r) => r.type === type && r.id === id)?.status ?? null;

describe("issue 25 item 3: progress.completeLessonAndAdvance", () => {
  it("LRN-041 LRN-042 LRN-044 LRN-048 LRN-040 a lesson that is not the module's last: COMPLETE, module and unit IN-PROGRESS, the next lesson, opened in the same transaction; 2 statements (entitlements, the group commit)", async () => {
    const user = await learner();
    // The learner is reading this unit (the session's active unit, as the lesson's page left it: LRN-014).
    const caller = await db.callerAs(user, { session: { activeUnit: unit.unit } });
    const [a, b] = lessonsOfModule(0);
    let answer: unknown;
    const statements = await countStatements(db.payload, async () => {
      answer = await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: a });
    });
    expect(answer).toEqual({
      status: "COMPLETE",
      allLessonsComplete: false,
      moduleCompleted: false,
      next: { kind: "lesson", lessonId: b },
      nextUrl: `/textbook/module?id=${unit.modules[0]}&s=${b}`,
      opened: b,
      page: null,
    });
    expect(statements).toBeLessThanOrEqual(2);
    expect(await progressRows(user)).toEqual(
      [
        { type: "lesson", id: a, status: "COMPLETE" },
        { type: "lesson", id: b, status: "IN-PROGRESS" },
        { type: "module", id: unit.modules[0], status: "IN-PROGRESS" },
        { type: "unit", id: unit.unit, status: "IN-PROGRESS" },
      ].sort((x, y) => `${x.type}:${x.id}`.localeCompare(`${y.type}:${y.id}`)),
    );
  });

  it("LRN-040 the lesson moved to keeps its COMPLETE; the module's last lesson opens nothing of the next module (its page records its own)", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    const [a, b, c] = lessonsOfModule(0);
    await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: b });
    expect(await statusOf(user, "lesson", c)).toBe("IN-PROGRESS");
    await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: c });
    // Back to the first lesson, whose next (b) is COMPLETE already.
    expect(await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: a })).toMatchObject({ opened: b });
    expect(await statusOf(user, "lesson", b)).toBe("COMPLETE");
    const last = await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: c });
    expect(last).toMatchObject({ next: { kind: "module", moduleId: unit.modules[1] }, opened: null });
    expect((await progressRows(user)).filter((r) => lessonsOfModule(1).includes(r.id) || r.id === unit.modules[1])).toEqual([]);
  });

  it("LRN-040 LRN-041 completions at the same moment (one group commit): the lesson one of them opens and another completes ends COMPLETE", async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => learner()));
    const callers = await Promise.all(users.map((u) => db.callerAs(u)));
    const [a, b, c] = lessonsOfModule(2);
    // Each learner's two tabs: a (which opens b) and b (which completes b and opens c), sent together.
    const answers = await Promise.all(
      callers.flatMap((caller) => [a, b].map((lessonId) => caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[2], lessonId }))),
    );
    expect(answers.map((x) => x.opened)).toEqual(users.flatMap(() => [b, c]));
    for (const user of users) {
      expect((await progressRows(user)).filter((r) => r.type === "lesson")).toEqual(
        [
          { type: "lesson", id: a, status: "COMPLETE" },
          { type: "lesson", id: b, status: "COMPLETE" },
          { type: "lesson", id: c, status: "IN-PROGRESS" },
        ].sort((x, y) => `${x.type}:${x.id}`.localeCompare(`${y.type}:${y.id}`)),
      );
    }
  });

  it("LRN-043 LRN-045 LRN-049 the last lesson with every lesson COMPLETE completes the module and leads to the next module (next=1: its modal)", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    const [a, b, c] = lessonsOfModule(0);
    for (const lessonId of [a, b]) await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId });
    const last = await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: c });
    expect(last).toMatchObject({ allLessonsComplete: true, moduleCompleted: true, next: { kind: "module", moduleId: unit.modules[1] } });
    expect(last.nextUrl).toBe(`/textbook/module?id=${unit.modules[1]}&next=1`);
    expect(await statusOf(user, "module", unit.modules[0])).toBe("COMPLETE");
  });

  it("LRN-043 the last lesson with an earlier lesson not COMPLETE moves on but leaves the module IN-PROGRESS", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    const [, , c] = lessonsOfModule(0);
    const last = await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: c });
    expect(last).toMatchObject({ allLessonsComplete: false, moduleCompleted: false, next: { kind: "module", moduleId: unit.modules[1] } });
    expect(await statusOf(user, "module", unit.modules[0])).toBe("IN-PROGRESS");
  });

  it("LRN-050 the last lesson of the chapter's last module: the same module with chapterComplete=true", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    let last;
    for (const lessonId of lessonsOfModule(1)) last = await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[1], lessonId });
    expect(last).toMatchObject({ moduleCompleted: true, next: { kind: "end" }, nextUrl: `/textbook/module?id=${unit.modules[1]}&chapterComplete=true` });
  });

  it("LRN-040 LTI-009 SES-056 a lesson of another module, outside the LTI chapter, without the membership, in a multi-session session: refused, nothing recorded", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    expect(await errorOf(caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[1], lessonId: lessonsOfModule(0)[0] }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await progressRows(user)).toEqual([]);

    const lti = await learner({ isLTI: true });
    const locked = await db.callerAs(lti, { session: { isLTI: true, ltiLock: true, ltiChapter: unit.chapters[1] } });
    expect(await errorOf(locked.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: lessonsOfModule(0)[0] }))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await locked.progress.completeLessonAndAdvance({ moduleId: unit.modules[2], lessonId: lessonsOfModule(2)[0] })).status).toBe("COMPLETE");

    const outsider = await learner({ memberships: [] });
    expect(
      await errorOf((await db.callerAs(outsider)).progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: lessonsOfModule(0)[0] })),
    ).toEqual({
      code: "FORBIDDEN",
      message: "This textbook is not part of your memberships.",
    });
    const shared = await learner();
    expect(
      await errorOf(
        (
          await db.callerAs(shared, { session: { multiSession: true } })
        ).progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: lessonsOfModule(0)[0] }),
      ),
    ).toEqual({ code: "FORBIDDEN", message: "A multi-session session records no progress." });
    expect(await progressRows(outsider)).toEqual([]);
    expect(await progressRows(shared)).toEqual([]);
  });
});

const pageContext = (user: User, flags: { multiSession?: boolean } = {}) => countedPageContext(db, user, flags);

async function post(context: AppLoadContext, moduleId: number, fields: Record<string, string>) {
  const request = new Request(`http://localhost:3000/textbook/module?id=${moduleId}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: "http://localhost:3000" },
  });
  try {
    return await action({ request, context, params: {} });
  } catch (thrown) {
    return thrown;
  }
}

describe("issue 25: the completion answers the next lesson's page (the module page's JavaScript needs no request of its own)", () => {
  const show = async (context: AppLoadContext, url: string) => {
    const data = await loader({ request: new Request(`http://localhost:3000${url}`), context, params: {} });
    // The view the loader makes (shared/modulePageView.ts); the URL's own fields are the page's to add.
    const { arUrl: _a, chapterComplete: _c, showNextModal: _s, scrollToLesson: _l, ...view } = data;
    return view;
  };

  it("LRN-041 LRN-040 LRN-042 with `page`: exactly what the next lesson's loader shows after the completion (it COMPLETE, the next IN-PROGRESS); ≤ 3 statements", async () => {
    const user = await learner();
    // The learner is reading this unit (the session's active unit, as the lesson's page left it: LRN-014).
    const caller = await db.callerAs(user, { session: { activeUnit: unit.unit } });
    const [a, b] = lessonsOfModule(0);
    let answer: Awaited<ReturnType<typeof caller.progress.completeLessonAndAdvance>> | undefined;
    const statements = await countStatements(db.payload, async () => {
      answer = await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: a, page: true });
    });
    // Entitlements (read with the session over HTTP), the group commit, the learner's state for the page.
    expect(statements).toBeLessThanOrEqual(3);
    expect(answer?.opened).toBe(b);
    expect(answer?.page).not.toBeNull();
    expect(answer?.page?.lesson?.id).toBe(b);
    expect(answer?.page?.lessonStatuses).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: a, status: "COMPLETE" }), expect.objectContaining({ id: b, status: "IN-PROGRESS" })]),
    );
    expect(answer?.page?.moduleStatus).toBe("IN-PROGRESS");
    expect(answer?.page?.language).toBe("en");
    const { context } = await pageContext(user);
    expect(answer?.page).toEqual(await show(context, answer!.nextUrl));
  });

  it("LRN-043 LRN-050 no page when the next step is another module or the chapter's end, nor without `page` (the form's action)", async () => {
    const user = await learner();
    const { context } = await pageContext(user);
    const [a, b, c] = lessonsOfModule(1);
    expect((await context.trpc.progress.completeLessonAndAdvance({ moduleId: unit.modules[1], lessonId: a })).page).toBeNull();
    expect((await context.trpc.progress.completeLessonAndAdvance({ moduleId: unit.modules[1], lessonId: b, page: true })).page?.lesson?.id).toBe(c);
    const end = await context.trpc.progress.completeLessonAndAdvance({ moduleId: unit.modules[1], lessonId: c, page: true });
    expect(end).toMatchObject({ next: { kind: "end" }, opened: null, page: null });
    const [d, , f] = lessonsOfModule(0);
    await context.trpc.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: d, page: true });
    expect(await context.trpc.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: f, page: true })).toMatchObject({
      next: { kind: "module", moduleId: unit.modules[1] },
      page: null,
    });
  });
});

describe("issue 25 item 3: the module page's action is one call and a redirect", () => {
  it("LRN-044 LRN-048 LRN-049 LRN-043 completing each lesson of a module: one procedure call each, redirects to the next lesson, then the next module with its modal", async () => {
    const user = await learner();
    const { context, calls } = await pageContext(user);
    const [a, b, c] = lessonsOfModule(0);
    const first = (await post(context, unit.modules[0], { intent: "completeLesson", lessonId: String(a) })) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/textbook/module?id=${unit.modules[0]}&s=${b}`);
    expect(calls).toEqual(["progress.completeLessonAndAdvance"]);
    await post(context, unit.modules[0], { intent: "completeLesson", lessonId: String(b) });
    const last = (await post(context, unit.modules[0], { intent: "completeLesson", lessonId: String(c) })) as Response;
    expect(last.headers.get("location")).toBe(`/textbook/module?id=${unit.modules[1]}&next=1`);
    expect(calls).toEqual(Array(3).fill("progress.completeLessonAndAdvance"));
    expect(await statusOf(user, "module", unit.modules[0])).toBe("COMPLETE");
  });

  it("LRN-040 SES-056 a lesson of another module is 404; a multi-session session is refused and records nothing", async () => {
    const user = await learner();
    const { context } = await pageContext(user);
    const other = (await post(context, unit.modules[1], { intent: "completeLesson", lessonId: String(lessonsOfModule(0)[0]) })) as Response;
    expect(other.status).toBe(404);
    const shared = await learner();
    const multi = await pageContext(shared, { multiSession: true });
    expect(await post(multi.context, unit.modules[0], { intent: "completeLesson", lessonId: String(lessonsOfModule(0)[0]) })).toEqual({ refused: true });
    expect(await progressRows(user)).toEqual([]);
    expect(await progressRows(shared)).toEqual([]);
  });
});
