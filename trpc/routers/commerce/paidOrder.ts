import { z } from "zod";
import { receiptTokenValid } from "#core/commerce/bookstore";
import { orderByReceiptToken } from "#core/commerce/orders";
import { publicProcedure } from "../../init";

/** BOOK-011: the thank-you page of a guest's invoice payment, by the token the payment answered. */
export const paidOrder = publicProcedure
  .input(z.object({ id: z.number().int().positive(), token: z.string().min(1).max(64) }))
  .query(({ ctx, input }) => orderByReceiptToken(ctx, input.id, input.token, receiptTokenValid));
