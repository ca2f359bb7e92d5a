import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/**
 * LRN-004: `/module/{id}` is listed in the legacy route table without a page. It is a short link to the
 * module page, so it redirects there permanently, keeping any other query parameters (docs/decisions/012-legacy-route-aliases.md).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = params.id ?? "";
  if (!/^\d{1,9}$/.test(id)) throw new Response(null, { status: 404 });
  const search = new URLSearchParams(url.search);
  search.delete("id");
  const rest = search.toString();
  return redirect(`/textbook/module?id=${id}${rest ? `&${rest}` : ""}`, 301);
}
