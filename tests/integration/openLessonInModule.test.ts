import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { contentModel } from "#core/content/readModel";
import { createContext } from "#core/context";
import { createSession } from "#core/session/sessions";
import { createCaller } from "../../trpc/router";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { countStatements } from "../support/statements";
import { errorOf } from "../support/integrity";
import { progressRows as progressRowsOf } from "../support/procedures";

/**
 * Issue 25 (the hydrated journey): progress.openLessonInModule (core/progress/lessonOpening.ts) — what the module page records
 * once a lesson shows (the page's one POST to this procedure, app/lib/progressCalls.ts) as one call and one statement, as the completion is one call
 * (completeLessonAndAdvance.test.ts). Before: three calls (moduleDetails, openLesson, progress.unit) and four statements.
 */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let other: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;

beforeAll(async () => {
  db = await openTestDb();
  // 2 chapters × 2 modules × 3 lessons, and a second unit.
  unit = await buildUnit(db.payload, "OP", 1, { chapters: 2, modules: 2, lessons: 3 });
  other = await buildUnit(db.payload, "OQ", 2, { chapters: 1, modules: 1, lessons: 2 });
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-OP", name: "OP", units: [unit.unit, other.unit] }, overrideAccess: true }))
    .id;
  await contentInvalidationSettled();
  await contentModel(db.payload);
}, 120_000);
afterAll(() => db?.close());

let n = 0;
const learner = (data: Partial<User> = {}) => db.createUser({ email: `opener${++n}@school.test`, role: "student", memberships: [membership], ...data });
const lessonsOfModule = (k: number) => unit.lessons.slice(3 * k, 3 * k + 3);

const progressRows = (user: User) => progressRowsOf(db, user);
const byKey = (rows: { type: string; id: number; status: string }[]) => rows.sort((a, b) => `${a.type}:${a.id}`.localeCompare(`${b.type}:${b.id}`));

describe("progress.openLessonInModule", () => {
  it("LRN-040 LRN-042 a first opening: the lesson, its module and unit IN-PROGRESS and the unit's statuses after it, in one statement", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    const [a, b] = lessonsOfModule(0);
    let answer!: Awaited<ReturnType<typeof caller.progress.openLessonInModule>>;
    const statements = await countStatements(db.payload, async () => {
      answer = await caller.progress.openLessonInModule({ moduleId: unit.modules[0], lessonId: a });
    });
    // The entitlements (read with the session) and the one write-and-read statement; the active unit is set (another unit): one more.
    expect(statements).toBeLessThanOrEqual(3);
    expect(byKey(await progressRows(user))).toEqual(
      byKey([
        { type: "lesson", id: a, status: "IN-PROGRESS" },
        { type: "module", id: unit.modules[0], status: "IN-PROGRESS" },
        { type: "unit", id: unit.unit, status: "IN-PROGRESS" },
      ]),
    );
    const p = answer.progress!;
    expect(p.unitId).toBe(unit.unit);
    expect(p.lessons.find((l) => l.id === a)?.status).toBe("IN-PROGRESS");
    expect(p.lessons.find((l) => l.id === b)?.status).toBe("Not Started");
    expect(p.modules.find((m) => m.id === unit.modules[0])?.status).toBe("IN-PROGRESS");
    expect(p.modules.find((m) => m.id === unit.modules[1])?.status).toBe("Not Started");
    expect(p.lessonsTotal).toBe(12);
    expect(p.lessonsInprogress).toBe(1);
    expect(p.lessonsNotStarted).toBe(11);

    // A session whose active unit is this unit already: the one statement, and no active-unit write.
    const created = await createSession(db.payload, { user: user.id });
    const session = { ...created.session, activeUnit: unit.unit, user };
    const again = createCaller(createContext({ payload: db.payload, session, ip: "203.0.113.7", secureCookies: false, setCookie: () => {} }));
    expect(await countStatements(db.payload, () => again.progress.openLessonInModule({ moduleId: unit.modules[0], lessonId: b }))).toBeLessThanOrEqual(2);
  });

  it("LRN-040 a COMPLETE lesson stays COMPLETE, and the answer counts what was there before (completed lessons, another module's statuses)", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    const [a, b] = lessonsOfModule(0);
    await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[0], lessonId: a });
    await caller.progress.completeLessonAndAdvance({ moduleId: unit.modules[2], lessonId: lessonsOfModule(2)[0] });
    const { progress } = await caller.progress.openLessonInModule({ moduleId: unit.modules[0], lessonId: a });
    expect(progress!.lessons.find((l) => l.id === a)?.status).toBe("COMPLETE");
    expect(progress!.lessonsCompleted).toBe(2);
    expect(progress!.modules.find((m) => m.id === unit.modules[2])?.status).toBe("IN-PROGRESS");
    const opened = await caller.progress.openLessonInModule({ moduleId: unit.modules[0], lessonId: b });
    expect(opened.progress!.lessonsCompleted).toBe(2);
    // b, and module 2's second lesson (each completion opened the lesson it moves to).
    expect(opened.progress!.lessonsInprogress).toBe(2);
    expect((await progressRows(user)).find((r) => r.type === "lesson" && r.id === a)?.status).toBe("COMPLETE");
  });

  it("LRN-040 LTI-009 SES-056 a lesson of another module, outside the LTI chapter, without the membership, in a multi-session session: refused, nothing recorded", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    expect(await errorOf(caller.progress.openLessonInModule({ moduleId: unit.modules[1], lessonId: lessonsOfModule(0)[0] }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await progressRows(user)).toEqual([]);

    const lti = await learner({ isLTI: true });
    const locked = await db.callerAs(lti, { session: { isLTI: true, ltiLock: true, ltiChapter: unit.chapters[1] } });
    expect(await errorOf(locked.progress.openLessonInModule({ moduleId: unit.modules[0], lessonId: lessonsOfModule(0)[0] }))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await locked.progress.openLessonInModule({ moduleId: unit.modules[2], lessonId: lessonsOfModule(2)[0] })).progress?.lessonsInprogress).toBe(1);

    const outsider = await learner({ memberships: [] });
    expect(await errorOf((await db.callerAs(outsider)).progress.openLessonInModule({ moduleId: unit.modules[0], lessonId: lessonsOfModule(0)[0] }))).toEqual({
      code: "FORBIDDEN",
      message: "This textbook is not part of your memberships.",
    });
    const shared = await learner();
    expect(
      await errorOf(
        (
          await db.callerAs(shared, { session: { multiSession: true } })
        ).progress.openLessonInModule({ moduleId: unit.modules[0], lessonId: lessonsOfModule(0)[0] }),
      ),
    ).toEqual({ code: "FORBIDDEN", message: "A multi-session session records no progress." });
    expect(await progressRows(outsider)).toEqual([]);
    expect(await progressRows(shared)).toEqual([]);
  });

  it("LRN-014 opening a lesson of another unit makes it the session's active unit", async () => {
    const user = await learner();
    const created = await createSession(db.payload, { user: user.id });
    const session = { ...created.session, user };
    const caller = createCaller(createContext({ payload: db.payload, session, ip: "203.0.113.7", secureCookies: false, setCookie: () => {} }));
    await caller.progress.openLessonInModule({ moduleId: other.modules[0], lessonId: other.lessons[0] });
    const row = await db.payload.findByID({ collection: "sessions", id: created.session.id, depth: 0, overrideAccess: true });
    expect(typeof row.activeUnit === "object" ? row.activeUnit?.id : row.activeUnit).toBe(other.unit);
  });
});
