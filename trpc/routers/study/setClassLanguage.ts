import { z } from "zod";
import { languageSchema } from "#shared/language";
import { setClassLanguage } from "#core/session/classLanguage";
import { teacherProcedure } from "../../init";

export const setClassLanguageInput = z.object({ classId: z.number().int().positive(), language: languageSchema.nullable() });

/** I18N-011: a teacher sets (or clears) a class's interface language in General Settings. */
export const setClassLanguageProcedure = teacherProcedure.input(setClassLanguageInput).mutation(({ ctx, input }) => setClassLanguage(ctx, input));
