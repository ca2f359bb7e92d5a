import { rotateToolKey as rotateToolKeyOf } from "#core/lti/toolKeys";
import { adminProcedure } from "../../init";

/** LTI 1.3: a new signing key; the previous public key stays published for 14 days. */
export const rotateToolKey = adminProcedure.mutation(async ({ ctx }) => ({ kid: await rotateToolKeyOf(ctx) }));
