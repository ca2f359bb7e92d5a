import type { User } from "#cms/payload-types";
import { createSession, revokeSession, sessionCookie, type NewSession } from "#core/session/sessions";
import type { Context } from "#core/context";
import { sessionLanguageFor } from "#core/session/classLanguage";

/** SES-004, ERR-005 (decision 071): where the browser goes when a session cannot be started. */
export const SESSION_START_FAILED_URL = "/error?errMsg=Session-Start-Failed";

/**
 * Signs the request in as `user` with a brand-new session id (SES-030: no session fixation):
 * the request's current session (visitor or other account) is revoked, the language carries over.
 * Null when the new session could not be stored (SES-004: the caller sends the browser to
 * SESSION_START_FAILED_URL); the failure is logged with the request's reference.
 */
export async function startUserSession(ctx: Context, user: User, extra: Pick<NewSession, "library" | "multiSession"> = {}) {
  if (ctx.session) await revokeSession(ctx.payload, ctx.session.id);
  let created: Awaited<ReturnType<typeof createSession>>;
  try {
    // I18N-011 (decision 070): the user's own language, else their class's, else the one they were browsing in.
    const language = await sessionLanguageFor(ctx.payload, user.id, ctx.language);
    created = await createSession(ctx.payload, { user: user.id, language, ip: ctx.ip, userAgent: ctx.userAgent, ...extra });
  } catch (err) {
    ctx.payload.logger.error({ err, userId: user.id, requestId: ctx.requestId }, "a session could not be started (SES-004)");
    return null;
  }
  ctx.setCookie(sessionCookie(created.token, { secure: ctx.secureCookies, maxAgeMs: created.maxAgeMs }));
  const { passwordHash: _hash, ...safeUser } = user;
  ctx.replaceSession({ ...created.session, user: safeUser });
  return created.session;
}
