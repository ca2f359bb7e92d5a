import { clearedSessionCookie, revokeSession } from "#core/sessions";
import { publicProcedure } from "../../init";

/** Revokes the session row: the cookie is dead everywhere (site and /admin) at once. */
export const logout = publicProcedure.mutation(async ({ ctx }) => {
  if (ctx.session) await revokeSession(ctx.payload, ctx.session.id);
  ctx.setCookie(clearedSessionCookie(ctx.secureCookies));
  ctx.replaceSession(null);
  return { ok: true as const };
});
