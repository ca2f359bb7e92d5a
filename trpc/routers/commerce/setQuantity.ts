import { z } from "zod";
import { setQuantity as setQuantityOf } from "#core/commerce/cart";
import { publicProcedure } from "../../init";

/** A cart line's quantity, set (0 removes the line). */
export const setQuantity = publicProcedure
  .input(z.object({ productId: z.number().int().positive(), quantity: z.number().int().min(0).max(99) }))
  .mutation(({ ctx, input }) => setQuantityOf(ctx, input.productId, input.quantity));
