import { Invalid, NotFound } from "#core/errors";
import { z } from "zod";
import { refundOrder as refundOrderOf, REFUND_MESSAGES } from "#core/commerce/refunds";
import { adminProcedure } from "../../init";

/** Refunds a paid order (docs/decisions/021): idempotent; a gateway refusal answers its message. */
export const refundOrder = adminProcedure.input(z.object({ orderId: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
  const result = await refundOrderOf(ctx, input.orderId, ctx.user.id);
  if (!result.ok)
    throw result.message === REFUND_MESSAGES.notFound ? new NotFound("order.notFound", result.message) : new Invalid("refund.refused", result.message);
  return result;
});
