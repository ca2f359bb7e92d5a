import { startQuickBooksConnect as startOf } from "#core/accounting/quickbooksConnect";
import { adminProcedure } from "../../init";

/** Issue 27: Intuit's authorize URL (accounting scope, a state bound to this session) the browser goes to. */
export const startQuickBooksConnect = adminProcedure.mutation(({ ctx }) => startOf(ctx));
