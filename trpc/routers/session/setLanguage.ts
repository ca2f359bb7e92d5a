import { z } from "zod";
import { setSessionLanguage, type Language } from "#core/sessions";
import { newVisitor, visitorCookie } from "#core/visitorCookie";
import { publicProcedure } from "../../init";

export const setLanguageInput = z.object({ lang: z.enum(["EN", "FR"]) });

/**
 * I18N-002, I18N-003: the language is kept on the session (a signed-in session's row, or a
 * visitor's signed cookie — no row is created for a visitor's choice); the page reloads after.
 */
export const setLanguage = publicProcedure.input(setLanguageInput).mutation(async ({ ctx, input }) => {
  const language: Language = input.lang === "FR" ? "fr" : "en";
  if (ctx.session) {
    await setSessionLanguage(ctx.payload, ctx.session.id, language);
  } else {
    const visitor = { ...(ctx.visitor ?? newVisitor()), language };
    ctx.setCookie(visitorCookie(visitor, ctx.secureCookies));
    ctx.visitor = visitor;
    ctx.language = language;
  }
  return { lang: input.lang };
});
