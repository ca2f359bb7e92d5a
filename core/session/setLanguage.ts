import type { Context } from "#core/context";
import { z } from "zod";
import { languageCodeSchema } from "#shared/language";
import { saveUserLanguage } from "#core/session/classLanguage";
import { setSessionLanguage, type Language } from "#core/session/sessions";
import { newVisitor, visitorCookie } from "#core/session/visitorCookie";

export const setLanguageInput = z.object({ lang: languageCodeSchema });

/**
 * I18N-002, I18N-003: the language is kept on the session (a signed-in session's row, or a
 * visitor's signed cookie — no row is created for a visitor's choice); the page reloads after.
 */
export async function setLanguage(ctx: Context, input: z.infer<typeof setLanguageInput>) {
  const language: Language = input.lang === "FR" ? "fr" : "en";
  if (ctx.session) {
    await setSessionLanguage(ctx.payload, ctx.session.id, language);
    ctx.language = language;
    // I18N-011: a signed-in user's choice is theirs; it wins over their class's language at the next login.
    if (ctx.user && !ctx.session.isLib && !ctx.session.multiSession) await saveUserLanguage(ctx.payload, ctx.user.id, language);
  } else {
    const visitor = { ...(ctx.visitor ?? newVisitor()), language };
    ctx.setCookie(visitorCookie(visitor, ctx.secureCookies));
    ctx.visitor = visitor;
    ctx.language = language;
  }
  return { lang: input.lang };
}
