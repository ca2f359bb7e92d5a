import { startHostedCheckout as start } from "#core/commerce/hostedCheckout";
import { placeOrderSchema } from "#shared/commerce";
import { publicProcedure } from "../../init";

/**
 * Issue 27 (docs/decisions/090-hosted-payment-page.md): the checkout's last step with a real processor. Checks
 * the entries like placeOrder, claims the order and answers the processor's hosted page to go to (REDIRECT), or
 * the refusal to show. A card sent along is refused by the schema's absence: the card never reaches this server.
 */
export const startHostedCheckout = publicProcedure
  .input(placeOrderSchema.omit({ card: true }))
  .mutation(({ ctx, input }) => start(ctx, { ...input, card: undefined }));
