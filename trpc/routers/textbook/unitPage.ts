import { z } from "zod";
import { languageCodeSchema } from "#shared/language";
import { authedProcedure } from "../../init";
import { unitPage as unitPageData } from "#core/progress/unitPage";
import { localeOf } from "#core/content/callers";

export const unitPageInput = z.object({ withProgress: z.boolean(), lang: languageCodeSchema.optional() });

/**
 * Issue 25 (LRN-007…LRN-011, LRN-035, LRN-038): what the unit page shows, in one call — the session's active unit
 * (null: none), its details, its table of contents and, with `withProgress`, the learner's progress in it, as
 * textbook.activeUnit, textbook.unitDetails, textbook.unitContents and progress.unit answer them, with the learner's
 * progress records read once (core/progress/unitPage.ts).
 */
export const unitPage = authedProcedure
  .input(unitPageInput)
  .query(({ ctx, input }) => unitPageData(ctx, { locale: localeOf(ctx, input.lang), withProgress: input.withProgress }));
