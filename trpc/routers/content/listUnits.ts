import { z } from "zod";
import { languageCodeSchema } from "#shared/language";
import { publicProcedure } from "../../init";
import { publishedUnits } from "#core/content/textbook";

export const listUnitsInput = z.object({ lang: languageCodeSchema.optional() }).optional();

/** Published units in order, in the requested (or the session's) language, from the content read model. */
export const listUnits = publicProcedure
  .input(listUnitsInput)
  .query(({ ctx, input }) => publishedUnits(ctx, input?.lang ? (input.lang === "FR" ? "fr" : "en") : ctx.language));
