import { runningTrialOf } from "#core/commerce/trialExpiry";
import { accountOwnerProcedure } from "../../init";

/** The caller's instructor trial still running, if any: when it ends (decision 135; the dashboard's notice). */
export const myTrial = accountOwnerProcedure.query(({ ctx }) => runningTrialOf(ctx));
