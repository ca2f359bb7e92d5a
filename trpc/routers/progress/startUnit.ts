import { startUnit as startUnitOf, startUnitInput } from "#core/progress/startUnit";
import { authedProcedure } from "../../init";

/**
 * LRN-055: a unit card's Start/Continue. Stores the unit as the session's active unit (what
 * /textbook shows, LRN-007) and marks it IN-PROGRESS — except in a multi-session session, which
 * records nothing (SES-056) but still chooses what to read. Refused under the LTI lock, whose
 * cards are disabled (LRN-057, LTI-010).
 */
export const startUnit = authedProcedure.input(startUnitInput).mutation(({ ctx, input }) => startUnitOf(ctx, input));
