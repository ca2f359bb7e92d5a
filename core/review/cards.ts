import type { Payload } from "payload";
import { inTransaction, poolOf } from "#core/db/pool";
import type { Context } from "#core/context";
import { entitlements, type Entitlements } from "#core/content/entitlements";
import { Conflict, Forbidden, Invalid, NotFound } from "#core/errors";
import { idOf, type Ref } from "#core/ids";
import type { Locale } from "#core/content/readModel";
import { nullIfNotFound } from "#core/notFound";
import { loadQuiz, shuffled } from "#core/quizzes/quizzes";
import { reviewNow } from "./clock";
import { CARD_COLUMNS, upsertCards } from "./deck";
import { DUE_COUNTS_SQL, DUE_LIST_AFTER_SQL, DUE_LIST_SQL } from "./queries";

export { DUE_COUNTS_SQL, DUE_LIST_SQL };
import { schedule, type StoredCardState } from "./scheduler";

/**
 * Spaced-repetition review of missed quiz questions (issue 28, docs/decisions/100-review-with-fsrs.md).
 * A student's deck is the rows of review_cards: one per quiz question they answered wrong, with its
 * FSRS state and due time. The quiz's grade is never read or written here. Every read is one
 * indexed statement on (user_id, due, unit_id); nothing goes through Payload's Local API.
 */

type CardRow = StoredCardState & { id: number; quiz_id: number; question_id: string; unit_id: number | null };

const classIdsOf = (user: Context["user"]) => ((user?.classes ?? []) as Ref[]).map((r) => idOf(r)).filter((v): v is number => v != null);

/**
 * Whether review is on for a student: on unless one of their classes turned it off (General
 * Settings); a student in no class has it. One indexed read of their classes.
 */
export async function reviewEnabledFor(payload: Payload, user: Context["user"]): Promise<boolean> {
  const ids = classIdsOf(user);
  if (!ids.length) return true;
  const { rows } = await poolOf(payload).query(`SELECT bool_and(coalesce(review_enabled, true)) AS enabled FROM classes WHERE id = ANY($1::int[])`, [ids]);
  return rows[0]?.enabled !== false;
}

/** A card may be reviewed while its unit is one the student may open (a card of no unit always). */
const mayReview = (e: Entitlements, unitId: number | null) => unitId == null || e.all || e.units.has(unitId);

export type DueSummary = { enabled: boolean; units: { unitId: number; due: number }[] };

/** The dashboard's "Review: N due" per unit the student may open (none when review is off for them). */
export async function dueSummary(ctx: Context): Promise<DueSummary> {
  const user = ctx.user!;
  if (!(await reviewEnabledFor(ctx.payload, user))) return { enabled: false, units: [] };
  const [{ rows }, e] = await Promise.all([poolOf(ctx.payload).query(DUE_COUNTS_SQL, [user.id, reviewNow()]), entitlements(ctx)]);
  const units = (rows as { unit_id: number | null; due: number }[])
    .filter((r) => r.unit_id != null && (e.all || e.units.has(r.unit_id)))
    .map((r) => ({ unitId: r.unit_id as number, due: Number(r.due) }))
    .sort((a, b) => a.unitId - b.unitId);
  return { enabled: true, units };
}

export type ReviewCardView = { cardId: number; quizTitle: string; question: string; options: { id: string; text: string }[] };
export type ReviewSession = { enabled: boolean; unitId: number | null; due: number; card: ReviewCardView | null };

/** How many due cards are read at once to find the next one that can still be shown. */
const LOOKAHEAD = 20;

/**
 * The review session's next question (reads only): the oldest due card of the unit (or of every
 * unit) whose quiz question still exists and whose unit the student may open, with the quiz's own
 * question and choices in a new random order, and how many are due in all. Due cards are read
 * LOOKAHEAD at a time, and past the first when none of them can be shown.
 */
export async function reviewSession(ctx: Context, input: { unitId: number | null }, locale: Locale = ctx.language): Promise<ReviewSession> {
  const user = ctx.user!;
  if (!(await reviewEnabledFor(ctx.payload, user))) return { enabled: false, unitId: input.unitId, due: 0, card: null };
  const now = reviewNow();
  const [{ rows }, e] = await Promise.all([poolOf(ctx.payload).query(DUE_LIST_SQL, [user.id, now, input.unitId, LOOKAHEAD]), entitlements(ctx)]);
  const cards = (rows as unknown as CardRow[]).filter((r) => mayReview(e, r.unit_id));
  let due = cards.length;
  if (rows.length === LOOKAHEAD) {
    const counts = await poolOf(ctx.payload).query(DUE_COUNTS_SQL, [user.id, now]);
    due = (counts.rows as { unit_id: number | null; due: number }[])
      .filter((r) => (input.unitId == null || r.unit_id === input.unitId) && mayReview(e, r.unit_id))
      .reduce((n, r) => n + Number(r.due), 0);
  }
  // The oldest card that can still be shown; when a whole look-ahead could not (its questions removed since), the next.
  let page = rows as unknown as (CardRow & { due: Date })[];
  for (;;) {
    for (const row of page.filter((r) => mayReview(e, r.unit_id))) {
      const quiz = await loadQuiz(ctx, row.quiz_id, locale).catch(nullIfNotFound);
      const question = quiz?.questions.find((q) => q.id === row.question_id);
      if (!quiz || !question) continue; // the question was removed from its quiz since
      return {
        enabled: true,
        unitId: input.unitId,
        due,
        card: { cardId: row.id, quizTitle: quiz.title, question: question.text, options: shuffled(question.options.map((o) => ({ id: o.id, text: o.text }))) },
      };
    }
    if (page.length < LOOKAHEAD) break;
    const last = page[page.length - 1];
    page = (await poolOf(ctx.payload).query(DUE_LIST_AFTER_SQL, [user.id, now, input.unitId, LOOKAHEAD, last.due, last.id])).rows as unknown as (CardRow & {
      due: Date;
    })[];
  }
  return { enabled: true, unitId: input.unitId, due: 0, card: null };
}

export type ReviewAnswer = { correct: boolean; correctOptionId: string; correctAnswer: string; due: string; intervalDays: number };

/**
 * Grades one review answer on the server and reschedules the card (right: Good, wrong: Again).
 * Only the student's own card, only while it is due, only one of its question's options; the
 * quiz's attempts and grade are not touched.
 */
export async function answerCard(ctx: Context, input: { cardId: number; optionId: string }, locale: Locale = ctx.language): Promise<ReviewAnswer> {
  const user = ctx.user!;
  if (!(await reviewEnabledFor(ctx.payload, user))) throw new Forbidden("review.off", "Review is turned off for your class.");
  const now = reviewNow();
  const e = await entitlements(ctx);
  return inTransaction(ctx.payload, async (db) => {
    const { rows } = await db.query(`SELECT id, quiz_id, question_id, unit_id, ${CARD_COLUMNS} FROM review_cards WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
      input.cardId,
      user.id,
    ]);
    const card = rows[0] as unknown as CardRow | undefined;
    // The session's rule on the server too: a card of a unit the student may no longer open is not theirs to answer.
    if (!card || !mayReview(e, card.unit_id)) throw new NotFound("review.card", "Review card not found.");
    if (new Date(card.due) > now) throw new Conflict("review.notDue", "This question is not due for review yet.");
    const quiz = await loadQuiz(ctx, card.quiz_id, locale);
    const question = quiz.questions.find((q) => q.id === card.question_id);
    if (!question) throw new NotFound("review.card", "Review card not found.");
    const chosen = question.options.find((o) => o.id === input.optionId);
    if (!chosen) throw new Invalid("review.notAnOption", "Not an option of this question.");
    const right = question.options.find((o) => o.correct) ?? null;
    const next = schedule(card, chosen.correct, now);
    await upsertCards(db, user.id, card.quiz_id, card.unit_id, [{ question_id: card.question_id, ...next }]);
    return {
      correct: chosen.correct,
      correctOptionId: right?.id ?? "",
      correctAnswer: right?.text ?? "",
      due: next.due.toISOString(),
      intervalDays: next.scheduled_days,
    };
  });
}
