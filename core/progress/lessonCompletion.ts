import type { Context } from "#core/context";
import { openableLessonOfModule } from "#core/content/places";
import { recordLessonCompletion, recordProgress } from "#core/progress/progressStore";
import { followOpenedUnit } from "#core/session/sessions";
import { nextStep, nextStepUrl, type NextStep, type ProgressStatus } from "#shared/progress";
import { modulePageView } from "#shared/modulePageView";
import { modulePage } from "#core/progress/modulePage";

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
  /**
   * The module's next lesson, recorded opened by this call (LRN-040, in the completion's transaction; the unit it is
   * in followed as the page's own record does: LRN-014), or null when the next step is another page, which records
   * its lesson when it shows. The page that moves to it does not record it again (app/routes/textbook.module.tsx).
   */
  opened: number | null;
};

/**
 * Issue 25 item 3, LRN-041…LRN-050: "Complete & Move to Next Lesson" as one call.
 * - the lesson must be a published lesson of `moduleId` (the content read model: no statement), else NOT_FOUND;
 * - the caller's access is checked once (entitlements read with the session: no statement; the LTI lock);
 * - the completion (lesson COMPLETE, module and unit IN-PROGRESS, the module's complete-lesson count)
 *   goes through the group commit (core/progress/progressStore.ts recordLessonCompletion): one shared transaction;
 * - on the module's last lesson, when every published lesson is COMPLETE, the module is completed
 *   too (one upsert), as the page's two calls did before;
 * - the next step is decided here, from the read model: never taken from the form; when it is the module's next
 *   lesson, that lesson is opened in the completion's transaction (LRN-040), so the page that shows it sends no
 *   record of its own.
 */
export async function completeLessonAndAdvance(
  ctx: Context & { user: NonNullable<Context["user"]> },
  input: { moduleId: number; lessonId: number },
): Promise<CompleteAndAdvance> {
  const { view, lesson, module, chapter, unitId } = await openableLessonOfModule(ctx, input.moduleId, input.lessonId);
  const lessonIds = (view.lessonsOfModule.get(module.id) ?? []).map((l) => l.id);
  const siblings = chapter ? view.modulesOfChapter.get(chapter.id) ?? [] : [];
  const at = siblings.findIndex((m) => m.id === module.id);
  const next = nextStep(lessonIds, lesson.id, at >= 0 ? siblings[at + 1]?.id ?? null : null);
  // "Move to Next Lesson": the next lesson of this module is opened in the same transaction (LRN-040).
  const opened = next.kind === "lesson" ? next.lessonId : null;
  const { status, allLessonsComplete } = await recordLessonCompletion(ctx.payload, {
    userId: ctx.user.id,
    lessonId: lesson.id,
    moduleId: module.id,
    unitId,
    moduleLessonIds: lessonIds,
    openLessonId: opened,
  });
  if (opened != null && unitId != null && ctx.session) await followOpenedUnit({ ...ctx, session: ctx.session }, unitId);
  let moduleCompleted = false;
  if (next.kind !== "lesson" && allLessonsComplete) {
    await recordProgress(ctx.payload, { userId: ctx.user.id, type: "module", itemId: module.id, unitId, moduleId: module.id, status: "COMPLETE" });
    moduleCompleted = true;
  }
  return { status, allLessonsComplete, moduleCompleted, next, nextUrl: nextStepUrl(module.id, next), opened };
}

/** The next lesson's module page data (shared/modulePageView.ts), as the page's loader makes it. */
export type NextLessonPage = ReturnType<typeof modulePageView<Awaited<ReturnType<typeof modulePage>>>>;

/**
 * `completeLessonAndAdvance`, and with `page` the data of the page it moves to when that is the module's next lesson
 * (the lesson it just recorded opened): read after the completion committed, as that page's loader reads it
 * (core/progress/modulePage.ts, one statement), and shaped by the loader's own function (shared/modulePageView.ts). The module
 * page's JavaScript shows it without a request of its own (issue 25: one request per completed lesson). Null when the
 * next step is another module's page or the chapter-complete banner: the page loads those as any navigation.
 */
export async function completeLessonAndShowNext(
  ctx: Context & { user: NonNullable<Context["user"]> },
  input: { moduleId: number; lessonId: number; page?: boolean },
): Promise<CompleteAndAdvance & { page: NextLessonPage | null }> {
  const done = await completeLessonAndAdvance(ctx, input);
  if (!input.page || done.opened == null) return { ...done, page: null };
  const page = await modulePage(ctx, { moduleId: input.moduleId, lessonId: done.opened, locale: ctx.language });
  return { ...done, page: modulePageView(page, { multiSession: ctx.session?.multiSession === true, language: ctx.language }) };
}
