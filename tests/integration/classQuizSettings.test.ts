import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { poolOf } from "#core/db/pool";
import { dayIn, QUIZ_REFUSALS, SCHOOL_TIME_ZONE, UNLIMITED_ATTEMPTS } from "#shared/quizzes";
import { buildUnit } from "../support/content";
import { codeOf } from "../support/errors";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Teaching requirements on the server: per-class attempt limits and quiz dates set by the class's
 * instructor (QUIZ-027), the quiz date edit and what it records (TEA-018), and 'Force LTI Sync' for
 * any class the caller teaches (TEA-012).
 */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;
let classA: number;
let classB: number;
let teacherA: User;
let teacherAB: User;
let n = 0;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "RT", 1, { chapters: 1, modules: 2, lessons: 1 });
  unit.quizzes.reverse(); // quizzes[i] is the quiz of modules[i]
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-RT", name: "RT", units: [unit.unit] }, overrideAccess: true })).id;
  classA = (await db.payload.create({ collection: "classes", data: { name: "RT Class A", key: "RT-A", memberships: [membership] }, overrideAccess: true })).id;
  classB = (await db.payload.create({ collection: "classes", data: { name: "RT Class B", key: "RT-B", memberships: [membership] }, overrideAccess: true })).id;
  teacherA = await db.createUser({ email: "rt.teacher.a@school.test", role: "teacher", classes: [classA], firstName: "Tia", lastName: "A" });
  teacherAB = await db.createUser({ email: "rt.teacher.ab@school.test", role: "teacher", classes: [classA, classB], firstName: "Tom", lastName: "AB" });
}, 180_000);
afterAll(() => db?.close());

const student = (classes: number[]) => db.createUser({ email: `rt${++n}@school.test`, role: "student", classes, firstName: `S${n}`, lastName: "L" });

describe("quiz settings per class", () => {
  it("QUIZ-027 the class's instructor sets its attempt limit and quiz dates; they apply to that class's students only", async () => {
    const teacher = await db.callerAs(teacherA);
    const inA = await db.callerAs(await student([classA]));
    const inB = await db.callerAs(await student([classB]));
    const quiz = unit.quizzes[0];
    const yesterday = dayIn(SCHOOL_TIME_ZONE, new Date(Date.now() - 86_400_000));
    await teacher.quizzes.teacher.setAttempts({ classId: classA, attempts: 2 });
    await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: quiz, updateType: "ADD-CLOSE", date: yesterday });
    try {
      expect(await teacher.quizzes.teacher.attempts({ classId: classA })).toEqual({ classSelected: classA, attempts: 2 });
      expect(await inA.quizzes.status({ quizId: quiz })).toMatchObject({ attemptsLimit: 2, closeDate: yesterday, refusal: "dates" });
      await expect(inA.quizzes.start({ quizId: quiz })).rejects.toMatchObject({ code: "FORBIDDEN", message: QUIZ_REFUSALS.dates });
      // Class B (same textbook) keeps its own settings: unlimited, no dates.
      expect(await inB.quizzes.status({ quizId: quiz })).toMatchObject({ attemptsLimit: UNLIMITED_ATTEMPTS, closeDate: "N", refusal: null });
      // Only the class's instructors (or admins) may change them.
      const other = await db.callerAs(await db.createUser({ email: `rt-other${++n}@school.test`, role: "teacher", classes: [classB] }));
      expect(await codeOf(other.quizzes.teacher.setAttempts({ classId: classA, attempts: 10 }))).toBe("FORBIDDEN");
      expect(await codeOf(other.quizzes.teacher.updateDates({ classId: classA, quizId: quiz, updateType: "REMOVE-CLOSE", date: null }))).toBe("FORBIDDEN");
      expect(await codeOf(inA.quizzes.teacher.setAttempts({ classId: classA, attempts: 10 }))).toBe("FORBIDDEN");
      expect((await teacher.quizzes.teacher.attempts({ classId: classA })).attempts).toBe(2);
    } finally {
      await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: quiz, updateType: "REMOVE-CLOSE", date: null });
      await teacher.quizzes.teacher.setAttempts({ classId: classA, attempts: UNLIMITED_ATTEMPTS });
    }
    expect((await inA.quizzes.status({ quizId: quiz })).refusal).toBeNull();
  });

  it("TEA-018 a date edit records the quiz, module, chapter, unit, class, open/close indicators and dates, and the class's membership key", async () => {
    const teacher = await db.callerAs(teacherA);
    const quiz = unit.quizzes[1];
    await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: quiz, updateType: "ADD-OPEN", date: "2030-01-15" });
    await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: quiz, updateType: "ADD-CLOSE", date: "2030-02-15" });
    try {
      const rows = await teacher.quizzes.teacher.textbook({ classId: classA });
      expect(rows.find((r) => r.quizId === quiz)).toEqual({
        quizId: quiz,
        module: { moduleId: unit.modules[1], moduleName_en: "RT C1 M2" },
        chapter: { chapterId: unit.chapters[0], chapterName_en: "RT C1" },
        unit: { unitId: unit.unit, unitName_en: "RT" },
        openDateInd: "Y",
        closeDateInd: "Y",
        openDate: "2030-01-15",
        closeDate: "2030-02-15",
        membershipKey: "M-RT",
      });
      // The other quiz of the class is untouched: no dates.
      expect(rows.find((r) => r.quizId === unit.quizzes[0])).toMatchObject({ openDateInd: "N", closeDateInd: "N", openDate: "N", closeDate: "N" });
      const stored = await poolOf(db.payload).query(`SELECT class_id, quiz_id, open_date, close_date, membership_id FROM quiz_dates WHERE quiz_id = $1`, [
        quiz,
      ]);
      expect(stored.rows).toEqual([{ class_id: classA, quiz_id: quiz, open_date: "2030-01-15", close_date: "2030-02-15", membership_id: membership }]);
    } finally {
      await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: quiz, updateType: "REMOVE-OPEN", date: null });
      await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: quiz, updateType: "REMOVE-CLOSE", date: null });
    }
  });
});

describe("Force LTI Sync", () => {
  it("TEA-012 (decided) 'Force LTI Sync' works for every class the caller teaches, not one hard-coded class id; other classes are refused", async () => {
    const s1 = await student([classA]);
    const s2 = await student([classB]);
    const teacher = await db.callerAs(teacherAB);
    // Neither student came through a portal: the sync answers LTI-015's "not accessed" row for each class.
    for (const [classId, s] of [
      [classA, s1],
      [classB, s2],
    ] as const) {
      const details = await teacher.lti.forceSync({ classId, userId: s.id });
      expect(details).toHaveLength(1);
      expect(details[0]).toMatchObject({ syncId: null, grade: null });
      expect(details[0].syncError).toBeTruthy();
    }
    const onlyA = await db.callerAs(teacherA);
    expect(await codeOf(onlyA.lti.forceSync({ classId: classB, userId: s2.id }))).toBe("FORBIDDEN");
    // A student of another class cannot be synced through this class.
    expect(await codeOf(onlyA.lti.forceSync({ classId: classA, userId: s2.id }))).toBe("FORBIDDEN");
    expect(await codeOf((await db.callerAs(s1)).lti.forceSync({ classId: classA, userId: s1.id }))).toBe("FORBIDDEN");
  });
});
