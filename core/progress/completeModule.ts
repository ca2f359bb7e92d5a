import type { AuthedContext } from "#core/context";
import { Precondition } from "#core/errors";
import type { Payload } from "payload";
import { z } from "zod";
import { assertCanOpen } from "#core/content/entitlements";
import { modulePlace, publishedLessonsOfModule } from "#core/content/places";
import { completedLessonCount, recordProgress } from "#core/progress/progressStore";

/** LRN-043: the message of the incomplete-module modal (the page shows it in the session's language, I18N-010). */
export const INCOMPLETE_MODULE = "Please Complete All Lessons before completing the module.";

/** True when every published lesson of the module is COMPLETE for the user (its lessons from the read model, one count statement). */
export async function moduleLessonsComplete(payload: Payload, userId: number, moduleId: number): Promise<boolean> {
  const lessons = await publishedLessonsOfModule({ payload }, moduleId);
  if (!lessons.length) return true;
  return (await completedLessonCount(payload, userId, lessons)) === lessons.length;
}

export const completeModuleInput = z.object({ moduleId: z.number().int().positive() });

/** LRN-043, LRN-045: a module is completed on the server only when all its published lessons are COMPLETE. */
export async function completeModule(ctx: AuthedContext, input: z.infer<typeof completeModuleInput>) {
  const place = await modulePlace(ctx, input.moduleId);
  await assertCanOpen(ctx, place);
  if (!(await moduleLessonsComplete(ctx.payload, ctx.user.id, place.moduleId))) {
    throw new Precondition("module.incomplete", INCOMPLETE_MODULE);
  }
  const status = await recordProgress(ctx.payload, {
    userId: ctx.user.id,
    type: "module",
    itemId: place.moduleId,
    unitId: place.unitId,
    moduleId: place.moduleId,
    status: "COMPLETE",
  });
  return { status };
}
