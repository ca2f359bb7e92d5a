import { NotFound } from "~/components/layout/NotFound";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("pages.notFound");

/** ERR-003: /not-found shows the 404 page. */
export default function NotFoundRoute() {
  return <NotFound />;
}
