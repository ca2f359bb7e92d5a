import { z } from "zod";
import { languageCodeSchema } from "#shared/language";
import { authedProcedure } from "../../init";
import { lessonDetailsFromModel } from "#core/content/textbook";
import { localeOf } from "#core/content/callers";

export const lessonDetailsInput = z.object({ lessonId: z.number().int().positive(), lang: languageCodeSchema.optional() });

/**
 * LRN-021, LRN-022: everything the lesson panel shows, in the requested language; refused
 * unless the caller's memberships open the lesson's unit (and its chapter is inside an LTI lock).
 * Captions: the lesson's language, and always the English track too (I18N-013). The AR structure
 * the caller may scan (LRN-026, LRN-027): associated with the lesson and, when the association
 * names memberships, one of the caller's (admins and editors see every association).
 * Read from the content read model (docs/decisions/007-content-read-model.md).
 */
export const lessonDetails = authedProcedure
  .input(lessonDetailsInput)
  .query(({ ctx, input }) => lessonDetailsFromModel(ctx, input.lessonId, localeOf(ctx, input.lang)));
