import { router } from "../../init";
import { manifest } from "./manifest";
import { replay } from "./replay";

/** A module kept for offline use and the writes made offline (issue 46 item 2, docs/offline.md). */
export const offlineRouter = router({ manifest, replay });
