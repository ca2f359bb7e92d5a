import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { contentModel } from "#core/content/readModel";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { countStatements } from "../support/statements";

/**
 * The lesson completion path (issue "Proof at scale", docs/performance.md "Progress completions"):
 * progress.completeLesson locates the lesson and its module's lessons in the content read model,
 * checks the caller's entitlements (one statement) and writes the lesson, module and unit rows and
 * counts the module's COMPLETE lessons in one round trip. The session lookup of an HTTP request
 * (one more statement) is not part of a caller's count.
 */

/** Statements per completion through the caller, with the read model warm: entitlements + the write. */
const COMPLETION_STATEMENTS = 2;

let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;

beforeAll(async () => {
  db = await openTestDb();
  // 2 chapters × 2 modules × 3 lessons.
  unit = await buildUnit(db.payload, "PC", 1, { chapters: 2, modules: 2, lessons: 3 });
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-PC", name: "PC", units: [unit.unit] }, overrideAccess: true })).id;
  await contentInvalidationSettled();
  await contentModel(db.payload);
}, 120_000);
afterAll(() => db?.close());

let n = 0;
const learner = (data: Partial<User> = {}) => db.createUser({ email: `completer${++n}@school.test`, role: "student", memberships: [membership], ...data });

const progressRows = async (user: User) =>
  (await db.payload.find({ collection: "progress", where: { user: { equals: user.id } }, pagination: false, depth: 0, overrideAccess: true })).docs
    .map((r) => ({ type: r.itemType, id: r.itemId, status: r.status }))
    .sort((a, b) => `${a.type}:${a.id}`.localeCompare(`${b.type}:${b.id}`));

async function errorOf(p: Promise<unknown>) {
  try {
    await p;
    return null;
  } catch (err) {
    return err instanceof TRPCError ? { code: err.code, message: err.message } : err;
  }
}

/** The module whose lessons are unit.lessons[3 * k … 3 * k + 2]. */
const lessonsOfModule = (k: number) => unit.lessons.slice(3 * k, 3 * k + 3);

describe("progress.completeLesson", () => {
  it(`LRN-041 LRN-042 a completion sends ${COMPLETION_STATEMENTS} statements (entitlements, then the writes and the module count in one round trip)`, async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    const [a, b] = lessonsOfModule(0);
    let answer: unknown;
    const first = await countStatements(db.payload, async () => {
      answer = await caller.progress.completeLesson({ lessonId: a });
    });
    expect(answer).toEqual({ status: "COMPLETE", allLessonsComplete: false });
    const again = await countStatements(db.payload, () => caller.progress.completeLesson({ lessonId: a }));
    const other = await countStatements(db.payload, () => caller.progress.completeLesson({ lessonId: b }));
    expect([first, again, other]).toEqual([COMPLETION_STATEMENTS, COMPLETION_STATEMENTS, COMPLETION_STATEMENTS]);
    expect(await progressRows(user)).toEqual(
      [
        { type: "lesson", id: a, status: "COMPLETE" },
        { type: "lesson", id: b, status: "COMPLETE" },
        { type: "module", id: unit.modules[0], status: "IN-PROGRESS" },
        { type: "unit", id: unit.unit, status: "IN-PROGRESS" },
      ].sort((x, y) => `${x.type}:${x.id}`.localeCompare(`${y.type}:${y.id}`)),
    );
  });

  it("LRN-041 LRN-040 an opened lesson becomes COMPLETE, keeps its first completion time, and a later open leaves it COMPLETE", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    const [a] = lessonsOfModule(1);
    expect(await caller.progress.openLesson({ lessonId: a })).toEqual({ lesson: "IN-PROGRESS", module: "IN-PROGRESS" });
    await caller.progress.completeLesson({ lessonId: a });
    const completedAt = (
      await db.payload.find({ collection: "progress", where: { user: { equals: user.id }, itemType: { equals: "lesson" } }, overrideAccess: true })
    ).docs[0].completedAt;
    expect(completedAt).toBeTruthy();
    await caller.progress.completeLesson({ lessonId: a });
    expect(await caller.progress.openLesson({ lessonId: a })).toEqual({ lesson: "COMPLETE", module: "IN-PROGRESS" });
    const row = (await db.payload.find({ collection: "progress", where: { user: { equals: user.id }, itemType: { equals: "lesson" } }, overrideAccess: true }))
      .docs;
    expect(row).toEqual([expect.objectContaining({ itemId: a, status: "COMPLETE", completedAt })]);
  });

  it("LRN-043 of two tabs completing a module's last two lessons at once, at least one answers allLessonsComplete", async () => {
    // Whatever the interleaving: the later of the two counts sees both completions (core/progressStore.ts).
    for (let round = 0; round < 6; round++) {
      const user = await learner();
      const [tabA, tabB] = [await db.callerAs(user), await db.callerAs(user)];
      const [a, b, c] = lessonsOfModule(round % 4);
      await tabA.progress.completeLesson({ lessonId: a });
      const answers = await Promise.all([tabA.progress.completeLesson({ lessonId: b }), tabB.progress.completeLesson({ lessonId: c })]);
      expect(answers.some((x) => x.allLessonsComplete)).toBe(true);
      expect(await tabA.progress.completeModule({ moduleId: unit.modules[round % 4] })).toEqual({ status: "COMPLETE" });
    }
  });

  it("LRN-043 a draft lesson is not found and does not count among the module's lessons", async () => {
    const caller = await db.callerAs(await learner());
    const [a, b, c] = lessonsOfModule(2);
    await db.payload.update({ collection: "lessons", id: c, data: { _status: "draft" }, overrideAccess: true });
    try {
      expect(await errorOf(caller.progress.completeLesson({ lessonId: c }))).toEqual({ code: "NOT_FOUND", message: "Lesson not found." });
      expect((await caller.progress.completeLesson({ lessonId: a })).allLessonsComplete).toBe(false);
      expect((await caller.progress.completeLesson({ lessonId: b })).allLessonsComplete).toBe(true);
    } finally {
      await db.payload.update({ collection: "lessons", id: c, data: { _status: "published" }, overrideAccess: true });
    }
    // Published again, it counts again.
    expect((await caller.progress.completeLesson({ lessonId: a })).allLessonsComplete).toBe(false);
  });

  it("LTI-009 SES-056 outside the LTI chapter, without the membership or in a multi-session session nothing is recorded", async () => {
    const [c1, c2] = unit.chapters;
    const inFirstChapter = lessonsOfModule(0)[0];
    const inSecondChapter = lessonsOfModule(2)[0];
    const lti = await learner({ isLTI: true });
    const locked = await db.callerAs(lti, { session: { isLTI: true, ltiLock: true, ltiChapter: c2 } });
    expect(await errorOf(locked.progress.completeLesson({ lessonId: inFirstChapter }))).toMatchObject({ code: "FORBIDDEN" });
    expect(await progressRows(lti)).toEqual([]);
    expect((await locked.progress.completeLesson({ lessonId: inSecondChapter })).status).toBe("COMPLETE");
    expect(c1).not.toBe(c2);

    const outsider = await learner({ memberships: [] });
    expect(await errorOf((await db.callerAs(outsider)).progress.completeLesson({ lessonId: inFirstChapter }))).toEqual({
      code: "FORBIDDEN",
      message: "This textbook is not part of your memberships.",
    });
    const shared = await learner();
    expect(await errorOf((await db.callerAs(shared, { session: { multiSession: true } })).progress.completeLesson({ lessonId: inFirstChapter }))).toEqual({
      code: "FORBIDDEN",
      message: "A multi-session session records no progress.",
    });
    expect(await progressRows(outsider)).toEqual([]);
    expect(await progressRows(shared)).toEqual([]);
  });
});
