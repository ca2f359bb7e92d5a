/**
 * The two hot reads of a student's review deck (issue 28), each one statement on the
 * (user_id, due, unit_id) index of review_cards; scripts/bench/review.ts times them at scale.
 */

/** The per-unit due counts of one student: one range scan of the index user_due_unit_idx (user_id = $1, due ≤ $2). */
export const DUE_COUNTS_SQL = `SELECT unit_id, count(*)::int AS due FROM review_cards WHERE user_id = $1 AND due <= $2 GROUP BY unit_id`;

/** The due list of one student (optionally of one unit), oldest first: the same index, in its order. */
export const DUE_LIST_SQL = `SELECT id, quiz_id, question_id, unit_id, due FROM review_cards
  WHERE user_id = $1 AND due <= $2 AND ($3::int IS NULL OR unit_id = $3::int) ORDER BY due, id LIMIT $4`;

/** The same list after a card ($5 its due, $6 its id): the next look-ahead when every card read so far could not be shown. */
export const DUE_LIST_AFTER_SQL = `SELECT id, quiz_id, question_id, unit_id, due FROM review_cards
  WHERE user_id = $1 AND due <= $2 AND ($3::int IS NULL OR unit_id = $3::int) AND (due, id) > ($5::timestamptz, $6::int)
  ORDER BY due, id LIMIT $4`;
