import { z } from "zod";
import { completeLessonAndShowNext } from "#core/progress/lessonCompletion";
import { progressRecorderProcedure } from "../../init";

export const completeLessonAndAdvanceInput = z.object({
  moduleId: z.number().int().positive(),
  lessonId: z.number().int().positive(),
  /** Also answer the next lesson's page data (the module page's JavaScript: no request of its own for it). */
  page: z.boolean().optional(),
});

/**
 * Issue 25 item 3 (LRN-041…LRN-050): the module page's "Complete & Move to Next Lesson" as one
 * call — the lesson checked against the module, access checked once, the completion recorded
 * through the group commit, the module completed on its last lesson, the next step returned
 * (core/progress/lessonCompletion.ts); with `page`, the next lesson's page data too.
 */
export const completeLessonAndAdvance = progressRecorderProcedure
  .input(completeLessonAndAdvanceInput)
  .mutation(({ ctx, input }) => completeLessonAndShowNext(ctx, input));
