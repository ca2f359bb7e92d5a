import { setLanguage as setLanguageOf, setLanguageInput } from "#core/session/setLanguage";
import { publicProcedure } from "../../init";

/**
 * I18N-002, I18N-003: the language is kept on the session (a signed-in session's row, or a
 * visitor's signed cookie — no row is created for a visitor's choice); the page reloads after.
 */
export const setLanguage = publicProcedure.input(setLanguageInput).mutation(({ ctx, input }) => setLanguageOf(ctx, input));
