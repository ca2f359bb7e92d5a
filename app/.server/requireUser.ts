import { redirect, type AppLoadContext } from "@remix-run/node";
import type { Payload } from "payload";
import type { User } from "../../cms/payload-types";
import { hashToken, readSessionToken, type SessionWithUser } from "#core/sessions";

export type SignedIn = { session: SessionWithUser & { user: User }; user: User };

/**
 * For loaders of pages that need a signed-in user (SES-032). Returns the session and user, or
 * throws a redirect:
 * - the request's cookie belonged to a signed-in session that has since expired or been revoked
 *   (logout elsewhere, password change, idle or absolute timeout) → `/?invalidLogin=true`, where
 *   the 'Invalid Session…' modal asks to log in again;
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
  if (await cookieWasUserSession(context.payload, request)) throw redirect("/?invalidLogin=true");
  const url = new URL(request.url);
  url.searchParams.delete("_routes"); // Remix's single-fetch bookkeeping, not part of the page address
  throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * Whether the request's session cookie names a session row that had a user. The live session
 * was not found for it, so such a row is expired or revoked (or its account deleted).
 */
async function cookieWasUserSession(payload: Payload, request: Request): Promise<boolean> {
  const token = readSessionToken(request.headers.get("cookie"));
  if (!token) return false;
  const { docs } = await payload.find({
    collection: "sessions",
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { user: true },
  });
  return !!docs[0]?.user;
}
