import { z } from "zod";
import { assertCanOpen } from "#core/entitlements";
import { lessonPlace } from "#core/places";
import { recorderProcedure } from "./builders";
import { moduleLessonsComplete } from "./completeModule";
import { recordProgress } from "#core/progressStore";

export const completeLessonInput = z.object({ lessonId: z.number().int().positive() });

/**
 * LRN-041: the learner's complete button makes the lesson COMPLETE. Idempotent: completing it
 * again (or from two tabs at once) leaves the one record COMPLETE. Answers whether every
 * published lesson of the module is now COMPLETE, so the page can complete the module too.
 */
export const completeLesson = recorderProcedure.input(completeLessonInput).mutation(async ({ ctx, input }) => {
  const place = await lessonPlace(ctx, input.lessonId);
  await assertCanOpen(ctx, place);
  const userId = ctx.user.id;
  const status = await recordProgress(ctx.payload, {
    userId,
    type: "lesson",
    itemId: place.lessonId,
    unitId: place.unitId,
    moduleId: place.moduleId,
    status: "COMPLETE",
  });
  await recordProgress(ctx.payload, { userId, type: "module", itemId: place.moduleId, unitId: place.unitId, moduleId: place.moduleId, status: "IN-PROGRESS" });
  if (place.unitId != null) await recordProgress(ctx.payload, { userId, type: "unit", itemId: place.unitId, unitId: place.unitId, status: "IN-PROGRESS" });
  return { status, allLessonsComplete: await moduleLessonsComplete(ctx.payload, userId, place.moduleId) };
});
