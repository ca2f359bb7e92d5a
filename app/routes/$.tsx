import { data } from "@remix-run/node";
import { NotFound } from "~/components/layout/NotFound";
import { pageMeta } from "~/lib/meta";

/** ERR-003: any unknown path shows the 404 page, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = pageMeta("pages.notFound");

export default function UnknownPath() {
  return <NotFound />;
}
