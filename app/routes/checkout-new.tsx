import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/**
 * CHK-002: `/checkout-new` is listed as a commerce route without a page of its own; there is one checkout,
 * so it redirects there with the query kept (docs/decisions/012-legacy-route-aliases.md).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/checkout${new URL(request.url).search}`, 301);
}
