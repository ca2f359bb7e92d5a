import { publishLive } from "#core/liveClass/events";
import crypto from "node:crypto";
import { Conflict, Forbidden, Invalid, NotFound, Precondition } from "#core/errors";
import { inTransaction, poolOf, type Queryable } from "#core/db/pool";
import { passbackAfterGrade } from "#core/lti/outcomes";
import { recordQuizAnswers } from "#core/review/deck";
import type { Context } from "#core/context";
import { assertCanOpen, entitlements } from "#core/content/entitlements";
import { idOf, type Ref } from "#core/ids";
import { contentGeneration, contentView, type Locale } from "#core/content/readModel";
import {
  attemptsLeft,
  dayIn,
  isValidTimeZone,
  isWithinDates,
  NO_DATE,
  QUIZ_REFUSALS,
  type QuizRefusal,
  SCHOOL_TIME_ZONE,
  scorePercent,
  UNLIMITED_ATTEMPTS,
} from "#shared/quizzes";

/**
 * Quiz taking (QUIZ-001…QUIZ-021), docs/decisions/030-quiz-attempts.md and 031-quiz-dates-and-deadlines.md.
 * The server owns everything a learner could cheat on: the shuffled order (stored on the attempt),
 * the correct answers (never sent before the attempt is submitted), the score, the attempt limit
 * and the open/close dates. Attempts are read and written with plain indexed SQL.
 */

export type QuizQuestion = { id: string; text: string; options: { id: string; text: string; correct: boolean }[] };
export type QuizDoc = { id: number; title: string; moduleId: number | null; lessonId: number | null; questions: QuizQuestion[] };
export type QuizPlace = { unitId: number | null; chapterId: number | null; moduleId: number | null; lessonId: number | null; kind: "module" | "lesson" };

/**
 * Loaded quizzes, per Payload instance, kept while the published content does not change: a quiz's
 * status is read on every module page (its button), and Payload's query for a quiz with its questions
 * and options took ~200 ms on the district-sized data. The quizzes collection's hooks drop the content
 * read model (and so this cache: its generation goes up), here and on other instances through NOTIFY.
 * The cached documents are frozen: callers map them, never change them.
 */
const quizCache = new WeakMap<Context["payload"], { generation: number; docs: Map<string, Promise<QuizDoc>> }>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** QUIZ-002, QUIZ-003: a quiz with its answers (server side only). */
export function loadQuiz(ctx: Pick<Context, "payload">, quizId: number, locale: Locale): Promise<QuizDoc> {
  const generation = contentGeneration(ctx.payload);
  let cache = quizCache.get(ctx.payload);
  if (!cache || cache.generation !== generation) quizCache.set(ctx.payload, (cache = { generation, docs: new Map() }));
  const key = `${quizId}:${locale}`;
  let found = cache.docs.get(key);
  if (!found) {
    const docs = cache.docs;
    found = fetchQuiz(ctx, quizId, locale).then(deepFreeze);
    docs.set(key, found);
    found.catch(() => docs.delete(key));
  }
  return found;
}

async function fetchQuiz(ctx: Pick<Context, "payload">, quizId: number, locale: Locale): Promise<QuizDoc> {
  const doc = await ctx.payload.findByID({
    collection: "quizzes",
    id: quizId,
    depth: 0,
    locale,
    fallbackLocale: "en",
    overrideAccess: true,
    disableErrors: true,
  });
  if (!doc) throw new NotFound("quiz.notFound", "Quiz not found.");
  return {
    id: doc.id,
    title: doc.title,
    moduleId: idOf(doc.module as Ref),
    lessonId: idOf(doc.lesson as Ref),
    questions: (doc.questions ?? []).map((q) => ({
      id: String(q.id),
      text: q.question,
      options: (q.options ?? []).map((o) => ({ id: String(o.id), text: o.text, correct: o.correct === true })),
    })),
  };
}

/** Where a quiz sits in the textbook (from the content read model): published places only. */
export async function placeOf(ctx: Pick<Context, "payload">, quiz: Pick<QuizDoc, "moduleId" | "lessonId">): Promise<QuizPlace> {
  const view = await contentView(ctx.payload, "en");
  if (quiz.lessonId != null) {
    const lesson = view.lessons.get(quiz.lessonId);
    if (!lesson) throw new NotFound("quiz.notFound", "Quiz not found.");
    return { unitId: lesson.unitId, chapterId: lesson.chapterId, moduleId: lesson.moduleId, lessonId: lesson.id, kind: "lesson" };
  }
  const mod = quiz.moduleId != null ? view.modules.get(quiz.moduleId) : undefined;
  if (!mod) throw new NotFound("quiz.notFound", "Quiz not found.");
  const chapter = view.chapters.get(mod.chapterId);
  return { unitId: chapter?.unitId ?? null, chapterId: mod.chapterId, moduleId: mod.id, lessonId: null, kind: "module" };
}

/**
 * QUIZ-013, QUIZ-014 (decided): the membership keys whose holders do not see module quizzes, a
 * setting (environment variable QUIZ_HIDDEN_MEMBERSHIP_KEYS, comma-separated; empty by default).
 */
export function hiddenQuizMembershipKeys(): string[] {
  return (process.env.QUIZ_HIDDEN_MEMBERSHIP_KEYS ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}

/** QUIZ-013: the caller's membership keys (own and their classes'). */
export async function membershipKeys(ctx: Context): Promise<string[]> {
  const e = await entitlements(ctx);
  if (!e.memberships.size) return [];
  const { rows } = await poolOf(ctx.payload).query<{ key: string }>(`SELECT key FROM memberships WHERE id = ANY($1::int[]) ORDER BY key`, [[...e.memberships]]);
  return rows.map((r) => r.key);
}

export type ClassRules = { classId: number | null; attempts: number; timeZone: string };

/**
 * QUIZ-015, QUIZ-021: the class whose rules apply to a learner in a unit — among the learner's
 * classes, the first (lowest id) whose memberships open the unit, else their first class — with
 * its attempt limit and time zone. No class: unlimited attempts, the school's time zone, no dates.
 */
export async function classRules(ctx: Context, unitId: number | null): Promise<ClassRules> {
  const classIds = ((ctx.user?.classes as Ref[] | null | undefined) ?? []).map((r) => idOf(r)).filter((v): v is number => v != null);
  if (!classIds.length) return { classId: null, attempts: UNLIMITED_ATTEMPTS, timeZone: SCHOOL_TIME_ZONE };
  const { rows } = await poolOf(ctx.payload).query<{ id: number; attempts: string | null; time_zone: string | null }>(classRulesSql("$1", "$2"), [
    classIds,
    unitId,
  ]);
  return classRulesOf(rows[0]);
}

/**
 * The one statement text choosing the class whose rules apply (QUIZ-015, QUIZ-021; see `classRules`):
 * at most one row `(id, attempts, time_zone)` of `class_quiz_settings`, to read with `classRulesOf`.
 * `classIds` and `unitId` are the placeholders of the learner's class ids (int[]) and the unit id.
 * `classRules` runs it alone; the module page embeds it as a CTE of its single statement (decision 081).
 */
export function classRulesSql(classIds: string, unitId: string): string {
  return `SELECT c.id, s.attempts, s.time_zone
    FROM unnest(${classIds}::int[]) AS c(id)
    LEFT JOIN class_quiz_settings s ON s.class_id = c.id
   ORDER BY EXISTS (
            SELECT 1 FROM classes_rels cr
              JOIN memberships_rels mr ON mr.parent_id = cr.memberships_id AND mr.path = 'units'
             WHERE cr.parent_id = c.id AND cr.path = 'memberships' AND mr.units_id = ${unitId}) DESC, c.id
   LIMIT 1`;
}

export type QuizStatus = {
  quizId: number;
  title: string;
  kind: "module" | "lesson";
  unitId: number | null;
  moduleId: number | null;
  lessonId: number | null;
  classId: number | null;
  /** QUIZ-015: attempts used — every attempt whose score was shown, submitted or not (docs/decisions/060-attempts-that-count.md). */
  attemptNum: number;
  attemptsLimit: number;
  /** null: unlimited (QUIZ-016). */
  attemptsLeft: number | null;
  openDate: string;
  closeDate: string;
  /** TEA-007: the student's extension of the unit's deadline ('YYYY-MM-DD'), or null. */
  extendedUntil: string | null;
  /** The teacher's override for this student (docs/decisions/034-per-student-quiz-overrides.md), already applied above; null: none. */
  override: { extraAttempts: number; openDate: string | null; closeDate: string | null } | null;
  today: string;
  /** QUIZ-010: the recorded grade (the newest submitted attempt), or null. */
  grade: number | null;
  /** An attempt being taken (open) or scored but not submitted. */
  pendingAttemptId: number | null;
  /** Why the learner may not start an attempt now, or null. */
  refusal: QuizRefusal | null;
  multiSession: boolean;
};

/** The attempts, dates, extension and override of one learner for one quiz, as one statement reads them. */
export type QuizStatusRow = {
  submitted: string | number;
  grade: string | number | null;
  pending: number | null;
  open_date: string | null;
  close_date: string | null;
  extension: string | null;
  override: { extra: string | number; open: string | null; close: string | null } | null;
};

/**
 * The class's rules applied to one learner's row (QUIZ-015…QUIZ-021, TEA-009, decision 034): the
 * attempt limit with the override's extra attempts, the dates (the override's, else the class's),
 * today in the class's time zone, and why an attempt may not start now. `membershipKeys`: the
 * learner's keys when the quiz is a module quiz and some keys hide module quizzes (QUIZ-013), else [].
 */
export function applyQuizRules(rules: ClassRules, row: QuizStatusRow, membershipKeys: readonly string[]) {
  const used = Number(row.submitted);
  // Per-student override (decision 034): the quiz's own override, else the unit's, replaces the
  // class's bounds it sets and adds its extra attempts to a limited class limit.
  const override = row.override
    ? { extraAttempts: Number(row.override.extra), openDate: row.override.open || null, closeDate: row.override.close || null }
    : null;
  const limit = rules.attempts >= UNLIMITED_ATTEMPTS ? UNLIMITED_ATTEMPTS : Math.min(UNLIMITED_ATTEMPTS - 1, rules.attempts + (override?.extraAttempts ?? 0));
  const left = attemptsLeft(limit, used);
  const today = dayIn(rules.timeZone);
  const openDate = override?.openDate ?? row.open_date ?? NO_DATE;
  const closeDate = override?.closeDate ?? row.close_date ?? NO_DATE;
  let refusal: QuizRefusal | null = null;
  if (membershipKeys.some((k) => hiddenQuizMembershipKeys().includes(k))) refusal = "hidden";
  // TEA-009 (docs/decisions/032-unit-deadlines.md): after a close date (the unit's deadline), a
  // student whose deadline the teacher extended may still take the quiz until the extension's date.
  const extended = row.extension != null && closeDate !== NO_DATE && today > closeDate && today <= row.extension && isWithinDates(today, openDate, NO_DATE);
  if (!refusal && !extended && !isWithinDates(today, openDate, closeDate)) refusal = "dates";
  if (!refusal && left === 0) refusal = "attempts";
  return { used, override, limit, left, today, openDate, closeDate, refusal, row };
}

/** The class rules of a row read in SQL (class id, attempts, time zone), as classRules answers them. */
export function classRulesOf(row: { id: number | null; attempts: string | number | null; time_zone: string | null } | null | undefined): ClassRules {
  if (!row || row.id == null) return { classId: null, attempts: UNLIMITED_ATTEMPTS, timeZone: SCHOOL_TIME_ZONE };
  const tz = row.time_zone && isValidTimeZone(row.time_zone) ? row.time_zone : SCHOOL_TIME_ZONE;
  return { classId: Number(row.id), attempts: row.attempts != null ? Number(row.attempts) : UNLIMITED_ATTEMPTS, timeZone: tz };
}

/** Everything the quiz button and the quiz page need to know, for the caller (membership checked). */
export async function quizStatus(ctx: Context, quizId: number, locale: Locale = ctx.language): Promise<QuizStatus & { quiz: QuizDoc; place: QuizPlace }> {
  const quiz = await loadQuiz(ctx, quizId, locale);
  const place = await placeOf(ctx, quiz);
  await assertCanOpen(ctx, { unitId: place.unitId, chapterId: place.chapterId });
  const multiSession = ctx.session?.multiSession === true;
  const rules = await classRules(ctx, place.unitId);
  const userId = ctx.user!.id;
  const { rows } = await poolOf(ctx.payload).query<QuizStatusRow>(
    `SELECT (SELECT count(*) FROM quiz_attempts WHERE user_id = $1 AND quiz_id = $2 AND ${USED}) AS submitted,
            (SELECT score FROM quiz_attempts WHERE user_id = $1 AND quiz_id = $2 AND status = 'submitted' ORDER BY submitted_at DESC, id DESC LIMIT 1) AS grade,
            (SELECT id FROM quiz_attempts WHERE user_id = $1 AND quiz_id = $2 AND status IN ('open', 'scored') ORDER BY id DESC LIMIT 1) AS pending,
            (SELECT expire_date FROM deadline_extensions WHERE class_id = $3 AND unit_id = $4 AND user_id = $1) AS extension,
            (SELECT json_build_object('extra', extra_attempts, 'open', open_date, 'close', close_date) FROM quiz_overrides
              WHERE class_id = $3 AND user_id = $1 AND unit_id = $4 AND (quiz_id = $2 OR quiz_id IS NULL)
              ORDER BY quiz_id IS NULL, id DESC LIMIT 1) AS override,
            d.open_date, d.close_date
       FROM (SELECT 1) one
       LEFT JOIN quiz_dates d ON d.class_id = $3 AND d.quiz_id = $2`,
    [userId, quizId, rules.classId, place.unitId],
  );
  const applied = applyQuizRules(rules, rows[0], place.kind === "module" && hiddenQuizMembershipKeys().length ? await membershipKeys(ctx) : []);
  const { used, override, limit, left, today, openDate, closeDate, refusal, row } = applied;
  return {
    quizId,
    title: quiz.title,
    kind: place.kind,
    unitId: place.unitId,
    moduleId: place.moduleId,
    lessonId: place.lessonId,
    classId: rules.classId,
    attemptNum: used,
    attemptsLimit: limit,
    attemptsLeft: left,
    openDate,
    closeDate,
    extendedUntil: row.extension ?? null,
    override,
    today,
    grade: row.grade == null ? null : Number(row.grade),
    pendingAttemptId: row.pending ?? null,
    refusal,
    multiSession,
    quiz,
    place,
  };
}

/**
 * An attempt counts against the limit once its score has been shown (decision 060): scored,
 * submitted, or scored and then abandoned by a retake. An attempt abandoned before scoring does not.
 */
export const USED = `score IS NOT NULL`;

/**
 * Runs `work` in one transaction holding the (student, quiz) lock, a transaction-scoped advisory
 * lock: starting, scoring and submitting an attempt of one student at one quiz are serialised, so
 * N parallel requests give what N sequential ones give (issue 23 items 1 and 2). The lock ends with
 * the transaction; nothing else takes advisory locks of the two-key form.
 */
function underAttemptLock<T>(ctx: Context, quizId: number, work: (db: Queryable) => Promise<T>): Promise<T> {
  return inTransaction(ctx.payload, async (db) => {
    await db.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [ctx.user!.id, quizId]);
    return work(db);
  });
}

/** The attempts used, read under the lock (another attempt than `except`). */
async function usedAttempts(db: Queryable, userId: number, quizId: number, except: number | null): Promise<number> {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM quiz_attempts WHERE user_id = $1 AND quiz_id = $2 AND ${USED} AND id <> $3`, [
    userId,
    quizId,
    except ?? -1,
  ]);
  return Number(rows[0].n);
}

/** Whether one more attempt may be used (the limit of the status, 100 = unlimited). */
const withinLimit = (status: Pick<QuizStatus, "attemptsLimit">, used: number) => status.attemptsLimit >= UNLIMITED_ATTEMPTS || used < status.attemptsLimit;

const refuse = (code: "FORBIDDEN" | "CONFLICT", why: QuizRefusal): never => {
  throw code === "CONFLICT" ? new Conflict(`quiz.${why}`, QUIZ_REFUSALS[why]) : new Forbidden(`quiz.${why}`, QUIZ_REFUSALS[why]);
};

/**
 * QUIZ-012, SES-056, docs/decisions/137-shared-computer-quizzes.md: a multi-session (shared-computer)
 * session takes no quiz — no attempt, no answer kept, no score, no submission. A score that records
 * nothing could not be limited, and any score of chosen answers tells which answers are right
 * (issue 44 finding 1: 21 calls found a quiz's 100 % answers), so none is given.
 */
function refuseSharedComputer(ctx: Context) {
  if (ctx.session?.multiSession) refuse("FORBIDDEN", "multiSession");
}

/** The public part of a quiz status (no answers). */
export function publicStatus(s: Awaited<ReturnType<typeof quizStatus>>): QuizStatus {
  const { quiz: _quiz, place: _place, ...rest } = s;
  return rest;
}

export type QuestionOrder = { q: string; o: string[] }[];

/** A new random order of `items` (Fisher–Yates with crypto.randomInt); also the review session's options (core/review/cards.ts). */
export function shuffled<T>(items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** QUIZ-005: a new random order of the questions and of each question's options. */
export function shuffleOrder(quiz: QuizDoc): QuestionOrder {
  return shuffled(quiz.questions).map((q) => ({ q: q.id, o: shuffled(q.options.map((o) => o.id)) }));
}

/** The questions in an attempt's order, without the answers (QUIZ-003 note fixed). */
export function questionsInOrder(quiz: QuizDoc, order: QuestionOrder) {
  const byId = new Map(quiz.questions.map((q) => [q.id, q]));
  return order
    .map(({ q, o }) => {
      const question = byId.get(q);
      if (!question) return null;
      const options = new Map(question.options.map((opt) => [opt.id, opt]));
      return {
        id: question.id,
        text: question.text,
        options: o
          .map((id) => options.get(id))
          .filter((x): x is QuizQuestion["options"][number] => x != null)
          .map((opt) => ({ id: opt.id, text: opt.text })),
      };
    })
    .filter((x) => x != null);
}

type AttemptRow = { id: number; status: string; question_order: QuestionOrder; answers: Record<string, string> | null; score: string | null };

/** The caller's attempt; `db`: read (and locked) in that transaction. */
async function attemptOf(ctx: Context, attemptId: number, db?: Queryable): Promise<AttemptRow & { quiz_id: number }> {
  const { rows } = db
    ? await db.query(`SELECT id, quiz_id, status, question_order, answers, score FROM quiz_attempts WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
        attemptId,
        ctx.user!.id,
      ])
    : await poolOf(ctx.payload).query(`SELECT id, quiz_id, status, question_order, answers, score FROM quiz_attempts WHERE id = $1 AND user_id = $2`, [
        attemptId,
        ctx.user!.id,
      ]);
  if (!rows[0]) throw new NotFound("quiz.attemptNotFound", "Attempt not found.");
  return rows[0] as AttemptRow & { quiz_id: number };
}

/**
 * The attempt a learner is taking (QUIZ-004): the newest open or scored one, its questions in its
 * stored order (a reload resumes it), and its score once scored. Reads only. A shared computer
 * (decision 137) gets the status only: an attempt of the learner's own device is not taken there.
 */
export async function currentAttempt(ctx: Context, quizId: number, locale: Locale = ctx.language) {
  const status = await quizStatus(ctx, quizId, locale);
  if (status.pendingAttemptId == null || status.multiSession) return { status: publicStatus(status), attempt: null };
  const row = await attemptOf(ctx, status.pendingAttemptId);
  return {
    status: publicStatus(status),
    attempt: {
      id: row.id,
      state: row.status as "open" | "scored",
      questions: questionsInOrder(status.quiz, row.question_order),
      /** The options chosen so far (question row id → option row id), stored as the learner answers. */
      answers: row.answers ?? {},
      score: row.score == null ? null : Number(row.score),
    },
  };
}

/**
 * Keeps one chosen answer on the open attempt as the learner answers (a reload resumes the
 * attempt with its order and its choices). Only the learner's own open attempt, a question of
 * the attempt and one of that question's options; nothing about correctness comes back.
 */
export async function saveAnswer(ctx: Context, input: { attemptId: number; questionId: string; optionId: string }) {
  refuseSharedComputer(ctx);
  const row = await attemptOf(ctx, input.attemptId);
  if (row.status === "submitted") refuse("CONFLICT", "submitted");
  if (row.status !== "open") throw new Precondition("quiz.attemptClosed", "This attempt is no longer being taken.");
  const question = row.question_order.find((q) => q.q === input.questionId);
  if (!question || !question.o.includes(input.optionId)) throw new Invalid("quiz.notAnOption", "Not an option of this attempt.");
  const { rows } = await poolOf(ctx.payload).query<{ id: number }>(
    `UPDATE quiz_attempts SET answers = coalesce(answers, '{}'::jsonb) || jsonb_build_object($3::text, $4::text), updated_at = now()
      WHERE id = $1 AND user_id = $2 AND status = 'open' RETURNING id`,
    [row.id, ctx.user!.id, input.questionId, input.optionId],
  );
  if (!rows[0]) throw new Precondition("quiz.attemptClosed", "This attempt is no longer being taken.");
  return { saved: true as const };
}

/**
 * 'Take Quiz' and 'Retake' (QUIZ-005, QUIZ-011): refused outside the dates or with no attempts
 * left; any attempt not submitted is abandoned and a new one is stored with a fresh order. A
 * multi-session session is refused (QUIZ-012, decision 137): a shared computer takes no quiz.
 */
export async function startAttempt(ctx: Context, quizId: number, locale: Locale = ctx.language) {
  refuseSharedComputer(ctx);
  const status = await quizStatus(ctx, quizId, locale);
  if (status.refusal) refuse("FORBIDDEN", status.refusal);
  const order = shuffleOrder(status.quiz);
  const questions = questionsInOrder(status.quiz, order);
  const userId = ctx.user!.id;
  const attemptId = await underAttemptLock(ctx, quizId, async (db) => {
    if (!withinLimit(status, await usedAttempts(db, userId, quizId, null))) refuse("FORBIDDEN", "attempts");
    // A pending attempt is abandoned: an open one never counted; a scored one already counts (decision 060).
    await db.query(`UPDATE quiz_attempts SET status = 'abandoned', updated_at = now() WHERE user_id = $1 AND quiz_id = $2 AND status IN ('open', 'scored')`, [
      userId,
      quizId,
    ]);
    const { rows } = await db.query(
      `INSERT INTO quiz_attempts (user_id, quiz_id, class_id, unit_id, module_id, lesson_id, status, question_order, updated_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'open', $7::jsonb, now(), now()) RETURNING id`,
      [userId, quizId, status.classId, status.place.unitId, status.place.moduleId, status.place.lessonId, JSON.stringify(order)],
    );
    return rows[0].id as number;
  });
  return { attemptId, questions };
}

export type Answer = { questionId: string; optionId: string };

/** QUIZ-007: each question 'Correct' or 'Incorrect' with the answer submitted; unanswered questions are incorrect. */
export function grade(quiz: QuizDoc, answers: readonly Answer[]) {
  const chosen = new Map(answers.map((a) => [a.questionId, a.optionId]));
  const details = quiz.questions.map((q) => {
    const optionId = chosen.get(q.id) ?? null;
    const option = q.options.find((o) => o.id === optionId) ?? null;
    return {
      questionId: q.id,
      question: q.text,
      answerSubmitted: option?.text ?? "",
      optionId: option?.id ?? null,
      result: option?.correct ? ("Correct" as const) : ("Incorrect" as const),
    };
  });
  const correct = details.filter((d) => d.result === "Correct").length;
  return { details, score: scorePercent(correct, quiz.questions.length) };
}

/**
 * QUIZ-006: the score view. The answers are locked on the attempt (a learner cannot change them
 * and ask again) and the percent comes back, not yet saved; the per-question results come with
 * the submission. Only an attempt's answers are graded: a multi-session session is refused
 * (QUIZ-012, decision 137; issue 44 finding 1), and no attempt (null) is "start the quiz first".
 */
export async function scoreAttempt(ctx: Context, input: { quizId: number; attemptId: number | null; answers: Answer[] }) {
  refuseSharedComputer(ctx);
  if (input.attemptId == null) throw new Invalid("quiz.notStarted", "Start the quiz first.");
  const status = await quizStatus(ctx, input.quizId);
  const attemptId = input.attemptId;
  return underAttemptLock(ctx, input.quizId, async (db) => {
    const row = await attemptOf(ctx, attemptId, db);
    if (row.quiz_id !== input.quizId) throw new NotFound("quiz.attemptNotFound", "Attempt not found.");
    if (row.status === "submitted") refuse("CONFLICT", "submitted");
    if (row.status === "scored") return { score: Number(row.score), saved: false as const };
    if (row.status !== "open") throw new NotFound("quiz.attemptNotFound", "Attempt not found.");
    // Showing the score uses the attempt (decision 060): only while one is left.
    if (!withinLimit(status, await usedAttempts(db, ctx.user!.id, input.quizId, row.id))) refuse("FORBIDDEN", "attempts");
    const inAttempt = new Set(row.question_order.map((q) => q.q));
    const answers = input.answers.filter((a) => inAttempt.has(a.questionId));
    const { score } = grade(status.quiz, answers);
    const answerMap = Object.fromEntries(answers.map((a) => [a.questionId, a.optionId]));
    const { rows } = await db.query(
      `UPDATE quiz_attempts SET status = 'scored', answers = $2::jsonb, score = $3, updated_at = now()
        WHERE id = $1 AND status = 'open' RETURNING score`,
      [row.id, JSON.stringify(answerMap), score],
    );
    if (!rows[0]) throw new NotFound("quiz.attemptNotFound", "Attempt not found.");
    return { score: Number(rows[0].score), saved: false as const };
  });
}

/** One statement: the attempt marked submitted (only from 'scored') and a module quiz's score made the module grade. */
async function submitStatement(db: Queryable, values: unknown[]) {
  const { rows } = await db.query(
    `WITH s AS (
       UPDATE quiz_attempts SET status = 'submitted', grade_details = $2::jsonb, score = $3::numeric, submitted_at = now(), updated_at = now()
        WHERE id = $1::int AND user_id = $4::int AND status = 'scored' RETURNING id
     ), g AS (
       INSERT INTO progress (user_id, item_type, item_id, unit_id, module_id, status, grade, updated_at, created_at)
       SELECT $4::int, 'module', $5::int, $6::int, $5::int, 'IN-PROGRESS', $3::numeric, now(), now() FROM s WHERE $5::int IS NOT NULL
       ON CONFLICT (user_id, item_type, item_id) DO UPDATE SET grade = excluded.grade, updated_at = now()
     )
     SELECT id FROM s`,
    values,
  );
  return rows;
}

/**
 * QUIZ-009, QUIZ-010, QUIZ-011: records a scored attempt — once (a second submit is refused and
 * counts nothing) — with its per-question results, and makes its score the grade: a module quiz's
 * score becomes the module grade (LRN-038) shown on the unit cards and tables of contents. The
 * rules are checked again at submission: the dates, the attempts left, the multi-session refusal.
 * The results come back in `locale` (the session's language, or the one asked: issue 46 F2); the
 * recorded per-question results keep the quiz's English texts, as before.
 */
export async function submitAttempt(ctx: Context, input: { attemptId: number }, locale: Locale = ctx.language) {
  refuseSharedComputer(ctx);
  const row = await attemptOf(ctx, input.attemptId);
  if (row.status === "submitted") refuse("CONFLICT", "submitted");
  if (row.status !== "scored") throw new Precondition("quiz.unanswered", "Answer every question first.");
  const status = await quizStatus(ctx, row.quiz_id, "en");
  if (status.refusal === "hidden" || status.refusal === "dates") refuse("FORBIDDEN", status.refusal);
  const answers = Object.entries(row.answers ?? {}).map(([questionId, optionId]) => ({ questionId, optionId }));
  const { details, score } = grade(status.quiz, answers);
  // Under the (student, quiz) lock: the attempt is marked submitted (once: `status = 'scored'`) if,
  // besides itself, the attempts used leave room for it (a limit lowered since it was scored
  // refuses it) and, for a module quiz, its score becomes the module grade of the learner's progress row.
  const moduleId = status.place.kind === "module" ? status.place.moduleId : null;
  const rows = await underAttemptLock(ctx, row.quiz_id, async (db) => {
    const locked = await attemptOf(ctx, row.id, db);
    if (locked.status === "submitted") refuse("CONFLICT", "submitted");
    if (locked.status !== "scored") throw new Precondition("quiz.unanswered", "Answer every question first.");
    if (!withinLimit(status, await usedAttempts(db, ctx.user!.id, row.quiz_id, row.id))) refuse("FORBIDDEN", "attempts");
    return submitStatement(db, [row.id, JSON.stringify(details), score, ctx.user!.id, moduleId, status.place.unitId]);
  });
  if (!rows[0]) refuse("CONFLICT", "submitted");
  publishLive(ctx.payload, { kind: "quiz", userId: ctx.user!.id, quizId: row.quiz_id, moduleId, unitId: status.place.unitId, score }); // issue 28: the live class view
  // LTI-012: the unit's new total grade goes to the learner's school portal (queued and retried). The
  // grade is stored whatever happens there; a failure to queue is logged, and 'Force LTI Sync' resends.
  await passbackAfterGrade(ctx.payload, ctx.user!, status.place.unitId).catch((err: unknown) =>
    ctx.payload.logger.error({ err, attemptId: row.id }, "queueing the LTI grade passback failed"),
  );
  // Issue 28: the questions answered wrong enter the student's review deck, those answered right move further
  // away (core/review/deck.ts); the grade above is already stored, and a failure here is logged, never shown.
  await recordQuizAnswers(ctx.payload, {
    userId: ctx.user!.id,
    quizId: row.quiz_id,
    unitId: status.place.unitId,
    results: details.map((d) => ({ questionId: d.questionId, correct: d.result === "Correct" })),
  }).catch((err: unknown) => ctx.payload.logger.error({ err, attemptId: row.id }, "adding the attempt to the review deck failed"));
  // The same answers graded on the quiz in the learner's language: the same ids and the same correct options, its texts.
  const shown = locale === "en" ? details : grade(await loadQuiz(ctx, row.quiz_id, locale), answers).details;
  return {
    score,
    results: shown.map((d) => ({ questionId: d.questionId, question: d.question, answerSubmitted: d.answerSubmitted, result: d.result })),
  };
}

/**
 * QUIZ-022, LRN-032: the learner's quiz progress — per quiz, the newest submitted attempt with
 * quizId, lessonId, moduleId, unitId, gradePercentage and its per-question results. One statement.
 */
export async function quizProgressOf(ctx: Pick<Context, "payload">, userId: number) {
  const { rows } = await poolOf(ctx.payload).query<{
    quiz_id: number;
    lesson_id: number | null;
    module_id: number | null;
    unit_id: number | null;
    score: string;
    grade_details: { questionId: string; question: string; answerSubmitted: string; result: "Correct" | "Incorrect" }[] | null;
  }>(
    `SELECT DISTINCT ON (quiz_id) quiz_id, lesson_id, module_id, unit_id, score, grade_details
       FROM quiz_attempts WHERE user_id = $1 AND status = 'submitted' ORDER BY quiz_id, submitted_at DESC, id DESC`,
    [userId],
  );
  return rows.map((r) => ({
    quizId: r.quiz_id,
    lessonId: r.lesson_id,
    moduleId: r.module_id,
    unitId: r.unit_id,
    gradePercentage: Number(r.score),
    questions: (r.grade_details ?? []).map((d) => ({ questionId: d.questionId, question: d.question, answerSubmitted: d.answerSubmitted, result: d.result })),
  }));
}
