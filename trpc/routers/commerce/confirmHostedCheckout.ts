import { z } from "zod";
import { confirmHostedCheckoutAndSignIn } from "#core/commerce/hostedCheckout";
import { publicProcedure } from "../../init";

/**
 * Issue 27: the return from the processor's hosted page (POSTed by /checkout/return): the order settles from the
 * processor's answer (exactly once, whichever of this and the webhook comes first); a new customer is signed in.
 */
export const confirmHostedCheckout = publicProcedure
  .input(z.object({ sessionId: z.string().regex(/^cs_\w{1,200}$/) }))
  .mutation(({ ctx, input }) => confirmHostedCheckoutAndSignIn(ctx, input.sessionId));
