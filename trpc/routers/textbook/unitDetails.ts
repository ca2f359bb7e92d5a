import { z } from "zod";
import { languageCodeSchema } from "#shared/language";
import { publicProcedure } from "../../init";
import { unitDetailsFromModel } from "#core/content/textbook";
import { localeOf } from "#core/content/callers";

export const unitDetailsInput = z.object({ unitId: z.number().int().positive(), lang: languageCodeSchema.optional() });

/**
 * LRN-006, LRN-009, LRN-010: a published unit with its cover, summary, sample video, additional
 * info, downloads and extra content; for a signed-in caller also userProgress (status,
 * percentCompleted — 'NOT FOUND' and 0 when nothing is recorded, LRN-036). From the content read
 * model (core/content/textbook.ts).
 */
export const unitDetails = publicProcedure
  .input(unitDetailsInput)
  .query(({ ctx, input }) => unitDetailsFromModel(ctx, input.unitId, localeOf(ctx, input.lang)));
