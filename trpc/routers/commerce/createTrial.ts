import { createTrial as createTrialOf } from "#core/commerce/trial";
import { trialSchema } from "#shared/commerce";
import { publicProcedure } from "../../init";

/** TRIAL-003…TRIAL-015. */
export const createTrial = publicProcedure.input(trialSchema).mutation(({ ctx, input }) => createTrialOf(ctx, input));
