import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { contentModel } from "#core/content/readModel";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { countStatements } from "../support/statements";
import { errorOf } from "../support/errors";

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
    // Whatever the interleaving: the later of the two counts sees both completions (core/progress/progressStore.ts).
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

/** Runs `fn` with every batch of completions (core/progress/progressStore.ts completionBatchSql) seen, and changed by `edit`. */
async function withBatches<T>(fn: () => Promise<T>, edit: (text: string) => string = (t) => t): Promise<{ result: T; batches: string[] }> {
  const pool = db.payload.db.pool as unknown as { Client: { prototype: { query: (...a: unknown[]) => unknown } } };
  const proto = pool.Client.prototype;
  const original = proto.query;
  const batches: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (typeof args[0] === "string" && args[0].startsWith("INSERT INTO progress") && args[0].includes("AS q(i, u, ids)")) {
      batches.push(args[0]);
      args[0] = edit(args[0]);
    }
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), batches };
  } finally {
    proto.query = original;
  }
}

describe("group commit of completions (issue: Proof at scale)", () => {
  it("LRN-041 LRN-042 completions made at the same moment share transactions; every answer has its rows, written before it", async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => learner()));
    const callers = await Promise.all(users.map((u) => db.callerAs(u)));
    const [a, b] = lessonsOfModule(3);
    const { result, batches } = await withBatches(() =>
      Promise.all(
        callers.flatMap((caller) => [
          // Each learner's two lessons of one module, and one of them twice (two tabs): merged rows in one statement.
          caller.progress.completeLesson({ lessonId: a }),
          caller.progress.completeLesson({ lessonId: b }),
          caller.progress.completeLesson({ lessonId: a }),
        ]),
      ),
    );
    expect(result).toHaveLength(36);
    expect(result.every((r) => r.status === "COMPLETE" && r.allLessonsComplete === false)).toBe(true);
    expect(batches.length).toBeGreaterThanOrEqual(1);
    expect(batches.length).toBeLessThan(36);
    for (const user of users) {
      expect(await progressRows(user)).toEqual(
        [
          { type: "lesson", id: a, status: "COMPLETE" },
          { type: "lesson", id: b, status: "COMPLETE" },
          { type: "module", id: unit.modules[3], status: "IN-PROGRESS" },
          { type: "unit", id: unit.unit, status: "IN-PROGRESS" },
        ].sort((x, y) => `${x.type}:${x.id}`.localeCompare(`${y.type}:${y.id}`)),
      );
    }
  });

  it("LRN-041 a transaction that fails writes nothing and fails every caller in it; the next completions are written", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => learner()));
    const callers = await Promise.all(users.map((u) => db.callerAs(u)));
    const [a] = lessonsOfModule(0);
    // The INSERT runs, then the transaction fails: PostgreSQL rolls all of it back.
    const { result, batches } = await withBatches(
      () => Promise.all(callers.map((caller) => errorOf(caller.progress.completeLesson({ lessonId: a })))),
      (text) => `${text};\n  SELECT count(*) FROM no_such_table_in_this_test`,
    );
    expect(batches.length).toBeGreaterThanOrEqual(1);
    expect(result.every((e) => e !== null && (e as { code?: string }).code === "INTERNAL_SERVER_ERROR")).toBe(true);
    for (const user of users) expect(await progressRows(user)).toEqual([]);
    expect(await Promise.all(callers.map((caller) => caller.progress.completeLesson({ lessonId: a })))).toEqual(
      users.map(() => ({ status: "COMPLETE", allLessonsComplete: false })),
    );
  });
});
