import { router } from "../../init";
import { builderOptions } from "./builderOptions";
import { contact } from "./contact";
import { courseRequest } from "./courseRequest";
import { k12Order } from "./k12Order";
import { k12Prices } from "./k12Prices";
import { k12Unlock } from "./k12Unlock";

/** The public forms: contact, K-12 orders, the custom course builder (rules in core/forms/). */
export const formsRouter = router({ contact, k12Unlock, k12Prices, k12Order, builderOptions, courseRequest });
