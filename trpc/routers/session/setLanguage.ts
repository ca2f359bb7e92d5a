import { z } from "zod";
import { createSession, sessionCookie, setSessionLanguage } from "../../../app/.server/sessions";
import { publicProcedure } from "../../init";

export const setLanguageInput = z.object({ lang: z.enum(["EN", "FR"]) });

/** I18N-002, I18N-003: the language is kept on the server session; the page reloads after. */
export const setLanguage = publicProcedure.input(setLanguageInput).mutation(async ({ ctx, input }) => {
  const language = input.lang === "FR" ? "fr" : "en";
  if (ctx.session) {
    await setSessionLanguage(ctx.payload, ctx.session.id, language);
  } else {
    const created = await createSession(ctx.payload, { language, ip: ctx.ip, userAgent: ctx.userAgent });
    ctx.setCookie(sessionCookie(created.token, { secure: ctx.secureCookies, maxAgeMs: created.maxAgeMs }));
  }
  return { lang: input.lang };
});
