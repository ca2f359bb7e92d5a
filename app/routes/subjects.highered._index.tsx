import { comingSoonPage } from "~/components/layout/ComingSoon";

/** PUB-006: every /subjects path serves the catalogue page. */
export default comingSoonPage("pages.subjects");
