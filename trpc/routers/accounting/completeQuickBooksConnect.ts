import { z } from "zod";
import { completeQuickBooksConnect as completeOf } from "#core/accounting/quickbooksConnect";
import { adminProcedure } from "../../init";

/** Issue 27: Intuit's answer, POSTed by /quickbooks/callback: the code exchanged, the tokens stored encrypted. */
export const completeQuickBooksConnect = adminProcedure
  .input(z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(500), realmId: z.string().min(1).max(64) }))
  .mutation(({ ctx, input }) => completeOf(ctx, input));
