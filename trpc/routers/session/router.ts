import { router } from "../../init";
import { details } from "./details";
import { setLanguage } from "./setLanguage";

export const sessionRouter = router({ details, setLanguage });
