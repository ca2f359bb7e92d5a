import { router } from "../../init";
import { changesSince } from "./changesSince";
import { duplicateModule } from "./duplicateModule";
import { listUnits } from "./listUnits";
import { moduleNames } from "./moduleNames";

export const contentRouter = router({ listUnits, moduleNames, duplicateModule, changesSince });
