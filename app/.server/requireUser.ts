import { redirect, type AppLoadContext } from "@remix-run/node";
import type { User } from "#cms/payload-types";
import { clearedSessionCookie, endedSession, readSessionToken, revokeSession, type SessionWithUser } from "#core/session/sessions";

export type SignedIn = { session: SessionWithUser & { user: User }; user: User };

/**
 * For loaders of pages that need a signed-in user (SES-032). Returns the session and user, or
 * throws a redirect:
 * - the request's cookie belonged to a signed-in session that has since expired or been revoked
 *   (logout elsewhere, password change, idle or absolute timeout) → `/?invalidLogin=true`, where
 *   the 'Invalid Session…' modal asks to log in again;
 * - its session was started for an account whose e-mail has changed since (SES-034): the session is
 *   revoked, its cookie cleared, → `/error?errMsg=Invalid-Session`;
 * - any other visitor → `/login?next=<this page>`, which comes back here after login;
 * - with `accountOwner`, a library or multi-session session (shared accounts: SES-029, SES-051)
 *   → `/account`.
 *
 *   export async function loader({ request, context }: LoaderFunctionArgs) {
 *     const { user } = await requireUser({ request, context });
 */
export async function requireUser(
  { request, context }: { request: Request; context: Pick<AppLoadContext, "payload" | "session"> },
  opts: { accountOwner?: boolean } = {},
): Promise<SignedIn> {
  const session = context.session;
  if (session?.user) {
    if (opts.accountOwner && (session.isLib || session.multiSession)) throw redirect("/account");
    return { session: session as SignedIn["session"], user: session.user };
  }
  const ended = await endedSession(context.payload, readSessionToken(request.headers.get("cookie")));
  if (ended?.mismatch) {
    // SES-034, ERR-006 (decision 071): the session's account now belongs to someone else: logged out, then the error page.
    await revokeSession(context.payload, ended.id);
    const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
    throw redirect("/error?errMsg=Invalid-Session", { headers: { "Set-Cookie": clearedSessionCookie(secure) } });
  }
  if (ended?.user) throw redirect("/?invalidLogin=true");
  const url = new URL(request.url);
  url.searchParams.delete("_routes"); // Remix's single-fetch bookkeeping, not part of the page address
  throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}
