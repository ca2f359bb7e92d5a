import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { createLocalized } from "../../cms/lib/localized";
import { resources } from "../../app/i18n/resources";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Issue 44 finding 8: one focused test per quiz requirement that only broad tests named (QUIZ-006,
 * QUIZ-011, QUIZ-022), each failing on its own when its rule breaks. Procedures on PostgreSQL.
 */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let lessonQuiz = 0;
let n = 0;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "QR", 1, { chapters: 1, modules: 1, lessons: 1 });
  const membership = (await db.payload.create({ collection: "memberships", data: { key: "M-QR", name: "QR", units: [unit.unit] }, overrideAccess: true })).id;
  await db.payload.create({ collection: "classes", data: { name: "Class QR", key: "CLASS-QR", memberships: [membership] }, overrideAccess: true });
  lessonQuiz = (
    await createLocalized(db.payload, "quizzes", {
      title: { en: "Lesson quiz", fr: "Quiz de la leçon" },
      lesson: unit.lessons[0],
      questions: [
        {
          question: { en: "Which is a sugar?", fr: "Lequel est un sucre ?" },
          options: [
            { text: { en: "Glucose", fr: "Glucose" }, correct: true },
            { text: { en: "Adenine", fr: "Adénine" }, correct: false },
          ],
        },
      ],
    } as never)
  ).id;
}, 120_000);
afterAll(() => db?.close());

const student = async (): Promise<User> => {
  const cls = await db.payload.find({ collection: "classes", where: { key: { equals: "CLASS-QR" } }, overrideAccess: true, depth: 0 });
  return db.createUser({ email: `qr${++n}@school.test`, role: "student", classes: [cls.docs[0]!.id] });
};

type Caller = Awaited<ReturnType<TestDb["callerAs"]>>;

/** Starts the quiz and scores it, answering `choice` (the option's English text) to every question. */
async function takeAndScore(caller: Caller, quizId: number, choice: string) {
  const started = await caller.quizzes.start({ quizId });
  const answers = started.questions.map((q) => ({ questionId: q.id, optionId: q.options.find((o) => o.text === choice)!.id }));
  const scored = await caller.quizzes.score({ quizId, attemptId: started.attemptId, answers });
  return { started, scored };
}

describe("quiz requirements, one test each (issue 44 finding 8)", () => {
  it("QUIZ-006 after the last question the score is shown unsaved (no grade recorded) with the warning to press submit, in both languages", async () => {
    const caller = await db.callerAs(await student());
    const quizId = unit.quizzes[0]!;
    const { scored } = await takeAndScore(caller, quizId, "Adenine");
    expect(scored).toEqual({ score: 100, saved: false });
    // Not yet saved: no grade, no submitted attempt.
    expect((await caller.quizzes.status({ quizId })).grade).toBeNull();
    expect((await caller.progress.full()).quizProgress).toEqual([]);
    // The score view's warning (app/routes/textbook.quiz.tsx shows quizzes.page.notSaved while the score is unsaved), word for word, and its French.
    const warning = (lang: "en" | "fr") => (resources[lang].translation as unknown as { quizzes: { page: { notSaved: string } } }).quizzes.page.notSaved;
    expect(warning("en")).toBe("Your quiz has not been saved, please press submit to record your grade");
    expect(warning("fr")).toMatch(/^Votre quiz n.a pas été enregistré/);
  });

  it("QUIZ-011 a retake starts a new attempt and erases the previous grade", async () => {
    const user = await student();
    const caller = await db.callerAs(user);
    const quizId = unit.quizzes[0]!;
    const first = await takeAndScore(caller, quizId, "Adenine");
    await caller.quizzes.submit({ attemptId: first.started.attemptId! });
    expect((await caller.quizzes.status({ quizId })).grade).toBe(100);

    // Retake: a new attempt (another id), and the new result replaces the grade.
    const retake = await takeAndScore(caller, quizId, "Glucose");
    expect(retake.started.attemptId).not.toBe(first.started.attemptId);
    await caller.quizzes.submit({ attemptId: retake.started.attemptId! });
    expect((await caller.quizzes.status({ quizId })).grade).toBe(0);
    expect((await caller.progress.full()).quizProgress).toEqual([expect.objectContaining({ quizId, gradePercentage: 0 })]);
  });

  it("QUIZ-022 a quiz progress entry holds quizId, lessonId, moduleId, unitId, gradePercentage and questions; the full progress lists the module with its grade", async () => {
    const caller = await db.callerAs(await student());
    const moduleQuiz = unit.quizzes[0]!;
    const mod = await takeAndScore(caller, moduleQuiz, "Adenine");
    await caller.quizzes.submit({ attemptId: mod.started.attemptId! });
    const lesson = await takeAndScore(caller, lessonQuiz, "Adenine");
    await caller.quizzes.submit({ attemptId: lesson.started.attemptId! });

    const { quizProgress, studentProgress } = await caller.progress.full();
    const question = (text: string, answer: string, result: string) => ({ questionId: expect.any(String), question: text, answerSubmitted: answer, result });
    expect(quizProgress).toEqual(
      expect.arrayContaining([
        {
          quizId: moduleQuiz,
          lessonId: null,
          moduleId: unit.modules[0],
          unitId: unit.unit,
          gradePercentage: 100,
          questions: [question("Which is a nucleotide base?", "Adenine", "Correct")],
        },
        {
          quizId: lessonQuiz,
          lessonId: unit.lessons[0],
          moduleId: unit.modules[0],
          unitId: unit.unit,
          gradePercentage: 0,
          questions: [question("Which is a sugar?", "Adenine", "Incorrect")],
        },
      ]),
    );
    expect(quizProgress).toHaveLength(2);
    // The module's own entry carries its moduleId with the module quiz's grade.
    expect(studentProgress).toContainEqual(expect.objectContaining({ moduleId: unit.modules[0], grade: 100 }));
  });
});
