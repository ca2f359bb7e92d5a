import { progressStatus, statusInput } from "#core/progress/status";
import { authedProcedure } from "../../init";

/** LRN-037: one item's status for the caller; 'NOT STARTED' when nothing is recorded. */
export const status = authedProcedure.input(statusInput).query(({ ctx, input }) => progressStatus(ctx, input));
