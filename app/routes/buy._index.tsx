import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/** PUB-002: /buy has no page of its own; it sends the browser to the external learning platform. */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(context.academyUrl);
}
