import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from "ts-fsrs";

/**
 * FSRS through ts-fsrs (docs/decisions/100-review-with-fsrs.md). The parameters are the library's
 * defaults (its trained weights, 90 % desired retention, at most 100 years) with two changes:
 * - no short-term steps: a quiz question comes back on another day, never ten minutes later, so a
 *   missed question is due the next day and each interval is a whole number of days;
 * - no fuzz: the same history gives the same due date (tests and support can reason about it).
 */
export const REVIEW_PARAMETERS = generatorParameters({ enable_short_term: false, enable_fuzz: false });
const scheduler = fsrs(REVIEW_PARAMETERS);

/** What a review rating maps to: a right answer is Good, a wrong (or missing) one Again. */
export const ratingOf = (correct: boolean): Grade => (correct ? Rating.Good : Rating.Again);

/** A card's FSRS state as stored in review_cards (numbers come back from numeric columns as strings). */
export type StoredCardState = {
  due: Date | string;
  state: number | string;
  stability: number | string;
  difficulty: number | string;
  scheduled_days: number | string;
  learning_steps: number | string;
  reps: number | string;
  lapses: number | string;
  last_review: Date | string | null;
};

export type CardState = {
  due: Date;
  state: number;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: Date | null;
};

function toCard(s: StoredCardState): Card {
  return {
    due: new Date(s.due),
    stability: Number(s.stability),
    difficulty: Number(s.difficulty),
    elapsed_days: 0, // ts-fsrs 5 derives it from last_review
    scheduled_days: Number(s.scheduled_days),
    learning_steps: Number(s.learning_steps),
    reps: Number(s.reps),
    lapses: Number(s.lapses),
    state: Number(s.state),
    last_review: s.last_review ? new Date(s.last_review) : undefined,
  };
}

/** The next state of a card (a new one when `stored` is null) after an answer at `now`. */
export function schedule(stored: StoredCardState | null, correct: boolean, now: Date): CardState {
  const card = stored ? toCard(stored) : createEmptyCard(now);
  const next = scheduler.next(card, now, ratingOf(correct)).card;
  return {
    due: next.due,
    state: next.state,
    stability: next.stability,
    difficulty: next.difficulty,
    scheduled_days: next.scheduled_days,
    learning_steps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    last_review: next.last_review ?? now,
  };
}
