import { dueSummary as dueSummaryOf } from "#core/review/cards";
import { accountOwnerProcedure } from "../../init";

/** Issue 28: the dashboard's "Review: N due" per unit (the student's own deck). */
export const dueSummary = accountOwnerProcedure.query(({ ctx }) => dueSummaryOf(ctx));
