import type { AuthedContext } from "#core/context";
import { z } from "zod";
import { assertCanOpen } from "#core/content/entitlements";
import { lessonPlace, publishedLessonsOfModule } from "#core/content/places";
import { recordLessonCompletion } from "#core/progress/progressStore";

export const completeLessonInput = z.object({ lessonId: z.number().int().positive() });

/**
 * LRN-041: the learner's complete button makes the lesson COMPLETE (and, LRN-042, its module and
 * unit IN-PROGRESS). Idempotent: completing it again (or from two tabs at once) leaves the one
 * record COMPLETE. Answers whether every published lesson of the module is now COMPLETE, so the
 * page can complete the module too. The lesson's place and its module's lessons come from the
 * content read model; the caller's entitlements are one statement, the writes and the count one
 * round trip (core/progress/progressStore.ts recordLessonCompletion).
 */
export async function completeLesson(ctx: AuthedContext, input: z.infer<typeof completeLessonInput>) {
  const place = await lessonPlace(ctx, input.lessonId);
  await assertCanOpen(ctx, place);
  return recordLessonCompletion(ctx.payload, {
    userId: ctx.user.id,
    lessonId: place.lessonId,
    moduleId: place.moduleId,
    unitId: place.unitId,
    moduleLessonIds: await publishedLessonsOfModule(ctx, place.moduleId),
  });
}
