import { router } from "../../init";
import { duplicateModule } from "./duplicateModule";
import { listUnits } from "./listUnits";
import { moduleNames } from "./moduleNames";

export const contentRouter = router({ listUnits, moduleNames, duplicateModule });
