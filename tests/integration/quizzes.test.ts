import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { QUIZ_REFUSALS, dayIn, SCHOOL_TIME_ZONE } from "../../shared/quizzes";
import { createContext } from "#core/context";
import { createSession } from "#core/session/sessions";
import { createCaller } from "../../trpc/router";
import { loader as gradeExportLoader } from "../../app/routes/account.grade-export";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { errorOf } from "../support/errors";

let db: TestDb;
let u1: Awaited<ReturnType<typeof buildUnit>>;
let u2: Awaited<ReturnType<typeof buildUnit>>;
let m1: number;
let m2: number;
let classA: number;
let classB: number;
let teacherA: User;
let teacherB: User;
let admin: User;
let bigQuiz: number;

beforeAll(async () => {
  db = await openTestDb();
  u1 = await buildUnit(db.payload, "U1", 1, { chapters: 1, modules: 2, lessons: 1 });
  u2 = await buildUnit(db.payload, "U2", 2, { chapters: 1, modules: 1, lessons: 1 });
  u1.quizzes.reverse(); // buildUnit creates the modules last first: now quizzes[i] is the quiz of modules[i]
  m1 = (await db.payload.create({ collection: "memberships", data: { key: "M-U1", name: "U1", units: [u1.unit] }, overrideAccess: true })).id;
  m2 = (await db.payload.create({ collection: "memberships", data: { key: "M-U2", name: "U2", units: [u2.unit] }, overrideAccess: true })).id;
  classA = (await db.payload.create({ collection: "classes", data: { name: "Class A", key: "CLASS-A", memberships: [m1] }, overrideAccess: true })).id;
  classB = (await db.payload.create({ collection: "classes", data: { name: "Class B", key: "CLASS-B", memberships: [m2] }, overrideAccess: true })).id;
  teacherA = await db.createUser({ email: "teacher.a@school.test", role: "teacher", classes: [classA], firstName: "Tia", lastName: "A" });
  teacherB = await db.createUser({ email: "teacher.b@school.test", role: "teacher", classes: [classB], firstName: "Tom", lastName: "B" });
  admin = await db.createUser({ email: "admin@school.test", role: "admin" });
  // A quiz with 8 questions × 4 options: shuffles differ with near certainty.
  bigQuiz = u1.quizzes[1];
  await db.payload.update({
    collection: "quizzes",
    id: bigQuiz,
    data: {
      questions: Array.from({ length: 8 }, (_, i) => ({
        question: `Q${i + 1}`,
        options: Array.from({ length: 4 }, (_, j) => ({ text: `Q${i + 1} option ${j + 1}`, correct: j === 0 })),
      })),
    },
    overrideAccess: true,
  });
}, 120_000);
afterAll(() => db?.close());

let n = 0;
const student = (data: Partial<User> = {}) =>
  db.createUser({
    email: `student${++n}@school.test`,
    role: "student",
    classes: [classA],
    firstName: `S${String(n).padStart(2, "0")}`,
    lastName: "L",
    ...data,
  });

type Caller = Awaited<ReturnType<TestDb["callerAs"]>>;

async function streamBytes(stream: ReadableStream<Uint8Array>) {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
  return Buffer.concat(parts);
}

/** Calls the `/account/grade-export` resource route as server.ts would for a request on this user's session. */
async function gradeExport(user: User, classId: string | number) {
  const { session } = await createSession(db.payload, { user: user.id });
  const withUser = { ...session, user };
  const ctx = createContext({ payload: db.payload, session: withUser, ip: "203.0.113.7", secureCookies: false, setCookie: () => {} });
  const context = { payload: db.payload, trpc: createCaller(ctx), session: withUser, language: "en", nonce: "", supportEmail: "", academyUrl: "" };
  const request = new Request(`http://localhost/account/grade-export?classId=${classId}`);
  try {
    return (await gradeExportLoader({ request, context: context as never, params: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Takes a quiz: answers every question with the first option whose text ends with "option 1" (correct) or, if `wrong`, another. */
async function take(caller: Caller, quizId: number, wrong = false) {
  const started = await caller.quizzes.start({ quizId });
  const answers = started.questions.map((q) => {
    const right = q.options.find((o) => /option 1$|^Adenine$/.test(o.text)) ?? q.options[0];
    const other = q.options.find((o) => o.id !== right.id)!;
    return { questionId: q.id, optionId: wrong ? other.id : right.id };
  });
  const scored = await caller.quizzes.score({ quizId, attemptId: started.attemptId, answers });
  return { started, scored };
}

describe("quiz taking", () => {
  it("QUIZ-002 QUIZ-003 QUIZ-004 the questions come without isCorrect, one list in the attempt's order", async () => {
    const caller = await db.callerAs(await student());
    const { attemptId, questions } = await caller.quizzes.start({ quizId: bigQuiz });
    expect(attemptId).toBeTypeOf("number");
    expect(questions).toHaveLength(8);
    expect(JSON.stringify(questions)).not.toMatch(/correct/i);
    const current = await caller.quizzes.current({ quizId: bigQuiz });
    expect(current.attempt?.questions).toEqual(questions);
    expect(JSON.stringify(current)).not.toMatch(/"correct"/);
  });

  it("QUIZ-005 the order is stable within an attempt (reload resumes it) and differs between attempts", async () => {
    const caller = await db.callerAs(await student());
    const first = await caller.quizzes.start({ quizId: bigQuiz });
    const again = await caller.quizzes.current({ quizId: bigQuiz });
    expect(again.attempt?.id).toBe(first.attemptId);
    expect(again.attempt?.questions).toEqual(first.questions);
    const orders = new Set([JSON.stringify(first.questions)]);
    for (let i = 0; i < 3; i++) orders.add(JSON.stringify((await caller.quizzes.start({ quizId: bigQuiz })).questions));
    expect(orders.size).toBeGreaterThan(1);
  });

  it("QUIZ-006 QUIZ-007 QUIZ-008 QUIZ-009 QUIZ-010 scoring locks the answers unsaved; submitting records the results and the grade", async () => {
    const user = await student();
    const caller = await db.callerAs(user);
    const started = await caller.quizzes.start({ quizId: bigQuiz });
    // 3 of 8 right: 37.5 → 38 (whole number).
    const answers = started.questions.map((q, i) => {
      const right = q.options.find((o) => o.text.endsWith("option 1"))!;
      const other = q.options.find((o) => o.id !== right.id)!;
      return { questionId: q.id, optionId: i < 3 ? right.id : other.id };
    });
    const scored = await caller.quizzes.score({ quizId: bigQuiz, attemptId: started.attemptId, answers });
    expect(scored).toEqual({ score: 38, saved: false });
    expect((await caller.quizzes.status({ quizId: bigQuiz })).grade).toBeNull();
    // Answers are locked: scoring again with other answers returns the same score.
    const allRight = started.questions.map((q) => ({ questionId: q.id, optionId: q.options.find((o) => o.text.endsWith("option 1"))!.id }));
    expect((await caller.quizzes.score({ quizId: bigQuiz, attemptId: started.attemptId, answers: allRight })).score).toBe(38);
    const submitted = await caller.quizzes.submit({ attemptId: started.attemptId! });
    expect(submitted.score).toBe(38);
    expect(submitted.results).toHaveLength(8);
    expect(submitted.results.filter((r) => r.result === "Correct")).toHaveLength(3);
    expect(submitted.results[0]).toHaveProperty("answerSubmitted");
    const status = await caller.quizzes.status({ quizId: bigQuiz });
    expect(status).toMatchObject({ grade: 38, attemptNum: 1, classId: classA });
    const { docs } = await db.payload.find({
      collection: "quiz-attempts",
      where: { user: { equals: user.id }, status: { equals: "submitted" } },
      overrideAccess: true,
      depth: 0,
    });
    expect(docs[0]).toMatchObject({ unit: u1.unit, module: u1.modules[1], score: 38 });
    expect(docs[0].gradeDetails).toHaveLength(8);
  });

  it("I18N-007 QUIZ-007 issue 46 F2: a quiz taken in French shows its results in French (question and answer texts)", async () => {
    const quizId = u1.quizzes[0];
    /** Starts and scores the quiz answering the option with this text. */
    const answer = async (caller: Caller, text: string) => {
      const started = await caller.quizzes.start({ quizId });
      const answers = started.questions.map((q) => ({ questionId: q.id, optionId: q.options.find((o) => o.text === text)!.id }));
      await caller.quizzes.score({ quizId, attemptId: started.attemptId, answers });
      return started;
    };
    // The session's language (the language switch), as the quiz page calls the procedures.
    const inFrench = await db.callerAs(await student());
    await inFrench.session.setLanguage({ lang: "FR" });
    const started = await answer(inFrench, "Glucose");
    expect(started.questions[0].text).toBe("Laquelle est une base azotée ?");
    const submitted = await inFrench.quizzes.submit({ attemptId: started.attemptId! });
    expect(submitted.results).toEqual([
      { questionId: started.questions[0].id, question: "Laquelle est une base azotée ?", answerSubmitted: "Glucose", result: "Incorrect" },
    ]);
    // The requested language (lang), as start and current take it.
    const asked = await db.callerAs(await student());
    const right = await answer(asked, "Adenine");
    const fr = await asked.quizzes.submit({ attemptId: right.attemptId!, lang: "FR" });
    expect(fr).toEqual({
      score: 100,
      results: [{ questionId: right.questions[0].id, question: "Laquelle est une base azotée ?", answerSubmitted: "Adénine", result: "Correct" }],
    });
    const askedEnglish = await db.callerAs(await student());
    await askedEnglish.session.setLanguage({ lang: "FR" });
    const third = await answer(askedEnglish, "Adénine");
    expect((await askedEnglish.quizzes.submit({ attemptId: third.attemptId!, lang: "EN" })).results).toEqual([
      { questionId: third.questions[0].id, question: "Which is a nucleotide base?", answerSubmitted: "Adenine", result: "Correct" },
    ]);
  });

  it("QUIZ-009 a submitted attempt cannot be submitted again and counts once", async () => {
    const caller = await db.callerAs(await student());
    const { started } = await take(caller, u1.quizzes[0]);
    await caller.quizzes.submit({ attemptId: started.attemptId! });
    expect(await errorOf(caller.quizzes.submit({ attemptId: started.attemptId! }))).toEqual({ code: "CONFLICT", message: QUIZ_REFUSALS.submitted });
    expect(await errorOf(Promise.all([1, 2].map(() => caller.quizzes.submit({ attemptId: started.attemptId! }))))).toMatchObject({ code: "CONFLICT" });
    expect((await caller.quizzes.status({ quizId: u1.quizzes[0] })).attemptNum).toBe(1);
  });

  it("QUIZ-011 QUIZ-022 LRN-032 LRN-038 LRN-058 a retake replaces the grade (history kept); module grade and unit total follow", async () => {
    const user = await student();
    const caller = await db.callerAs(user);
    const first = await take(caller, u1.quizzes[0]);
    await caller.quizzes.submit({ attemptId: first.started.attemptId! });
    let unit = await caller.progress.unit({ unitId: u1.unit });
    expect(unit.modules.find((m) => m.id === u1.modules[0])?.grade).toBe(100);
    expect(unit.grade).toBe(50); // two module quizzes, one not taken counts 0
    const second = await take(caller, u1.quizzes[0], true);
    await caller.quizzes.submit({ attemptId: second.started.attemptId! });
    expect((await caller.quizzes.status({ quizId: u1.quizzes[0] })).grade).toBe(0);
    unit = await caller.progress.unit({ unitId: u1.unit });
    expect(unit.modules.find((m) => m.id === u1.modules[0])?.grade).toBe(0);
    const { totalDocs } = await db.payload.count({
      collection: "quiz-attempts",
      where: { user: { equals: user.id }, status: { equals: "submitted" } },
      overrideAccess: true,
    });
    expect(totalDocs).toBe(2);
    // QUIZ-022 LRN-032: the full progress lists the quiz with its recorded (newest) grade and results.
    const { quizProgress } = await caller.progress.full();
    expect(quizProgress).toEqual([
      expect.objectContaining({
        quizId: u1.quizzes[0],
        moduleId: u1.modules[0],
        unitId: u1.unit,
        lessonId: null,
        gradePercentage: 0,
        questions: [expect.objectContaining({ result: "Incorrect" })],
      }),
    ]);
  });

  it("QUIZ-012 SES-056 a multi-session (shared-computer) session cannot start, answer, score or submit a quiz, and nothing is recorded", async () => {
    const user = await student();
    const own = await db.callerAs(user);
    const shared = await db.callerAs(user, { session: { multiSession: true } });
    const refused = { code: "FORBIDDEN", message: QUIZ_REFUSALS.multiSession };
    // Decision 137: a shared computer takes no quiz; it reads the quiz's status (the page says why).
    expect(await shared.quizzes.status({ quizId: u1.quizzes[0] })).toMatchObject({ multiSession: true, refusal: null, attemptNum: 0 });
    expect(await errorOf(shared.quizzes.start({ quizId: u1.quizzes[0] }))).toEqual(refused);
    // An attempt started on the learner's own device is neither shown, answered, scored nor submitted there.
    const started = await own.quizzes.start({ quizId: u1.quizzes[0] });
    const right = started.questions.map((q) => ({ questionId: q.id, optionId: q.options.find((o) => o.text === "Adenine")!.id }));
    expect((await shared.quizzes.current({ quizId: u1.quizzes[0] })).attempt).toBeNull();
    expect(await errorOf(shared.quizzes.answer({ attemptId: started.attemptId!, ...right[0] }))).toEqual(refused);
    expect(await errorOf(shared.quizzes.score({ quizId: u1.quizzes[0], attemptId: started.attemptId, answers: right }))).toEqual(refused);
    expect(await errorOf(shared.quizzes.score({ quizId: u1.quizzes[0], attemptId: null, answers: right }))).toEqual(refused);
    expect(await errorOf(shared.quizzes.submit({ attemptId: started.attemptId! }))).toEqual(refused);
    const { docs } = await db.payload.find({ collection: "quiz-attempts", where: { user: { equals: user.id } }, overrideAccess: true, depth: 0 });
    expect(docs.map((d) => [d.status, d.answers ?? null, d.score ?? null])).toEqual([["open", null, null]]);
    expect(await own.quizzes.status({ quizId: u1.quizzes[0] })).toMatchObject({ attemptNum: 0, grade: null });
  });

  it("QUIZ-013 membership keys; a student outside the unit's memberships is refused", async () => {
    const member = await db.callerAs(await db.createUser({ email: "keys@school.test", role: "student", memberships: [m2] }));
    expect(await member.quizzes.membershipKeys()).toEqual([{ value: "M-U2" }]);
    expect(await errorOf(member.quizzes.start({ quizId: u1.quizzes[0] }))).toMatchObject({ code: "FORBIDDEN" });
    expect(await errorOf(member.quizzes.status({ quizId: u1.quizzes[0] }))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("QUIZ-013 QUIZ-014 holders of the configured membership key do not get the module quiz", async () => {
    process.env.QUIZ_HIDDEN_MEMBERSHIP_KEYS = "M-U2";
    try {
      const caller = await db.callerAs(await db.createUser({ email: "hidden@school.test", role: "student", memberships: [m2] }));
      expect((await caller.quizzes.status({ quizId: u2.quizzes[0] })).refusal).toBe("hidden");
      expect(await errorOf(caller.quizzes.start({ quizId: u2.quizzes[0] }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.hidden });
    } finally {
      delete process.env.QUIZ_HIDDEN_MEMBERSHIP_KEYS;
    }
  });
});

describe("attempts and dates (server-side)", () => {
  it("QUIZ-015 QUIZ-016 QUIZ-017 TEA-021 with the limit used up, starting and submitting are refused", async () => {
    const teacher = await db.callerAs(teacherA);
    const user = await student();
    const caller = await db.callerAs(user);
    // Every attempt whose score was shown counts (decision 060), the one a retake abandoned too; an
    // attempt scored before the limit changes cannot be submitted after the others used it up.
    await take(caller, u1.quizzes[0]);
    const pending = await take(caller, u1.quizzes[0]);
    await teacher.quizzes.teacher.setAttempts({ classId: classA, attempts: 1 });
    try {
      expect(await teacher.quizzes.teacher.attempts({ classId: classA })).toEqual({ classSelected: classA, attempts: 1 });
      const status = await caller.quizzes.status({ quizId: u1.quizzes[0] });
      expect(status).toMatchObject({ attemptNum: 2, attemptsLimit: 1, attemptsLeft: 0, refusal: "attempts" });
      expect(await errorOf(caller.quizzes.start({ quizId: u1.quizzes[0] }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.attempts });
      expect(await errorOf(caller.quizzes.submit({ attemptId: pending.started.attemptId! }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.attempts });
      expect(pending.scored.score).toBe(100);
    } finally {
      await teacher.quizzes.teacher.setAttempts({ classId: classA, attempts: 100 });
    }
    expect((await caller.quizzes.status({ quizId: u1.quizzes[0] })).attemptsLeft).toBeNull();
  });

  it("QUIZ-018 QUIZ-019 QUIZ-020 QUIZ-021 outside the class's dates (today in the class's time zone) the quiz is refused", async () => {
    const teacher = await db.callerAs(teacherA);
    const caller = await db.callerAs(await student());
    const today = dayIn(SCHOOL_TIME_ZONE);
    const yesterday = dayIn(SCHOOL_TIME_ZONE, new Date(Date.now() - 86_400_000));
    const pending = await take(caller, u1.quizzes[0]);
    await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: u1.quizzes[0], updateType: "ADD-CLOSE", date: yesterday });
    try {
      const status = await caller.quizzes.status({ quizId: u1.quizzes[0] });
      expect(status).toMatchObject({ closeDate: yesterday, openDate: "N", today, refusal: "dates" });
      expect(await errorOf(caller.quizzes.start({ quizId: u1.quizzes[0] }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.dates });
      // Submitting after the close date is refused too (the server checks, not only the button).
      expect(await errorOf(caller.quizzes.submit({ attemptId: pending.started.attemptId! }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.dates });
      // Closing today keeps it open today (inclusive).
      await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: u1.quizzes[0], updateType: "ADD-CLOSE", date: today });
      expect((await caller.quizzes.status({ quizId: u1.quizzes[0] })).refusal).toBeNull();
    } finally {
      await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: u1.quizzes[0], updateType: "REMOVE-CLOSE", date: null });
    }
    // Another class's student is not affected by class A's dates.
    const other = await db.callerAs(await student({ classes: [classB], memberships: [m1] }));
    await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: "all", updateType: "ADD-OPEN", date: "2999-01-01" });
    try {
      expect((await caller.quizzes.status({ quizId: u1.quizzes[1] })).refusal).toBe("dates");
      expect((await other.quizzes.status({ quizId: u1.quizzes[1] })).refusal).toBeNull();
    } finally {
      await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: "all", updateType: "REMOVE-OPEN", date: null });
    }
  });
});

describe("a shared computer (QUIZ-012, SES-056; issue 44 finding 1, docs/decisions/137-shared-computer-quizzes.md)", () => {
  const refused = { code: "FORBIDDEN", message: QUIZ_REFUSALS.multiSession };

  /** Class A's teacher, and a new student's callers on their own device and on a shared computer. */
  async function teacherAndDevices() {
    const teacher = await db.callerAs(teacherA);
    const user = await student();
    const own = await db.callerAs(user);
    const shared = await db.callerAs(user, { session: { multiSession: true } });
    return { teacher, own, shared };
  }

  /** Runs `body` with class A limited to one attempt per quiz, then gives the class its 100 attempts back. */
  async function withOneAttempt(teacher: Caller, body: () => Promise<void>) {
    await teacher.quizzes.teacher.setAttempts({ classId: classA, attempts: 1 });
    try {
      await body();
    } finally {
      await teacher.quizzes.teacher.setAttempts({ classId: classA, attempts: 100 });
    }
  }

  /**
   * Issue 44's oracle: from a shared-computer session, each option of each question scored alone with
   * `attemptId: null`; an option scoring above 0 is the question's correct answer. Returns the scores
   * it was given and the answers it found.
   */
  async function oracle(shared: Caller, quizId: number, questions: { id: string; options: { id: string }[] }[]) {
    const scores: number[] = [];
    const found: Record<string, string> = {};
    const refusals = new Set<string>();
    for (const q of questions) {
      for (const o of q.options) {
        const answers = [{ questionId: q.id, optionId: o.id }];
        const error = await errorOf(async () => {
          const { score } = await shared.quizzes.score({ quizId, attemptId: null, answers });
          scores.push(score);
          if (score > 0) found[q.id] = o.id;
        });
        if (error) refusals.add(JSON.stringify(error));
      }
    }
    return { scores, found, refusals: [...refusals].map((r) => JSON.parse(r) as unknown) };
  }

  it("QUIZ-012 SES-056 issue 44 finding 1: repeated quizzes.score with attemptId null from a shared computer grades nothing and finds no correct answer", async () => {
    const { teacher, own, shared } = await teacherAndDevices();
    // The finding's case: a limit-1 quiz, its question and option ids read from an attempt started on the own device.
    await withOneAttempt(teacher, async () => {
      const started = await own.quizzes.start({ quizId: bigQuiz });
      const attack = await oracle(shared, bigQuiz, started.questions);
      expect(attack.scores).toEqual([]);
      expect(attack.found).toEqual({});
      expect(attack.refusals).toEqual([refused]);
      // Every option at once, many times over: still nothing graded.
      const everything = started.questions.map((q) => ({ questionId: q.id, optionId: q.options[0].id }));
      for (let i = 0; i < 3; i++) {
        expect(await errorOf(shared.quizzes.score({ quizId: bigQuiz, attemptId: null, answers: everything }))).toEqual(refused);
      }
      // Nothing was counted or recorded; the one attempt of the own device is still open and still the learner's to use.
      expect(await own.quizzes.status({ quizId: bigQuiz })).toMatchObject({ attemptNum: 0, attemptsLeft: 1, refusal: null, grade: null });
      expect((await own.quizzes.current({ quizId: bigQuiz })).attempt).toMatchObject({ id: started.attemptId, state: "open", score: null });
    });
  });

  it("QUIZ-012 QUIZ-017 issue 44 finding 1: with the attempts used up, a shared computer is refused a score", async () => {
    const { teacher, own, shared } = await teacherAndDevices();
    await withOneAttempt(teacher, async () => {
      const { started } = await take(own, u1.quizzes[0], true);
      await own.quizzes.submit({ attemptId: started.attemptId! });
      expect(await shared.quizzes.status({ quizId: u1.quizzes[0] })).toMatchObject({ attemptsLeft: 0, refusal: "attempts", grade: 0 });
      const right = started.questions.map((q) => ({ questionId: q.id, optionId: q.options.find((o) => o.text === "Adenine")!.id }));
      expect(await errorOf(shared.quizzes.score({ quizId: u1.quizzes[0], attemptId: null, answers: right }))).toEqual(refused);
      expect(await errorOf(shared.quizzes.start({ quizId: u1.quizzes[0] }))).toMatchObject({ code: "FORBIDDEN" });
      expect(await own.quizzes.status({ quizId: u1.quizzes[0] })).toMatchObject({ attemptNum: 1, grade: 0 });
    });
  });

  it("QUIZ-012 QUIZ-020 issue 44 finding 1: after the close date, a shared computer is refused a score", async () => {
    const { teacher, own, shared } = await teacherAndDevices();
    const started = await own.quizzes.start({ quizId: u1.quizzes[0] });
    const right = started.questions.map((q) => ({ questionId: q.id, optionId: q.options.find((o) => o.text === "Adenine")!.id }));
    const yesterday = dayIn(SCHOOL_TIME_ZONE, new Date(Date.now() - 86_400_000));
    await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: u1.quizzes[0], updateType: "ADD-CLOSE", date: yesterday });
    try {
      expect(await shared.quizzes.status({ quizId: u1.quizzes[0] })).toMatchObject({ closeDate: yesterday, refusal: "dates" });
      expect(await errorOf(shared.quizzes.score({ quizId: u1.quizzes[0], attemptId: null, answers: right }))).toEqual(refused);
      expect(await errorOf(shared.quizzes.score({ quizId: u1.quizzes[0], attemptId: started.attemptId, answers: right }))).toEqual(refused);
    } finally {
      await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: u1.quizzes[0], updateType: "REMOVE-CLOSE", date: null });
    }
  });
});

describe("teacher tools", () => {
  it("TEA-001 a teacher lists only the classes they teach; an admin sees all", async () => {
    expect(await (await db.callerAs(teacherA)).quizzes.teacher.classes()).toEqual([{ schoolId: classA, schoolName: "Class A" }]);
    expect((await (await db.callerAs(admin)).quizzes.teacher.classes()).map((c) => c.schoolId)).toEqual(expect.arrayContaining([classA, classB]));
  });

  it("TEA-001 other teachers are refused every class tool of a class they do not teach", async () => {
    const other = await db.callerAs(teacherB);
    for (const call of [
      other.quizzes.teacher.grades({ classId: classA }),
      other.quizzes.teacher.textbook({ classId: classA }),
      other.quizzes.teacher.attempts({ classId: classA }),
      other.quizzes.teacher.setAttempts({ classId: classA, attempts: 3 }),
      other.quizzes.teacher.updateDates({ classId: classA, quizId: "all", updateType: "REMOVE-OPEN", date: null }),
    ]) {
      expect(await errorOf(call)).toMatchObject({ code: "FORBIDDEN" });
    }
    expect((await (await db.callerAs(admin)).quizzes.teacher.attempts({ classId: classA })).attempts).toBe(100);
  });

  it("TEA-003 TEA-004 QUIZ-024 the grade table: students by first then last name, unit grade with 'Not Taken' as 0", async () => {
    const teacher = await db.callerAs(teacherA);
    const zed = await student({ firstName: "Zed", lastName: "Alpha" });
    const amy = await student({ firstName: "Amy", lastName: "Zulu" });
    const amy2 = await student({ firstName: "Amy", lastName: "Baker" });
    const { started } = await take(await db.callerAs(amy), u1.quizzes[0]);
    await (await db.callerAs(amy)).quizzes.submit({ attemptId: started.attemptId! });
    const grades = await teacher.quizzes.teacher.grades({ classId: classA });
    const names = grades.map((g) => `${g.fName} ${g.lName}`);
    expect(names.indexOf("Amy Baker")).toBeLessThan(names.indexOf("Amy Zulu"));
    expect(names.indexOf("Amy Zulu")).toBeLessThan(names.indexOf("Zed Alpha"));
    const amyRow = grades.find((g) => g.ID === amy.id)!;
    expect(amyRow.grades).toHaveLength(1);
    expect(amyRow.grades[0]).toMatchObject({ unitName: "U1", unitGrade: 50 });
    expect(amyRow.grades[0].chapters[0].modules.map((m) => [m.moduleName, m.grade, m.taken])).toEqual([
      ["U1 C1 M1", 100, true],
      ["U1 C1 M2", null, false],
    ]);
    expect(grades.find((g) => g.ID === amy2.id)!.grades[0].unitGrade).toBe(0);
    expect(grades.some((g) => g.ID === zed.id)).toBe(true);
    expect(grades.some((g) => g.Email === "teacher.a@school.test")).toBe(false);
  });

  it("TEA-014 TEA-017 TEA-019 TEA-020 the textbook rows, date changes to all quizzes, and open after close refused", async () => {
    const teacher = await db.callerAs(teacherA);
    await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: "all", updateType: "ADD-CLOSE", date: "2030-05-01" });
    let rows = await teacher.quizzes.teacher.textbook({ classId: classA });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      unit: { unitId: u1.unit, unitName_en: "U1" },
      module: { moduleId: u1.modules[0] },
      closeDate: "2030-05-01",
      closeDateInd: "Y",
      openDate: "N",
      openDateInd: "N",
    });
    expect(
      await errorOf(teacher.quizzes.teacher.updateDates({ classId: classA, quizId: u1.quizzes[0], updateType: "ADD-OPEN", date: "2030-06-01" })),
    ).toMatchObject({ code: "BAD_REQUEST" });
    expect(await errorOf(teacher.quizzes.teacher.updateDates({ classId: classA, quizId: u1.quizzes[0], updateType: "ADD-OPEN", date: null }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: "all", updateType: "REMOVE-CLOSE", date: null });
    rows = await teacher.quizzes.teacher.textbook({ classId: classA });
    expect(rows.every((r) => r.closeDate === "N" && r.closeDateInd === "N")).toBe(true);
    // A quiz of another class's textbook is not this class's to change.
    expect(await errorOf(teacher.quizzes.teacher.updateDates({ classId: classA, quizId: u2.quizzes[0], updateType: "REMOVE-OPEN", date: null }))).toMatchObject(
      { code: "NOT_FOUND" },
    );
  });

  it("TEA-006 TEA-007 TEA-008 TEA-009 after the unit's deadline only a student whose deadline was extended may still take and submit", async () => {
    const teacher = await db.callerAs(teacherA);
    const late = await student();
    const other = await student();
    const lateCaller = await db.callerAs(late);
    const otherCaller = await db.callerAs(other);
    const yesterday = dayIn(SCHOOL_TIME_ZONE, new Date(Date.now() - 86_400_000));
    const tomorrow = dayIn(SCHOOL_TIME_ZONE, new Date(Date.now() + 86_400_000));
    const pending = await take(lateCaller, u1.quizzes[0]);
    await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: "all", updateType: "ADD-CLOSE", date: yesterday });
    try {
      expect(await errorOf(lateCaller.quizzes.submit({ attemptId: pending.started.attemptId! }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.dates });
      // ADD needs a date; other teachers, students of other classes and units outside the class are refused.
      expect(
        await errorOf(teacher.quizzes.teacher.extendDeadline({ classId: classA, userId: late.id, unitId: u1.unit, exceptionChange: "ADD", expireDate: null })),
      ).toMatchObject({
        code: "BAD_REQUEST",
      });
      expect(
        await errorOf(
          (
            await db.callerAs(teacherB)
          ).quizzes.teacher.extendDeadline({ classId: classA, userId: late.id, unitId: u1.unit, exceptionChange: "ADD", expireDate: tomorrow }),
        ),
      ).toMatchObject({ code: "FORBIDDEN" });
      const outsider = await student({ classes: [classB] });
      expect(
        await errorOf(
          teacher.quizzes.teacher.extendDeadline({ classId: classA, userId: outsider.id, unitId: u1.unit, exceptionChange: "ADD", expireDate: tomorrow }),
        ),
      ).toMatchObject({ code: "NOT_FOUND" });
      expect(
        await errorOf(
          teacher.quizzes.teacher.extendDeadline({ classId: classA, userId: late.id, unitId: u2.unit, exceptionChange: "ADD", expireDate: tomorrow }),
        ),
      ).toMatchObject({
        code: "NOT_FOUND",
      });
      expect(
        await teacher.quizzes.teacher.extendDeadline({ classId: classA, userId: late.id, unitId: u1.unit, exceptionChange: "ADD", expireDate: tomorrow }),
      ).toEqual({
        exception: "Y",
        expireDate: tomorrow,
      });
      const row = (await teacher.quizzes.teacher.grades({ classId: classA })).find((g) => g.ID === late.id)!;
      expect(row.grades[0]).toMatchObject({ exceptionAllowed: "Y", expireDate: tomorrow });
      expect((await lateCaller.quizzes.status({ quizId: u1.quizzes[0] })).refusal).toBeNull();
      expect((await lateCaller.quizzes.submit({ attemptId: pending.started.attemptId! })).score).toBe(100);
      expect((await otherCaller.quizzes.status({ quizId: u1.quizzes[0] })).refusal).toBe("dates");
      await teacher.quizzes.teacher.extendDeadline({ classId: classA, userId: late.id, unitId: u1.unit, exceptionChange: "REMOVE", expireDate: null });
      expect((await lateCaller.quizzes.status({ quizId: u1.quizzes[0] })).refusal).toBe("dates");
    } finally {
      await teacher.quizzes.teacher.updateDates({ classId: classA, quizId: "all", updateType: "REMOVE-CLOSE", date: null });
    }
  });

  it("TEA-010 QUIZ-026 the grade exports are XLSX with the sheet 'My Quiz Export', formula-safe", async () => {
    const teacher = await db.callerAs(teacherA);
    const sly = await student({ firstName: '=HYPERLINK("http://x")', lastName: "Sly" });
    const ExcelJS = (await import("exceljs")).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await streamBytes(await teacher.quizzes.teacher.exportGrades({ classId: classA }))) as never);
    const sheet = wb.getWorksheet("My Quiz Export")!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push([1, 2, 3, 7, 8].map((c) => String(row.getCell(c).text))));
    expect(rows[0]).toEqual(["First Name", "Last Name", "Email", "Module", "Grade"]);
    const slyRows = rows.filter((r) => r[2] === sly.email);
    expect(slyRows.map((r) => r[3])).toEqual(["U1 C1 M1", "U1 C1 M2"]);
    expect(slyRows[0][0]).toBe(`'=HYPERLINK("http://x")`);
    expect(slyRows[0][4]).toBe("Not Taken");
    expect(await errorOf((await db.callerAs(teacherB)).quizzes.teacher.exportGrades({ classId: classA }))).toMatchObject({ code: "FORBIDDEN" });
    const mine = new ExcelJS.Workbook();
    await mine.xlsx.load(Buffer.from(await (await db.callerAs(sly)).quizzes.teacher.exportMyGrades(), "base64") as never);
    expect(mine.getWorksheet("My Quiz Export")?.rowCount).toBe(3);
  });

  it("item analysis: each question's share correct over the class's newest attempts, most missed first; other teachers refused", async () => {
    // A class of its own: the other tests' attempts in Class A (random question orders) would blur the shares.
    const classC = (await db.payload.create({ collection: "classes", data: { name: "Class C", key: "CLASS-C", memberships: [m1] }, overrideAccess: true })).id;
    const teacher = await db.callerAs(await db.createUser({ email: "teacher.c@school.test", role: "teacher", classes: [classC] }));
    const a = await db.callerAs(await student({ classes: [classC] }));
    const b = await db.callerAs(await student({ classes: [classC] }));
    // a: all right; b: 3 of 8 right (the first three questions of its order).
    const first = await take(a, bigQuiz);
    await a.quizzes.submit({ attemptId: first.started.attemptId! });
    const started = await b.quizzes.start({ quizId: bigQuiz });
    const answers = started.questions.map((q, i) => {
      const right = q.options.find((o) => o.text.endsWith("option 1"))!;
      return { questionId: q.id, optionId: i < 3 ? right.id : q.options.find((o) => o.id !== right.id)!.id };
    });
    await b.quizzes.score({ quizId: bigQuiz, attemptId: started.attemptId, answers });
    await b.quizzes.submit({ attemptId: started.attemptId! });
    const analysis = await teacher.quizzes.teacher.itemAnalysis({ classId: classC, quizId: bigQuiz });
    expect(analysis.questions).toHaveLength(8);
    const shares = analysis.questions.map((q) => q.shareCorrect!);
    expect([...shares].sort((x, y) => x - y)).toEqual(shares);
    expect(shares.every((x) => x >= 0 && x <= 100)).toBe(true);
    expect(shares.at(-1)).toBe(100);
    expect(await errorOf((await db.callerAs(teacherB)).quizzes.teacher.itemAnalysis({ classId: classC, quizId: bigQuiz }))).toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("TEA-021 attempts are 1 to 10 or 100 (unlimited)", async () => {
    const teacher = await db.callerAs(teacherA);
    expect(await errorOf(teacher.quizzes.teacher.setAttempts({ classId: classA, attempts: 11 }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await errorOf(teacher.quizzes.teacher.setAttempts({ classId: classA, attempts: 0 }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await teacher.quizzes.teacher.setAttempts({ classId: classA, attempts: 100 })).toEqual({ classSelected: classA, attempts: 100 });
  });

  it("QUIZ-023 QUIZ-025 My Quiz lists the student's own grades with 'Not Taken'", async () => {
    const user = await student();
    const caller = await db.callerAs(user);
    const { started } = await take(caller, u1.quizzes[0]);
    await caller.quizzes.submit({ attemptId: started.attemptId! });
    const records = await caller.quizzes.teacher.myGrades();
    expect(records.map((r) => [r.UnitId, r.Module, r.hasQuiz, r.Grade])).toEqual([
      [u1.unit, "U1 C1 M1", true, "100"],
      [u1.unit, "U1 C1 M2", true, "Not Taken"],
    ]);
  });
});

describe("per-student overrides (decision 034)", () => {
  /** A class of its own (Unit 1), with its teacher: the other tests' class settings stay apart. */
  async function ownClass(tag: string) {
    const classId = (
      await db.payload.create({ collection: "classes", data: { name: `Class ${tag}`, key: `CLASS-${tag}`, memberships: [m1] }, overrideAccess: true })
    ).id;
    const teacherUser = await db.createUser({ email: `teacher.${tag.toLowerCase()}@school.test`, role: "teacher", classes: [classId] });
    return { classId, teacherUser, teacher: await db.callerAs(teacherUser) };
  }
  const yesterday = () => dayIn(SCHOOL_TIME_ZONE, new Date(Date.now() - 86_400_000));
  const tomorrow = () => dayIn(SCHOOL_TIME_ZONE, new Date(Date.now() + 86_400_000));

  it("an extra attempt lets that student (only) take the quiz again; it is checked again at submission", async () => {
    const { classId, teacher } = await ownClass("OX");
    await teacher.quizzes.teacher.setAttempts({ classId, attempts: 1 });
    const s1 = await student({ classes: [classId] });
    const s2 = await student({ classes: [classId] });
    const c1 = await db.callerAs(s1);
    const c2 = await db.callerAs(s2);
    for (const c of [c1, c2]) {
      const t = await take(c, u1.quizzes[0]);
      await c.quizzes.submit({ attemptId: t.started.attemptId! });
      expect(await errorOf(c.quizzes.start({ quizId: u1.quizzes[0] }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.attempts });
    }
    const { id } = await teacher.quizzes.teacher.setOverride({
      classId,
      userId: s1.id,
      unitId: u1.unit,
      quizId: u1.quizzes[0],
      extraAttempts: 1,
      openDate: null,
      closeDate: null,
      reason: "  Was ill on the day  ",
    });
    expect(await c1.quizzes.status({ quizId: u1.quizzes[0] })).toMatchObject({
      attemptsLimit: 2,
      attemptsLeft: 1,
      refusal: null,
      override: { extraAttempts: 1, openDate: null, closeDate: null },
    });
    expect((await c2.quizzes.status({ quizId: u1.quizzes[0] })).refusal).toBe("attempts");
    // Only that quiz: the unit's other quiz keeps the class's limit (1, none used).
    expect((await c1.quizzes.status({ quizId: u1.quizzes[1] })).attemptsLimit).toBe(1);
    // Shown in the Students tab's table, with its reason (trimmed).
    const row = (await teacher.quizzes.teacher.grades({ classId })).find((g) => g.ID === s1.id)!;
    expect(row.grades[0].overrides).toEqual([
      { id, quizId: u1.quizzes[0], moduleName: "U1 C1 M1", extraAttempts: 1, openDate: null, closeDate: null, reason: "Was ill on the day" },
    ]);
    // Scored with the extra attempt, then the override is removed: the submission is refused.
    const pending = await take(c1, u1.quizzes[0]);
    expect(await teacher.quizzes.teacher.removeOverride({ classId, overrideId: id })).toEqual({ removed: true });
    expect(await errorOf(c1.quizzes.submit({ attemptId: pending.started.attemptId! }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.attempts });
    expect((await teacher.quizzes.teacher.grades({ classId })).find((g) => g.ID === s1.id)!.grades[0].overrides).toEqual([]);
    // Given again, the scored attempt (which already counts, decision 060) can be submitted, and then the limit (2) is reached.
    await teacher.quizzes.teacher.setOverride({
      classId,
      userId: s1.id,
      unitId: u1.unit,
      quizId: u1.quizzes[0],
      extraAttempts: 1,
      openDate: null,
      closeDate: null,
      reason: "Again",
    });
    expect((await c1.quizzes.submit({ attemptId: pending.started.attemptId! })).score).toBe(100);
    expect(await errorOf(c1.quizzes.start({ quizId: u1.quizzes[0] }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.attempts });
  });

  it("a student's own dates for every quiz of a unit replace the class's: open after the class closed, closed before it opens", async () => {
    const { classId, teacher } = await ownClass("OD");
    const s1 = await student({ classes: [classId] });
    const s2 = await student({ classes: [classId] });
    const c1 = await db.callerAs(s1);
    const c2 = await db.callerAs(s2);
    await teacher.quizzes.teacher.updateDates({ classId, quizId: "all", updateType: "ADD-CLOSE", date: yesterday() });
    const set = (data: { quizId: number | null; openDate: string | null; closeDate: string | null; userId?: number }) =>
      teacher.quizzes.teacher.setOverride({ classId, userId: s1.id, unitId: u1.unit, extraAttempts: 0, reason: "Exchange trip", ...data });
    await set({ quizId: null, openDate: null, closeDate: tomorrow() });
    for (const quizId of u1.quizzes) {
      expect(await c1.quizzes.status({ quizId })).toMatchObject({ closeDate: tomorrow(), refusal: null });
      expect((await c2.quizzes.status({ quizId })).refusal).toBe("dates");
    }
    const t = await take(c1, u1.quizzes[1]);
    expect((await c1.quizzes.submit({ attemptId: t.started.attemptId! })).score).toBe(100);
    // The quiz's own override wins over the unit's: not open before 2999 for this quiz.
    await set({ quizId: u1.quizzes[0], openDate: "2999-01-01", closeDate: null });
    expect(await errorOf(c1.quizzes.start({ quizId: u1.quizzes[0] }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.dates });
    expect((await c1.quizzes.status({ quizId: u1.quizzes[1] })).refusal).toBeNull();
    // Setting the same scope again replaces it (one row per student × unit × quiz).
    await set({ quizId: u1.quizzes[0], openDate: null, closeDate: tomorrow() });
    const overrides = (await teacher.quizzes.teacher.grades({ classId })).find((g) => g.ID === s1.id)!.grades[0].overrides;
    expect(overrides.map((o) => [o.quizId, o.openDate, o.closeDate])).toEqual([
      [null, null, tomorrow()],
      [u1.quizzes[0], null, tomorrow()],
    ]);
    expect((await c1.quizzes.status({ quizId: u1.quizzes[0] })).refusal).toBeNull();
  });

  it("refusals: other teachers, students, students and units of other classes, empty or inconsistent overrides, no reason", async () => {
    const { classId, teacher } = await ownClass("OR");
    const s1 = await student({ classes: [classId] });
    const outsider = await student({ classes: [classB] });
    const base = { classId, userId: s1.id, unitId: u1.unit, quizId: null, extraAttempts: 1, openDate: null, closeDate: null, reason: "r" };
    const other = await db.callerAs(teacherB);
    expect(await errorOf(other.quizzes.teacher.setOverride(base))).toMatchObject({ code: "FORBIDDEN" });
    expect(await errorOf((await db.callerAs(s1)).quizzes.teacher.setOverride(base))).toMatchObject({ code: "FORBIDDEN" });
    expect(await errorOf(teacher.quizzes.teacher.setOverride({ ...base, userId: outsider.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await errorOf(teacher.quizzes.teacher.setOverride({ ...base, unitId: u2.unit }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await errorOf(teacher.quizzes.teacher.setOverride({ ...base, quizId: u2.quizzes[0] }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await errorOf(teacher.quizzes.teacher.setOverride({ ...base, extraAttempts: 0 }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await errorOf(teacher.quizzes.teacher.setOverride({ ...base, extraAttempts: 11 }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await errorOf(teacher.quizzes.teacher.setOverride({ ...base, reason: "   " }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await errorOf(teacher.quizzes.teacher.setOverride({ ...base, openDate: "2030-02-01", closeDate: "2030-01-01" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    const { id } = await (await db.callerAs(admin)).quizzes.teacher.setOverride(base);
    // Removing needs the override's own class, taught by the caller.
    expect(await errorOf(other.quizzes.teacher.removeOverride({ classId, overrideId: id }))).toMatchObject({ code: "FORBIDDEN" });
    expect(await errorOf(other.quizzes.teacher.removeOverride({ classId: classB, overrideId: id }))).toMatchObject({ code: "NOT_FOUND" });
    expect((await db.payload.count({ collection: "quiz-overrides", where: { id: { equals: id } }, overrideAccess: true })).totalDocs).toBe(1);
    await teacher.quizzes.teacher.removeOverride({ classId, overrideId: id });
    expect(await errorOf(teacher.quizzes.teacher.removeOverride({ classId, overrideId: id }))).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("grade export route (TEA-010)", () => {
  it("TEA-010 TEA-001 /account/grade-export streams the XLSX to a teacher of the class; others get 403, unknown classes 404", async () => {
    const kid = await student({ firstName: "Streamed", lastName: "Kid" });
    const ok = await gradeExport(teacherA, classA);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(ok.headers.get("content-disposition")).toBe(`attachment; filename="grades-class-${classA}.xlsx"`);
    expect(ok.body).toBeInstanceOf(ReadableStream);
    const ExcelJS = (await import("exceljs")).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await ok.arrayBuffer()) as never);
    const emails: string[] = [];
    wb.getWorksheet("My Quiz Export")!.eachRow((row) => emails.push(String(row.getCell(3).text)));
    expect(emails).toContain(kid.email);
    expect((await gradeExport(teacherB, classA)).status).toBe(403);
    expect((await gradeExport(kid, classA)).status).toBe(403);
    expect((await gradeExport(admin, 999_999)).status).toBe(404);
    expect((await gradeExport(teacherA, "x")).status).toBe(404);
    expect((await gradeExport(admin, classA)).status).toBe(200);
  });
});

describe("answers kept on the attempt", () => {
  it("QUIZ-004 the options chosen so far are stored as the student answers; a reload resumes order and choices, never correctness", async () => {
    const user = await student();
    const caller = await db.callerAs(user);
    const started = await caller.quizzes.start({ quizId: bigQuiz });
    const [q1, q2] = started.questions;
    expect(await caller.quizzes.answer({ attemptId: started.attemptId!, questionId: q1.id, optionId: q1.options[2].id })).toEqual({ saved: true });
    await caller.quizzes.answer({ attemptId: started.attemptId!, questionId: q2.id, optionId: q2.options[0].id });
    // A changed mind replaces the choice.
    await caller.quizzes.answer({ attemptId: started.attemptId!, questionId: q1.id, optionId: q1.options[1].id });
    const current = await caller.quizzes.current({ quizId: bigQuiz });
    expect(current.attempt?.questions).toEqual(started.questions);
    expect(current.attempt?.answers).toEqual({ [q1.id]: q1.options[1].id, [q2.id]: q2.options[0].id });
    expect(JSON.stringify(current)).not.toMatch(/correct/i);
    // Only options of the attempt's question, only the learner's own open attempt.
    expect(await errorOf(caller.quizzes.answer({ attemptId: started.attemptId!, questionId: q1.id, optionId: q2.options[0].id }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    const stranger = await db.callerAs(await student());
    expect(await errorOf(stranger.quizzes.answer({ attemptId: started.attemptId!, questionId: q1.id, optionId: q1.options[0].id }))).toMatchObject({
      code: "NOT_FOUND",
    });
    const answers = started.questions.map((q) => ({ questionId: q.id, optionId: q.options[0].id }));
    await caller.quizzes.score({ quizId: bigQuiz, attemptId: started.attemptId, answers });
    expect(await errorOf(caller.quizzes.answer({ attemptId: started.attemptId!, questionId: q1.id, optionId: q1.options[0].id }))).toMatchObject({
      code: "PRECONDITION_FAILED",
    });
  });
});

describe("ADM-003 quiz settings refer to memberships", () => {
  it("ADM-003 TEA-014 each textbook row names the class's membership that opens its unit, and the stored dates record it", async () => {
    const classId = (await db.payload.create({ collection: "classes", data: { name: "Class M", key: "CLASS-M", memberships: [m1] }, overrideAccess: true })).id;
    const teacher = await db.callerAs(await db.createUser({ email: "teacher.m@school.test", role: "teacher", classes: [classId] }));
    const rows = await teacher.quizzes.teacher.textbook({ classId });
    expect(rows.map((r) => r.membershipKey)).toEqual(["M-U1", "M-U1"]);
    await teacher.quizzes.teacher.updateDates({ classId, quizId: u1.quizzes[0], updateType: "ADD-CLOSE", date: "2031-01-01" });
    const { docs } = await db.payload.find({ collection: "quiz-dates", where: { class: { equals: classId } }, overrideAccess: true, depth: 0 });
    expect(docs.map((d) => [d.quiz, d.membership])).toEqual([[u1.quizzes[0], m1]]);
  });
});
