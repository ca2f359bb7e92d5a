import { z } from "zod";
import { cancelHostedCheckout as cancel } from "#core/commerce/hostedCheckout";
import { publicProcedure } from "../../init";

/** Issue 27: the customer came back from the hosted page without paying; answers the decline to show, if any. */
export const cancelHostedCheckout = publicProcedure
  .input(z.object({ orderId: z.number().int().positive() }))
  .mutation(({ ctx, input }) => cancel(ctx, input.orderId));
