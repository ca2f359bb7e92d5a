import { z } from "zod";
import { addToCart as addToCartOf } from "#core/commerce/cart";
import { publicProcedure } from "../../init";

/** CART-009, CART-012. Quantities are positive integers; a price sent along is not read. */
export const addToCart = publicProcedure
  .input(z.object({ productId: z.number().int().positive(), quantity: z.number().int().min(1).max(99).default(1) }))
  .mutation(({ ctx, input }) => addToCartOf(ctx, input.productId, input.quantity));
