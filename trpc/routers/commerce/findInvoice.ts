import { z } from "zod";
import { findInvoice as findInvoiceOf } from "#core/commerce/bookstore";
import { invoiceNumberSchema } from "#shared/commerce";
import { publicProcedure } from "../../init";

/** BOOK-002…BOOK-005: a bookstore invoice by its number (rate-limited; one answer for every miss). */
export const findInvoice = publicProcedure.input(z.object({ invoiceNum: invoiceNumberSchema })).query(({ ctx, input }) => findInvoiceOf(ctx, input.invoiceNum));
