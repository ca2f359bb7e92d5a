import { z } from "zod";
import { languageCodeSchema } from "#shared/language";
import { authedProcedure } from "../../init";
import { myTextbooksFromModel } from "#core/content/textbook";
import { localeOf } from "#core/content/callers";

export const myTextbooksInput = z.object({ lang: languageCodeSchema.optional() }).optional();

/**
 * LRN-003, LRN-053, LRN-054: the caller's own textbooks — the published units their memberships
 * open (every unit for admins and editors) — with cover, title, content text, status, progress
 * (percentCompleted) and unit total grade, from the content read model (core/content/textbook.ts).
 * `locked`: the session's LTI lock, under which the cards' Start/Continue is disabled (LRN-057).
 */
export const myTextbooks = authedProcedure.input(myTextbooksInput).query(({ ctx, input }) => myTextbooksFromModel(ctx, localeOf(ctx, input?.lang)));
