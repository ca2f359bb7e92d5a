import { z } from "zod";
import { languageCodeSchema } from "#shared/language";
import { authedProcedure } from "../../init";
import { modulePage as modulePageData } from "#core/progress/modulePage";
import { localeOf } from "#core/content/callers";

export const modulePageInput = z.object({
  moduleId: z.number().int().positive(),
  lessonId: z.number().int().positive().nullable().optional(),
  lang: languageCodeSchema.optional(),
});

/**
 * Issue 25 item 2 (LRN-013…LRN-022, LRN-038, QUIZ-001, QUIZ-010): what the module page shows, in one
 * call — module, selected lesson (the first when `lessonId` is not one of its lessons) and table of
 * contents from the content read model, the learner's progress and quiz buttons in one statement
 * (core/progress/modulePage.ts). Refused as moduleDetails is (memberships, LTI lock).
 */
export const modulePage = authedProcedure
  .input(modulePageInput)
  .query(({ ctx, input }) => modulePageData(ctx, { moduleId: input.moduleId, lessonId: input.lessonId ?? null, locale: localeOf(ctx, input.lang) }));
