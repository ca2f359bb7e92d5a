import { comingSoonPage } from "~/components/layout/ComingSoon";

export default comingSoonPage("pages.password");
