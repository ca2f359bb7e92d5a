import { z } from "zod";
import { languageCodeSchema } from "#shared/language";
import { authedProcedure } from "../../init";
import { moduleDetailsFromModel } from "#core/content/textbook";
import { localeOf } from "#core/content/callers";

export const moduleDetailsInput = z.object({ moduleId: z.number().int().positive(), lang: languageCodeSchema.optional() });

/**
 * LRN-019: a module with its chapter, quiz id and its published lessons in order, plus the next
 * module of its chapter (null = 'END', LRN-049, LRN-050). Refused unless the caller's memberships
 * open the unit and the chapter is inside an LTI lock (docs/decisions/003-learning-access-and-progress.md).
 * Read from the content read model (docs/decisions/007-content-read-model.md).
 */
export const moduleDetails = authedProcedure
  .input(moduleDetailsInput)
  .query(({ ctx, input }) => moduleDetailsFromModel(ctx, input.moduleId, localeOf(ctx, input.lang)));
