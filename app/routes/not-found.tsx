import { NotFound } from "~/components/layout/NotFound";

/** ERR-003: /not-found shows the 404 page. */
export default function NotFoundRoute() {
  return <NotFound />;
}
