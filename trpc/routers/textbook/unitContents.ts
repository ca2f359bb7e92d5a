import { z } from "zod";
import { languageCodeSchema } from "#shared/language";
import { publicProcedure } from "../../init";
import { unitContentsFromModel } from "#core/content/textbook";
import { localeOf } from "#core/content/callers";

export const unitContentsInput = z.object({ unitId: z.number().int().positive(), lang: languageCodeSchema.optional() });

/**
 * LRN-005: a unit's table of contents (chapters → modules → lessons, each in order) in the
 * requested language, from the content read model (docs/decisions/007-content-read-model.md): no
 * SQL per call once the model is loaded, whatever the size of the unit. Under the session's LTI
 * lock only the locked chapter is listed (LTI-009, LRN-052).
 */
export const unitContents = publicProcedure
  .input(unitContentsInput)
  .query(({ ctx, input }) => unitContentsFromModel(ctx, input.unitId, localeOf(ctx, input.lang)));
