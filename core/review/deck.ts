import { sql, type SQL } from "@payloadcms/db-postgres/drizzle";
import type { Payload } from "payload";
import { poolOf, type Queryable } from "#core/db/pool";
import { reviewNow } from "./clock";
import { schedule, type CardState, type StoredCardState } from "./scheduler";

/**
 * Writing a student's review deck (issue 28): what a submitted quiz attempt adds to it. Kept apart
 * from ./cards.ts (which reads quizzes) so that core/quizzes can call it without an import cycle.
 */

export const CARD_COLUMNS = "due, state, stability, difficulty, scheduled_days, learning_steps, reps, lapses, last_review";

export type QuizAnswerResult = { questionId: string; correct: boolean };

/**
 * Called once a quiz attempt is submitted (core/quizzes/quizzes.ts): each question answered wrong
 * enters the deck (a new card rated Again: due the next day) or, already there, is rated Again; a
 * question answered right that has a card is rated Good (its next review moves further away).
 * Questions answered right without a card are left alone. One read and one upsert.
 */
export async function recordQuizAnswers(
  payload: Payload,
  input: { userId: number; quizId: number; unitId: number | null; results: readonly QuizAnswerResult[] },
  now: Date = reviewNow(),
): Promise<{ added: number; rescheduled: number }> {
  if (!input.results.length) return { added: 0, rescheduled: 0 };
  const db = poolOf(payload);
  const { rows } = await db.query(`SELECT question_id, ${CARD_COLUMNS} FROM review_cards WHERE user_id = $1 AND quiz_id = $2`, [input.userId, input.quizId]);
  const existing = new Map((rows as unknown as (StoredCardState & { question_id: string })[]).map((r) => [r.question_id, r]));
  const changes: (CardState & { question_id: string })[] = [];
  let added = 0;
  for (const r of input.results) {
    const card = existing.get(r.questionId) ?? null;
    if (!card && r.correct) continue;
    if (!card) added++;
    changes.push({ question_id: r.questionId, ...schedule(card, r.correct, now) });
  }
  if (!changes.length) return { added: 0, rescheduled: 0 };
  await upsertCards(db, input.userId, input.quizId, input.unitId, changes);
  return { added, rescheduled: changes.length - added };
}

export async function upsertCards(db: Queryable, userId: number, quizId: number, unitId: number | null, cards: (CardState & { question_id: string })[]) {
  await db.query(
    `INSERT INTO review_cards (user_id, quiz_id, unit_id, question_id, ${CARD_COLUMNS}, updated_at, created_at)
     SELECT $1, $2, $3, c.question_id, c.due, c.state, c.stability, c.difficulty, c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.last_review, now(), now()
       FROM jsonb_to_recordset($4::jsonb) AS c(question_id varchar, due timestamptz, state numeric, stability numeric, difficulty numeric,
            scheduled_days numeric, learning_steps numeric, reps numeric, lapses numeric, last_review timestamptz)
     ON CONFLICT (user_id, quiz_id, question_id) DO UPDATE SET
       unit_id = coalesce(excluded.unit_id, review_cards.unit_id), due = excluded.due, state = excluded.state, stability = excluded.stability,
       difficulty = excluded.difficulty, scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps,
       reps = excluded.reps, lapses = excluded.lapses, last_review = excluded.last_review, updated_at = now()`,
    [userId, quizId, unitId, JSON.stringify(cards)],
  );
}

/**
 * A quiz saved without some of its questions (an editor removed them in /admin): their cards leave every student's
 * deck in the same transaction, so the dashboard's "Review: N due" and the session's count only questions that can
 * still be asked (cms/hooks/reviewCards.ts). One statement on the quiz's cards (index on quiz_id); the data-version
 * triggers bump each affected student's version (decision 045), so their cached pages show the new counts.
 */
export async function dropCardsOfRemovedQuestions(db: { execute: (q: SQL) => Promise<unknown> }, quizId: number, questionIds: readonly string[]) {
  await db.execute(
    sql`DELETE FROM review_cards WHERE quiz_id = ${quizId} AND question_id NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(questionIds)}::jsonb))`,
  );
}
