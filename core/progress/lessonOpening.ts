import type { Context } from "#core/context";
import { openableLessonOfModule } from "#core/content/places";
import { publishedOutline, recordLessonOpened, unitProgress, type UnitProgress } from "#core/progress/progressStore";
import { followOpenedUnit } from "#core/session/sessions";

export type LessonOpened = {
  /** The unit's statuses after the record (the module page shows them without reloading its data), or null for a lesson outside a unit. */
  progress: UnitProgress | null;
};

/**
 * LRN-040, LRN-042, LRN-014: what the module page records once a lesson shows (its one POST to progress.openLessonInModule,
 * app/lib/recordOpened.ts), as one call —
 * as "Complete & Move to Next Lesson" is one (core/progress/lessonCompletion.ts):
 * - the lesson must be a published lesson of `moduleId` (the content read model: no statement), else NOT_FOUND;
 * - the caller's access is checked once (entitlements, the LTI lock);
 * - the lesson, its module and its unit become IN-PROGRESS (a COMPLETE one stays COMPLETE) and the learner's
 *   statuses are read back, in ONE statement (core/progress/progressStore.ts recordLessonOpened);
 * - the lesson's unit becomes the session's active unit when it is another (one more statement, on a unit change only).
 * Multi-session sessions are refused by the procedure (SES-056).
 */
export async function openLessonInModule(
  ctx: Context & { user: NonNullable<Context["user"]>; session: NonNullable<Context["session"]> },
  input: { moduleId: number; lessonId: number },
): Promise<LessonOpened> {
  const { lesson, module, unitId } = await openableLessonOfModule(ctx, input.moduleId, input.lessonId);
  const progress = await recordLessonOpened(ctx.payload, { userId: ctx.user.id, lessonId: lesson.id, moduleId: module.id, unitId }, { readProgress: true });
  if (unitId == null) return { progress: null };
  await followOpenedUnit(ctx, unitId);
  return { progress: unitProgress(unitId, await publishedOutline(ctx.payload, [unitId]), progress) };
}
