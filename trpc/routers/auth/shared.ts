import type { User } from "../../../cms/payload-types";
import { createSession, revokeSession, sessionCookie, type NewSession } from "#core/sessions";
import type { Context } from "#core/context";

/**
 * Signs the request in as `user` with a brand-new session id (SES-030: no session fixation):
 * the request's current session (visitor or other account) is revoked, the language carries over.
 */
export async function startUserSession(ctx: Context, user: User, extra: Pick<NewSession, "library" | "multiSession"> = {}) {
  if (ctx.session) await revokeSession(ctx.payload, ctx.session.id);
  const created = await createSession(ctx.payload, { user: user.id, language: ctx.language, ip: ctx.ip, userAgent: ctx.userAgent, ...extra });
  ctx.setCookie(sessionCookie(created.token, { secure: ctx.secureCookies, maxAgeMs: created.maxAgeMs }));
  const { passwordHash: _hash, ...safeUser } = user;
  ctx.replaceSession({ ...created.session, user: safeUser });
  return created.session;
}
