import { paymentModeView } from "#core/payments/mode";
import { publicProcedure } from "../../init";

/** Issue 27: which payment step the checkout shows (sandbox card fields or the processor's hosted page) and the staging banner. */
export const paymentMode = publicProcedure.query(() => paymentModeView());
