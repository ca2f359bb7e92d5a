import type { Context } from "#core/context";
import { openableLessonOfModule } from "#core/places";
import { recordLessonCompletion, recordProgress } from "#core/progressStore";
import { nextStep, nextStepUrl, type NextStep, type ProgressStatus } from "#shared/progress";

export type CompleteAndAdvance = {
  /** The lesson's recorded status (COMPLETE). */
  status: ProgressStatus;
  /** Every published lesson of the module is COMPLETE for the learner now. */
  allLessonsComplete: boolean;
  /** The module was recorded COMPLETE by this call (its last lesson, all lessons complete: LRN-043, LRN-049). */
  moduleCompleted: boolean;
  /** What comes next (LRN-048…LRN-050) and the page that shows it. */
  next: NextStep;
  nextUrl: string;
};

/**
 * Issue 25 item 3, LRN-041…LRN-050: "Complete & Move to Next Lesson" as one call.
 * - the lesson must be a published lesson of `moduleId` (the content read model: no statement), else NOT_FOUND;
 * - the caller's access is checked once (entitlements read with the session: no statement; the LTI lock);
 * - the completion (lesson COMPLETE, module and unit IN-PROGRESS, the module's complete-lesson count)
 *   goes through the group commit (core/progressStore.ts recordLessonCompletion): one shared transaction;
 * - on the module's last lesson, when every published lesson is COMPLETE, the module is completed
 *   too (one upsert), as the page's two calls did before;
 * - the next step is decided here, from the read model: never taken from the form.
 */
export async function completeLessonAndAdvance(
  ctx: Context & { user: NonNullable<Context["user"]> },
  input: { moduleId: number; lessonId: number },
): Promise<CompleteAndAdvance> {
  const { view, lesson, module, chapter, unitId } = await openableLessonOfModule(ctx, input.moduleId, input.lessonId);
  const lessonIds = (view.lessonsOfModule.get(module.id) ?? []).map((l) => l.id);
  const { status, allLessonsComplete } = await recordLessonCompletion(ctx.payload, {
    userId: ctx.user.id,
    lessonId: lesson.id,
    moduleId: module.id,
    unitId,
    moduleLessonIds: lessonIds,
  });
  const siblings = chapter ? view.modulesOfChapter.get(chapter.id) ?? [] : [];
  const at = siblings.findIndex((m) => m.id === module.id);
  const next = nextStep(lessonIds, lesson.id, at >= 0 ? siblings[at + 1]?.id ?? null : null);
  let moduleCompleted = false;
  if (next.kind !== "lesson" && allLessonsComplete) {
    await recordProgress(ctx.payload, { userId: ctx.user.id, type: "module", itemId: module.id, unitId, moduleId: module.id, status: "COMPLETE" });
    moduleCompleted = true;
  }
  return { status, allLessonsComplete, moduleCompleted, next, nextUrl: nextStepUrl(module.id, next) };
}
