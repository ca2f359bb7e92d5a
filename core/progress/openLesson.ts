import type { AuthedContext } from "#core/context";
import { z } from "zod";
import { assertCanOpen } from "#core/content/entitlements";
import { lessonPlace } from "#core/content/places";
import { recordLessonOpened } from "#core/progress/progressStore";
import { followOpenedUnit } from "#core/session/sessions";

export const openLessonInput = z.object({ lessonId: z.number().int().positive() });

/**
 * LRN-040: opening a lesson moves it from 'Not Started' to 'IN-PROGRESS' (a COMPLETE lesson
 * stays COMPLETE). LRN-042 (decided): its module and unit become IN-PROGRESS at the same moment,
 * the first time any of their lessons is opened. The lesson's unit becomes the session's active
 * unit (LRN-014: a deep link sets it), so /textbook and 'Back' show the unit being read.
 */
export async function openLesson(ctx: AuthedContext, input: z.infer<typeof openLessonInput>) {
  const place = await lessonPlace(ctx, input.lessonId);
  await assertCanOpen(ctx, place);
  // One statement for the three rows (core/progress/progressStore.ts recordLessonOpened).
  const written = await recordLessonOpened(ctx.payload, { userId: ctx.user.id, lessonId: place.lessonId, moduleId: place.moduleId, unitId: place.unitId });
  const lesson = written.get("lesson", place.lessonId)!.status;
  const module = written.get("module", place.moduleId)!.status;
  if (place.unitId != null) await followOpenedUnit(ctx, place.unitId);
  return { lesson, module };
}
