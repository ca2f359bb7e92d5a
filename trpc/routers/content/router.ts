import { router } from "../../init";
import { listUnits } from "./listUnits";

export const contentRouter = router({ listUnits });
