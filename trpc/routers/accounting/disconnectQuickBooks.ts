import { disconnectQuickBooks as disconnectOf } from "#core/accounting/quickbooksConnect";
import { adminProcedure } from "../../init";

/** Issue 27: the refresh token revoked at Intuit and forgotten here. */
export const disconnectQuickBooks = adminProcedure.mutation(({ ctx }) => disconnectOf(ctx));
