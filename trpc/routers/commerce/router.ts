import { z } from "zod";
import { addToCart, applyCoupon, getCart, purchasableProducts, saveCartAddress, setQuantity } from "#core/commerce/cart";
import { orderByReceiptToken, orderForOwner, ordersOf, placeOrder } from "#core/commerce/orders";
import { findInvoice, payInvoice, receiptTokenValid } from "#core/commerce/bookstore";
import { createTrial } from "#core/commerce/trial";
import { createBulkCoupons } from "#core/commerce/bulkCoupons";
import { adminOrders, adminOrdersExport } from "#core/commerce/adminOrders";
import { rerunAccountingSync } from "#core/commerce/accountingSync";
import { refundOrder, REFUND_MESSAGES } from "#core/commerce/refunds";
import {
  addressProblem,
  addressSchema,
  adminOrdersSchema,
  bulkCouponSchema,
  couponCodeSchema,
  invoiceNumberSchema,
  payInvoiceSchema,
  normalizePostal,
  placeOrderSchema,
  taxFor,
  trialSchema,
} from "#shared/commerce";
import { TRPCError } from "@trpc/server";
import type { User } from "../../../cms/payload-types";
import { accountOwnerProcedure, adminProcedure, publicProcedure, router } from "../../init";
import { startUserSession } from "../auth/shared";

const productId = z.number().int().positive();

/** Commerce (issue 12): the cart, tax, checkout, orders and the instructor trial. Rules live in core/commerce/. */
export const commerceRouter = router({
  /** CART-007: the caller's cart as the server prices it. */
  cart: publicProcedure.query(({ ctx }) => getCart(ctx)),
  /** Products that can be added to a cart (the cart page's list). */
  catalogue: publicProcedure.query(({ ctx }) => purchasableProducts(ctx)),
  /** CART-009, CART-012. Quantities are positive integers; a price sent along is not read. */
  addToCart: publicProcedure
    .input(z.object({ productId, quantity: z.number().int().min(1).max(99).default(1) }))
    .mutation(({ ctx, input }) => addToCart(ctx, input.productId, input.quantity)),
  setQuantity: publicProcedure
    .input(z.object({ productId, quantity: z.number().int().min(0).max(99) }))
    .mutation(({ ctx, input }) => setQuantity(ctx, input.productId, input.quantity)),
  /** CART-013: one coupon per cart; an empty code removes it. */
  applyCoupon: publicProcedure
    .input(z.object({ couponCode: couponCodeSchema.or(z.literal("")) }))
    .mutation(({ ctx, input }) => applyCoupon(ctx, input.couponCode)),
  /** CHK-014, CHK-015, CART-016: checks the address, saves it on the cart and answers the tax. */
  saveAddress: publicProcedure.input(addressSchema).mutation(async ({ ctx, input }) => {
    const problem = addressProblem(input.country, input.province, input.postalCode);
    if (problem) throw new TRPCError({ code: "BAD_REQUEST", message: problem });
    const cart = await saveCartAddress(ctx, { ...input, postalCode: normalizePostal(input.postalCode) });
    return { cart, taxTotalPercentage: taxFor(input.country, input.province).rate };
  }),
  /** CHK-023, CHK-024: the order; a new customer is signed in to the account it creates. */
  placeOrder: publicProcedure.input(placeOrderSchema).mutation(async ({ ctx, input }) => {
    const { newUserId, ...result } = await placeOrder(ctx, input);
    if (newUserId) {
      const user = (await ctx.payload.findByID({ collection: "users", id: newUserId, depth: 0, overrideAccess: true })) as User;
      await startUserSession(ctx, user);
    }
    return result;
  }),
  /** CHK-033, CHK-034: an order, for its owner only. */
  order: authedOrder(),
  myOrders: accountOwnerProcedure.query(({ ctx }) => ordersOf(ctx)),
  /** ADM-027…ADM-030: single-use coupons in bulk; answers their codes for the XLSX download. */
  bulkCoupons: adminProcedure.input(bulkCouponSchema).mutation(async ({ ctx, input }) => ({ codes: await createBulkCoupons(ctx.payload, input) })),
  /** ORD-007…ORD-017: View Orders (admins), one page of 10 with the summary by product. */
  adminOrders: adminProcedure.input(adminOrdersSchema).query(({ ctx, input }) => adminOrders(ctx.payload, input)),
  /** ORD-013: every order found, for the XLSX download. */
  adminOrdersExport: adminProcedure.input(adminOrdersSchema).query(({ ctx, input }) => adminOrdersExport(ctx.payload, input)),
  /** ORD-019…ORD-022: queues an order's accounting sync again (after an error). */
  rerunAccountingSync: adminProcedure
    .input(z.object({ orderId: z.number().int().positive() }))
    .mutation(({ ctx, input }) => rerunAccountingSync(ctx.payload, input.orderId)),
  /** Refunds a paid order (docs/decisions/021): idempotent; a gateway refusal answers its message. */
  refundOrder: adminProcedure.input(z.object({ orderId: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
    const result = await refundOrder(ctx.payload, input.orderId, ctx.user.id);
    if (!result.ok) throw new TRPCError({ code: result.message === REFUND_MESSAGES.notFound ? "NOT_FOUND" : "BAD_REQUEST", message: result.message });
    return result;
  }),
  /** BOOK-002…BOOK-005: a bookstore invoice by its number (rate-limited; one answer for every miss). */
  findInvoice: publicProcedure.input(z.object({ invoiceNum: invoiceNumberSchema })).query(({ ctx, input }) => findInvoice(ctx, input.invoiceNum)),
  /** BOOK-006…BOOK-012: pays an open invoice by card (amount from the invoice; tax 0 when tax-exempt). */
  payInvoice: publicProcedure.input(payInvoiceSchema).mutation(({ ctx, input }) => payInvoice(ctx, input)),
  /** BOOK-011: the thank-you page of a guest's invoice payment, by the token the payment answered. */
  paidOrder: publicProcedure
    .input(z.object({ id: z.number().int().positive(), token: z.string().min(1).max(64) }))
    .query(({ ctx, input }) => orderByReceiptToken(ctx, input.id, input.token, receiptTokenValid)),
  /** TRIAL-003…TRIAL-015. */
  createTrial: publicProcedure.input(trialSchema).mutation(({ ctx, input }) => createTrial(ctx, input)),
});

function authedOrder() {
  return accountOwnerProcedure.input(z.object({ id: z.number().int().positive() })).query(({ ctx, input }) => orderForOwner(ctx, input.id));
}
