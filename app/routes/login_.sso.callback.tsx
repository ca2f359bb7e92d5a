import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { readFlowCookie, SSO_STATE_COOKIE } from "#shared/sso";

/**
 * Issue 47, decision 155: the redirect URI a school registers at its provider. The provider's answer (code, state)
 * is checked and exchanged on the server; the browser goes on to /account (or `next`), to the link page, or back
 * to /login with the refusal's message (?sso=<code>).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.trpc.sso.callback({
    url: request.url.slice(0, 4000),
    browserState: readFlowCookie(request.headers.get("cookie"), SSO_STATE_COOKIE),
  });
  throw redirect(answer.redirectTo, { headers: { "Cache-Control": "no-store" } });
}
