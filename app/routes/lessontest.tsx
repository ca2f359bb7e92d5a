import { redirect } from "@remix-run/node";

/**
 * LRN-004: `/lessontest` is listed in the legacy route table without a page (a legacy test page).
 * Readers who follow an old link land on their textbook contents (docs/decisions/012-legacy-route-aliases.md).
 */
export function loader() {
  return redirect("/textbook", 301);
}
