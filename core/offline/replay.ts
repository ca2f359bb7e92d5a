import type { AuthedContext } from "#core/context";
import { Forbidden } from "#core/errors";
import { poolOf } from "#core/db/pool";
import { completeLessonAndAdvance } from "#core/progress/lessonCompletion";
import { createNote } from "#core/study/notes";
import { answerCard } from "#core/review/cards";
import type { OfflineWrite } from "#shared/offlineSchemas";

export type ReplayAnswer = { applied: boolean };

/**
 * Issue 46 item 2 (docs/decisions/149-offline-write-keys.md): a completion, note or review answer made offline, sent
 * with the idempotency key the browser gave it. The key is claimed first (`offline_writes`, unique per student and
 * key): a key already claimed is a repeat and changes nothing (`applied: false`). The write then goes through the
 * same core function as the online one (same checks, same effect); when it fails, the claim is released, so a later
 * attempt can apply it. Library (shared-account) sessions write no notes or review answers, as online.
 */
export async function replayOfflineWrite(ctx: AuthedContext, input: { key: string; write: OfflineWrite }): Promise<ReplayAnswer> {
  const { write } = input;
  if (write.kind !== "completeLesson" && ctx.session.isLib) throw new Forbidden("auth.sharedSession", "This is not available in a shared session.");
  const pool = poolOf(ctx.payload);
  const claimed = await pool.query(
    `INSERT INTO offline_writes (user_id, key, kind, updated_at, created_at) VALUES ($1, $2, $3, now(), now())
     ON CONFLICT (user_id, key) DO NOTHING RETURNING id`,
    [ctx.user.id, input.key, write.kind],
  );
  if (!claimed.rows.length) return { applied: false };
  try {
    if (write.kind === "completeLesson") await completeLessonAndAdvance(ctx, { moduleId: write.moduleId, lessonId: write.lessonId });
    else if (write.kind === "createNote")
      await createNote(ctx, { moduleId: write.moduleId, lessonId: write.lessonId, summary: write.summary, body: write.body }, ctx.language);
    else await answerCard(ctx, { cardId: write.cardId, optionId: write.optionId }, ctx.language);
  } catch (err) {
    await pool.query(`DELETE FROM offline_writes WHERE id = $1`, [claimed.rows[0].id]);
    throw err;
  }
  return { applied: true };
}
