import { z } from "zod";
import { rerunAccountingSync as rerunAccountingSyncOf } from "#core/commerce/accountingSync";
import { adminProcedure } from "../../init";

/** ORD-019…ORD-022: queues an order's accounting sync again (after an error). */
export const rerunAccountingSync = adminProcedure
  .input(z.object({ orderId: z.number().int().positive() }))
  .mutation(({ ctx, input }) => rerunAccountingSyncOf(ctx, input.orderId));
