import type { AuthedContext } from "#core/context";
import { z } from "zod";
import { progressOf, publishedOutline, unitProgress, type ProgressReader } from "#core/progress/progressStore";

export const unitInput = z.object({ unitId: z.number().int().positive() });

/**
 * LRN-035, LRN-036, LRN-038, LRN-053: a unit's progress for the caller — the summary
 * (lessonsCompleted, lessonsInprogress, lessonsNotStarted, lessonsTotal, percentCompleted),
 * the unit total grade, and every module's status and grade and every lesson's status.
 */
export async function unitProgressOf(
  ctx: AuthedContext,
  input: z.infer<typeof unitInput>,
  readProgress: ProgressReader = () => progressOf(ctx.payload, ctx.user.id),
) {
  const [outline, progress] = await Promise.all([publishedOutline(ctx.payload, [input.unitId]), readProgress()]);
  return unitProgress(input.unitId, outline, progress);
}
