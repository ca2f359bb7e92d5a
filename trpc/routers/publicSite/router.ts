import { router } from "../../init";
import { about } from "./about";
import { catalogue } from "./catalogue";
import { checkoutVideo } from "./checkoutVideo";
import { home } from "./home";
import { privacy } from "./privacy";

/** The public site's read-only content (issue 11): every answer comes from the in-process read models. */
export const publicSiteRouter = router({ home, about, catalogue, privacy, checkoutVideo });
