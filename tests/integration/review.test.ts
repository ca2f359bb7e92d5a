import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { poolOf } from "#core/db/pool";
import { reviewNow, setReviewClockOffset } from "#core/review/clock";
import { DUE_COUNTS_SQL, DUE_LIST_SQL } from "#core/review/cards";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { errorOf } from "../support/errors";

/**
 * Issue 28, "Students: review what they missed": quiz questions answered wrong enter the student's
 * review deck (FSRS through ts-fsrs), the review session grades on the server and reschedules,
 * the quiz grade never moves, and a class can turn review off.
 */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let quizId: number;
let classA: number;
let classB: number;
let teacherA: User;
let teacherB: User;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "RV", 1, { chapters: 1, modules: 1, lessons: 1 });
  quizId = unit.quizzes[0];
  // Three questions, the first option right: a student answers some wrong, some right.
  await db.payload.update({
    collection: "quizzes",
    id: quizId,
    data: {
      questions: Array.from({ length: 3 }, (_, i) => ({
        question: `Review Q${i + 1}`,
        options: Array.from({ length: 4 }, (_, j) => ({ text: `Q${i + 1} option ${j + 1}`, correct: j === 0 })),
      })),
    },
    overrideAccess: true,
  });
  const m = (await db.payload.create({ collection: "memberships", data: { key: "M-RV", name: "RV", units: [unit.unit] }, overrideAccess: true })).id;
  classA = (await db.payload.create({ collection: "classes", data: { name: "Review A", key: "REVIEW-A", memberships: [m] }, overrideAccess: true })).id;
  classB = (await db.payload.create({ collection: "classes", data: { name: "Review B", key: "REVIEW-B", memberships: [m] }, overrideAccess: true })).id;
  teacherA = await db.createUser({ email: "rv.teacher.a@school.test", role: "teacher", classes: [classA] });
  teacherB = await db.createUser({ email: "rv.teacher.b@school.test", role: "teacher", classes: [classB] });
}, 120_000);
afterAll(() => db?.close());
afterEach(() => setReviewClockOffset(0));

let n = 0;
const student = (classId = classA) => db.createUser({ email: `rv.student${++n}@school.test`, role: "student", classes: [classId] });
type Caller = Awaited<ReturnType<TestDb["callerAs"]>>;

/** Takes and submits the quiz: `wrong` lists the questions (by text) answered with a wrong option. */
async function takeQuiz(caller: Caller, wrong: string[]) {
  const started = await caller.quizzes.start({ quizId });
  const answers = started.questions.map((q) => {
    const right = q.options.find((o) => / option 1$/.test(o.text))!;
    const other = q.options.find((o) => o.id !== right.id)!;
    return { questionId: q.id, optionId: wrong.includes(q.text) ? other.id : right.id };
  });
  await caller.quizzes.score({ quizId, attemptId: started.attemptId, answers });
  return caller.quizzes.submit({ attemptId: started.attemptId! });
}

async function cardsOf(userId: number) {
  const { rows } = await poolOf(db.payload).query(
    `SELECT id, question_id, due, scheduled_days::int AS days, reps::int AS reps, lapses::int AS lapses FROM review_cards WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows as { id: number; question_id: string; due: Date; days: number; reps: number; lapses: number }[];
}

async function gradeOf(caller: Caller) {
  const status = await caller.quizzes.status({ quizId });
  return { grade: status.grade, attempts: status.attemptNum };
}

describe("issue 28: review of missed quiz questions", () => {
  it("issue 28: a question answered wrong enters the deck, due the next day; one answered right does not", async () => {
    const s = await student();
    const caller = await db.callerAs(s);
    const before = Date.now();
    const submitted = await takeQuiz(caller, ["Review Q2"]);
    expect(submitted.score).toBe(67);
    const cards = await cardsOf(s.id);
    expect(cards).toHaveLength(1);
    const wrongQ = submitted.results.find((r) => r.result === "Incorrect")!;
    expect(cards[0].question_id).toBe(wrongQ.questionId);
    expect(cards[0].days).toBe(1);
    expect(new Date(cards[0].due).getTime()).toBeGreaterThanOrEqual(before + DAY - 1000);
    expect(new Date(cards[0].due).getTime()).toBeLessThanOrEqual(Date.now() + DAY + 1000);
    // Not due today: the dashboard counts none, the session has nothing to ask.
    expect(await caller.review.dueSummary()).toEqual({ enabled: true, units: [] });
    expect((await caller.review.session({ unitId: unit.unit })).card).toBeNull();
    // The next day it is due.
    setReviewClockOffset(DAY + 60_000);
    expect(await caller.review.dueSummary()).toEqual({ enabled: true, units: [{ unitId: unit.unit, due: 1 }] });
  });

  it("issue 28: answering it right later (in the quiz again) reschedules it further; wrong again keeps it near", async () => {
    const s = await student();
    const caller = await db.callerAs(s);
    await takeQuiz(caller, ["Review Q1", "Review Q3"]);
    const [q1, q3] = await cardsOf(s.id);
    setReviewClockOffset(DAY + 60_000);
    await takeQuiz(caller, ["Review Q3"]);
    const [q1After, q3After] = await cardsOf(s.id);
    expect(q1After.id).toBe(q1.id);
    expect(q1After.reps).toBe(2);
    expect(q1After.days).toBeGreaterThan(1);
    expect(new Date(q1After.due).getTime()).toBeGreaterThan(new Date(q1.due).getTime() + DAY);
    // Q3 wrong again: rated Again, back the next day.
    expect(q3After.days).toBe(1);
    expect(q3After.lapses + q3After.reps).toBeGreaterThan(q3.reps);
  });

  it("issue 28: the review session asks the quiz's own question with its choices shuffled, grades on the server and reschedules, and the quiz grade does not change", async () => {
    const s = await student();
    const caller = await db.callerAs(s);
    await takeQuiz(caller, ["Review Q1", "Review Q2", "Review Q3"]);
    const grade = await gradeOf(caller);
    expect(grade.grade).toBe(0);
    setReviewClockOffset(DAY + 60_000);
    const orders = new Set<string>();
    let session = await caller.review.session({ unitId: unit.unit });
    expect(session).toMatchObject({ enabled: true, due: 3 });
    for (let i = 0; i < 12; i++) {
      const again = await caller.review.session({ unitId: null });
      orders.add(again.card!.options.map((o) => o.text).join("|"));
    }
    expect(orders.size).toBeGreaterThan(1); // shuffled per request (4 options: 24 orders)
    const card = session.card!;
    expect(card.question).toMatch(/^Review Q\d$/);
    expect(card.options.map((o) => o.text).sort()).toEqual([1, 2, 3, 4].map((j) => `${card.question.slice(-2)} option ${j}`));
    const right = card.options.find((o) => / option 1$/.test(o.text))!;
    const answered = await caller.review.answer({ cardId: card.cardId, optionId: right.id });
    expect(answered.correct).toBe(true);
    expect(answered.intervalDays).toBeGreaterThan(1);
    expect(new Date(answered.due).getTime()).toBeGreaterThan(reviewNow().getTime() + DAY);
    // A wrong answer: Again, due the next day.
    session = await caller.review.session({ unitId: unit.unit });
    expect(session.due).toBe(2);
    const wrong = session.card!.options.find((o) => !/ option 1$/.test(o.text))!;
    const missed = await caller.review.answer({ cardId: session.card!.cardId, optionId: wrong.id });
    expect(missed).toMatchObject({ correct: false, intervalDays: 1 });
    expect(session.card!.options.find((o) => o.id === missed.correctOptionId)!.text).toMatch(/ option 1$/);
    // The answered cards left today's session; a card answered is not due again today.
    expect((await caller.review.session({ unitId: unit.unit })).due).toBe(1);
    expect(await errorOf(caller.review.answer({ cardId: card.cardId, optionId: right.id }))).toMatchObject({ code: "CONFLICT" });
    // The quiz's grade and attempts are what they were.
    expect(await gradeOf(caller)).toEqual(grade);
    const { rows } = await poolOf(db.payload).query(`SELECT grade FROM progress WHERE user_id = $1 AND item_type = 'module'`, [s.id]);
    expect(rows.map((r) => Number(r.grade))).toEqual([0]);
  });

  it("issue 28: more than a look-ahead of due cards whose questions were removed since do not hide the next one that can be shown", async () => {
    const s = await student();
    const caller = await db.callerAs(s);
    await takeQuiz(caller, ["Review Q2"]);
    setReviewClockOffset(DAY + 60_000);
    // 25 older cards of questions no longer in the quiz (more than the 20 read at once), due before the real one.
    await poolOf(db.payload).query(
      `INSERT INTO review_cards (user_id, quiz_id, question_id, unit_id, due)
       SELECT $1, $2, 'removed-' || g, $3, now() - make_interval(days => 3) + make_interval(secs => g) FROM generate_series(1, 25) AS g`,
      [s.id, quizId, unit.unit],
    );
    for (const unitId of [unit.unit, null]) {
      const session = await caller.review.session({ unitId });
      expect(session.card?.question).toBe("Review Q2");
      expect(session.due).toBeGreaterThan(0);
    }
  });

  it("issue 28: grading is on the server: a forged option (another question's, or made up) is refused and changes nothing", async () => {
    const s = await student();
    const caller = await db.callerAs(s);
    await takeQuiz(caller, ["Review Q1", "Review Q2"]);
    setReviewClockOffset(DAY + 60_000);
    const { card } = await caller.review.session({ unitId: null });
    const quiz = await db.payload.findByID({ collection: "quizzes", id: quizId, overrideAccess: true, depth: 0 });
    const otherQuestion = quiz.questions!.find((q) => q.question !== card!.question)!;
    const otherRight = otherQuestion.options!.find((o) => o.correct)!.id!;
    const before = await cardsOf(s.id);
    expect(await errorOf(caller.review.answer({ cardId: card!.cardId, optionId: otherRight }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await errorOf(caller.review.answer({ cardId: card!.cardId, optionId: "forged-option" }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await cardsOf(s.id)).toEqual(before);
  });

  it("issue 28: another student's cards are invisible and cannot be answered", async () => {
    const owner = await student();
    const ownerCaller = await db.callerAs(owner);
    await takeQuiz(ownerCaller, ["Review Q1"]);
    const [ownersCard] = await cardsOf(owner.id);
    setReviewClockOffset(DAY + 60_000);
    const other = await db.callerAs(await student());
    expect(await other.review.dueSummary()).toEqual({ enabled: true, units: [] });
    expect(await other.review.session({ unitId: unit.unit })).toMatchObject({ due: 0, card: null });
    const option = (await ownerCaller.review.session({ unitId: null })).card!.options[0].id;
    expect(await errorOf(other.review.answer({ cardId: ownersCard.id, optionId: option }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await cardsOf(owner.id)).toEqual([ownersCard]);
  });

  it("issue 28: a teacher turns review off for the class (General Settings): no deck shown, no answer taken; on again, the deck is back", async () => {
    const s = await student(classB);
    const caller = await db.callerAs(s);
    await takeQuiz(caller, ["Review Q1"]);
    setReviewClockOffset(DAY + 60_000);
    const teacher = await db.callerAs(teacherB);
    expect((await teacher.review.settings()).map((c) => [c.name, c.enabled])).toEqual([["Review B", true]]);
    // Only the class's own teachers.
    expect(await errorOf((await db.callerAs(teacherA)).review.setEnabled({ classId: classB, enabled: false }))).toMatchObject({ code: "FORBIDDEN" });
    const { card } = await caller.review.session({ unitId: null });
    expect(await teacher.review.setEnabled({ classId: classB, enabled: false })).toMatchObject({ classId: classB, enabled: false });
    expect(await caller.review.dueSummary()).toEqual({ enabled: false, units: [] });
    expect(await caller.review.session({ unitId: unit.unit })).toMatchObject({ enabled: false, card: null });
    expect(await errorOf(caller.review.answer({ cardId: card!.cardId, optionId: card!.options[0].id }))).toMatchObject({ code: "FORBIDDEN" });
    await teacher.review.setEnabled({ classId: classB, enabled: true });
    expect(await caller.review.dueSummary()).toEqual({ enabled: true, units: [{ unitId: unit.unit, due: 1 }] });
  });

  it("issue 28: a question removed from its quiz (saved in /admin) takes its cards with it: the dashboard and the session count only what can be asked", async () => {
    const s = await student();
    const caller = await db.callerAs(s);
    await takeQuiz(caller, ["Review Q2", "Review Q3"]);
    setReviewClockOffset(DAY + 60_000);
    expect(await caller.review.dueSummary()).toEqual({ enabled: true, units: [{ unitId: unit.unit, due: 2 }] });
    const quiz = await db.payload.findByID({ collection: "quizzes", id: quizId, overrideAccess: true, depth: 0 });
    const removed = quiz.questions!.find((q) => q.question === "Review Q3")!;
    try {
      await db.payload.update({
        collection: "quizzes",
        id: quizId,
        data: { questions: quiz.questions!.filter((q) => q.id !== removed.id) },
        overrideAccess: true,
      });
      expect((await cardsOf(s.id)).map((c) => c.question_id)).toEqual([quiz.questions!.find((q) => q.question === "Review Q2")!.id]);
      expect(await caller.review.dueSummary()).toEqual({ enabled: true, units: [{ unitId: unit.unit, due: 1 }] });
      expect(await caller.review.session({ unitId: unit.unit })).toMatchObject({ due: 1, card: { question: "Review Q2" } });
    } finally {
      await db.payload.update({ collection: "quizzes", id: quizId, data: { questions: quiz.questions }, overrideAccess: true });
    }
  });

  it("issue 28: the due list and the due counts are one statement each on the (user, due, unit) index", async () => {
    const s = await student();
    const pool = poolOf(db.payload);
    const client = await (pool as unknown as { connect: () => Promise<{ query: typeof pool.query; release: () => void }> }).connect();
    try {
      await client.query("SET enable_seqscan = off");
      for (const [text, values] of [
        [DUE_COUNTS_SQL, [s.id, new Date()]],
        [DUE_LIST_SQL, [s.id, new Date(), unit.unit, 20]],
      ] as const) {
        const { rows } = await client.query(`EXPLAIN ${text}`, [...values]);
        const plan = rows.map((r) => String(r["QUERY PLAN"])).join("\n");
        expect(plan).toMatch(/Index (Only )?Scan using user_due_unit_idx on review_cards/);
      }
    } finally {
      await client.query("RESET enable_seqscan");
      client.release();
    }
  });
});
