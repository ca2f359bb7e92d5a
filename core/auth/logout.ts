import type { Context } from "#core/context";
import { clearedSessionCookie, revokeSession } from "#core/session/sessions";

/** Revokes the session row: the cookie is dead everywhere (site and /admin) at once. */
export async function logout(ctx: Context) {
  if (ctx.session) await revokeSession(ctx.payload, ctx.session.id);
  ctx.setCookie(clearedSessionCookie(ctx.secureCookies));
  ctx.replaceSession(null);
  return { ok: true as const };
}
