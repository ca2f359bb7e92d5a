import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requestOrigin, safeRedirect } from "#shared/safeRedirect";

/**
 * Issue 47, decision 155: /login/sso/<school> sends the browser straight to the school's OpenID Connect provider
 * (the login page's "Sign in with …" buttons are links here; a teacher can put the link in a class page).
 * `sharedDevice=1` keeps the login page's shared-computer choice; `next` is a same-site path.
 * A GET that stores a sign-in's state (decision 155: never user data, never cached: it answers a redirect).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const origin = requestOrigin(request);
  const answer = await context.trpc.sso.start({
    school: String(params.school ?? "").slice(0, 60),
    origin,
    next: safeRedirect(url.searchParams.get("next"), origin),
    sharedDevice: url.searchParams.get("sharedDevice") === "1",
  });
  throw redirect(answer.redirectTo, { headers: { "Cache-Control": "no-store" } });
}
