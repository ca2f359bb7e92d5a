import { quickBooksConnection as connectionOf } from "#core/accounting/quickbooksConnect";
import { adminProcedure } from "../../init";

/** Issue 27: the QuickBooks Online connection as the Accounting tab shows it (configured, company, since when). */
export const quickBooksConnection = adminProcedure.query(({ ctx }) => connectionOf(ctx));
