import { payInvoice as payInvoiceOf } from "#core/commerce/bookstore";
import { payInvoiceSchema } from "#shared/commerce";
import { publicProcedure } from "../../init";

/** BOOK-006…BOOK-012: pays an open invoice by card (amount from the invoice; tax 0 when tax-exempt). */
export const payInvoice = publicProcedure.input(payInvoiceSchema).mutation(({ ctx, input }) => payInvoiceOf(ctx, input));
