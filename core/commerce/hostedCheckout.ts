import type { Payload } from "payload";
import type { User } from "#cms/payload-types";
import { startUserSession } from "#core/auth/startUserSession";
import type { Context } from "#core/context";
import { env } from "#core/env";
import { NotFound, Precondition } from "#core/errors";
import { hashPassword } from "#core/auth/passwords";
import { poolOf, type Row } from "#core/db/pool";
import { visitorKey } from "#core/commerce/cart";
import {
  claimOrder,
  finalizeOrder,
  markOrderFailed,
  paymentFailure as failure,
  placeOrder,
  prepareOrder,
  redeemOrderCoupon,
  type PlaceOrderResult,
} from "#core/commerce/orders";
import { GatewayTimeoutError } from "#core/payments/gateway";
import { errorCodeOfDecline, stripeProcessor, type CheckoutLine, type ProcessorSession, type StripeProcessor } from "#core/payments/stripe";
import { redact } from "#core/payments/redact";
import type { PlaceOrderInput } from "#shared/commerce";

/**
 * Checkout with a real processor (issue 27, docs/decisions/090-hosted-payment-page.md): the customer's entries are
 * checked and the order claimed exactly as for the sandbox (core/commerce/orders.ts), then a Stripe Checkout
 * Session is opened for the order's server-side amounts under the cart version's idempotency key and the browser
 * goes to the processor's hosted page. The order is written when the processor confirms — the return from the
 * hosted page (confirmHostedCheckout) or the webhook (core/commerce/stripeWebhook.ts), whichever comes first —
 * and both go through settleHostedOrder, which asks Stripe for the session and finalizes at most once.
 */
export type HostedCheckoutResult = PlaceOrderResult | { results: "REDIRECT"; id: number; url: string; errorCode: null; errorMsg: null };

function requireProcessor(): StripeProcessor {
  const p = stripeProcessor();
  if (!p) throw new Precondition("payments.notHosted", "This site takes card payments on its own form (sandbox).");
  return p;
}

/**
 * The lines the processor shows and charges: each product at its price, less its share of the coupon's discount
 * (the processor has no negative line; the shares are split by the lines' amounts, the rounding on the last
 * line), then one line per tax of our tax table (docs/payments.md). Their sum is the order's total exactly.
 */
export function checkoutLines(order: Row, taxLabel: (name: string, rate: number) => string): CheckoutLine[] {
  const lines = order.lines as { productName: string; priceCents: number; quantity: number }[];
  const discount = Number(order.discount_cents ?? 0);
  const subtotal = lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
  const out: CheckoutLine[] = [];
  let left = discount;
  lines.forEach((l, i) => {
    const amount = l.priceCents * l.quantity;
    const share = i === lines.length - 1 ? left : Math.min(left, Math.round((discount * amount) / Math.max(1, subtotal)));
    left -= share;
    const net = amount - share;
    if (net <= 0) return;
    if (share === 0) out.push({ name: l.productName, unitAmountCents: l.priceCents, quantity: l.quantity });
    else
      out.push({
        name: `${l.productName}${l.quantity > 1 ? ` × ${l.quantity}` : ""} (${String(order.coupon_code ?? "coupon")})`,
        unitAmountCents: net,
        quantity: 1,
      });
  });
  const taxCents = Number(order.tax_cents ?? 0);
  if (taxCents > 0) {
    const t = (order.taxes ?? {}) as Record<string, number | string | null>;
    const parts = (["gst", "hst", "pst", "qst"] as const).filter((k) => Number(t[k] ?? 0) > 0);
    const rate = Number(t.rate ?? 0);
    // One line per tax, split by their rates; the rounding goes to the last one so the sum is our tax total.
    let leftTax = taxCents;
    parts.forEach((k, i) => {
      const cents = i === parts.length - 1 ? leftTax : Math.round((taxCents * Number(t[k])) / (rate || 1));
      leftTax -= cents;
      if (cents > 0) out.push({ name: taxLabel(k.toUpperCase(), Number(t[k])), unitAmountCents: cents, quantity: 1 });
    });
    if (!parts.length) out.push({ name: taxLabel("Tax", rate), unitAmountCents: taxCents, quantity: 1 });
  }
  return out;
}

export const taxLabel = (name: string, rate: number) => `${name} ${Number((rate * 100).toFixed(3))}%`;

const ORDER_COLUMNS = `id, status, email, user_id, cart_id, currency, lines, coupon_code, discount_cents::int AS discount_cents, tax_cents::int AS tax_cents, taxes,
  total_cents::int AS total_cents, payment_session_id, payment_processor, payment_error_code, pending_account, idempotency_key`;

async function orderRow(payload: Payload, where: string, value: unknown): Promise<Row | null> {
  const { rows } = await poolOf(payload).query(`SELECT ${ORDER_COLUMNS} FROM orders WHERE ${where}`, [value]);
  return rows[0] ?? null;
}

/** Opens (or, under the same key, finds again) the processor's session of a pending order. */
async function openSession(ctx: Context, processor: StripeProcessor, order: Row): Promise<ProcessorSession> {
  const base = env().PUBLIC_URL.replace(/\/$/, "");
  const session = await processor.createCheckoutSession({
    orderId: order.id as number,
    currency: order.currency as string,
    lines: checkoutLines(order, taxLabel),
    email: order.email as string,
    successUrl: `${base}/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/checkout?canceled=${order.id as number}`,
    idempotencyKey: `checkout:${order.idempotency_key as string}`,
    locale: ctx.language === "fr" ? "fr" : "en",
  });
  await poolOf(ctx.payload).query(`UPDATE orders SET payment_session_id = $2, payment_processor = 'stripe', updated_at = now() WHERE id = $1`, [
    order.id,
    session.id,
  ]);
  return session;
}

/** CHK-023, CHK-024 with a processor: checks, claims the order, and answers the hosted page to go to. */
export async function startHostedCheckout(ctx: Context, input: PlaceOrderInput): Promise<HostedCheckoutResult> {
  const processor = requireProcessor();
  const prepared = await prepareOrder(ctx, input);
  if ("results" in prepared) return prepared;
  // Nothing to charge (a full discount): no processor involved, the order is written at once.
  if (prepared.total <= 0) return placeOrder(ctx, { ...input, card: undefined });
  const db = poolOf(ctx.payload);
  const claimed = await claimOrder(ctx, prepared);
  if (claimed) {
    const couponUsedUp = await redeemOrderCoupon(db, prepared.cart, claimed);
    if (couponUsedUp) return couponUsedUp;
    // A new customer's account is written with the paid order (never before the payment): kept until then.
    const pendingAccount = prepared.existing
      ? null
      : { firstName: input.firstName, lastName: input.lastName, passwordHash: await hashPassword(input.password!) };
    await db.query(`UPDATE orders SET payment_processor = 'stripe', pending_account = $2::jsonb WHERE id = $1`, [claimed, JSON.stringify(pendingAccount)]);
  }
  const order = await orderRow(ctx.payload, "idempotency_key = $1", prepared.key);
  if (!order) throw new NotFound("order.notFound", "Order not found.");
  if (order.status === "paid") return { results: "SUCCESS", id: order.id as number, errorCode: null, errorMsg: null };
  if (order.status !== "pending") return failure((order.payment_error_code as string | null) ?? null, null);
  let session: ProcessorSession;
  try {
    // A second submit of the same cart version (double click, retry after a timeout) finds the same session:
    // the idempotency key is the same and so are the amounts (they come from the order row).
    session = await openSession(ctx, processor, order);
  } catch (err) {
    if (err instanceof GatewayTimeoutError) return failure(null, null); // still pending: a retry uses the same key
    ctx.payload.logger.error(redact({ err, orderId: order.id }) as object, "processor session not opened");
    await markOrderFailed(db, order.id as number, null);
    return failure(null, null);
  }
  if (session.amountTotal !== order.total_cents) {
    ctx.payload.logger.error({ orderId: order.id, processor: session.amountTotal, ours: order.total_cents }, "processor total differs from the order");
    await processor.expireSession(session.id).catch(() => {});
    await markOrderFailed(db, order.id as number, null);
    return failure(null, null);
  }
  if (session.paid) {
    await settleHostedOrder(ctx.payload, order.id as number, "return");
    return { results: "SUCCESS", id: order.id as number, errorCode: null, errorMsg: null };
  }
  if (session.status !== "open" || !session.url) return failure(null, null);
  return { results: "REDIRECT", id: order.id as number, url: session.url, errorCode: null, errorMsg: null };
}

export type SettleOutcome = { status: "paid" | "refunded" | "failed" | "open" | "unknown" | "review"; session: ProcessorSession | null; order: Row | null };

/**
 * The one place a processor's payment becomes a paid order: asks Stripe for the order's session and, when it is
 * paid for the order's total, finalizes the order (exactly once: finalizeOrder locks the row and skips a paid one);
 * an expired session fails the order. The hosted page's return, the webhooks and reconciliation all call it.
 */
export async function settleHostedOrder(payload: Payload, orderId: number, source: "return" | "webhook" | "reconcile" | "cancel"): Promise<SettleOutcome> {
  const order = await orderRow(payload, "id = $1", orderId);
  if (!order || !order.payment_session_id) return { status: "unknown", session: null, order };
  if (order.status === "paid" || order.status === "refunded") return { status: order.status, session: null, order };
  const processor = stripeProcessor();
  if (!processor) return { status: "unknown", session: null, order };
  const session = await processor.retrieveSession(order.payment_session_id as string);
  if (order.status !== "pending") return { status: "failed", session, order };
  if (session.paid && session.status === "complete") {
    if (session.amountTotal !== order.total_cents || session.orderId !== orderId) {
      payload.logger.error({ orderId, amount: session.amountTotal, source }, "processor payment differs from the order: left for review");
      return { status: "review", session, order };
    }
    const account = order.pending_account as { firstName?: string; lastName?: string; passwordHash?: string } | null;
    const newUser =
      !order.user_id && account?.passwordHash
        ? { email: order.email as string, firstName: account.firstName ?? "", lastName: account.lastName ?? "", passwordHash: account.passwordHash }
        : null;
    await finalizeOrder(
      payload,
      orderId,
      {
        ok: true,
        reference: session.paymentIntentId ?? session.id,
        brand: session.brand,
        last4: session.last4,
        amountCents: session.amountTotal,
        status: "captured",
      },
      newUser,
      (order.cart_id as number | null) ?? null,
    );
    payload.logger.info({ orderId, source }, "order paid through the processor");
    return { status: "paid", session, order: await orderRow(payload, "id = $1", orderId) };
  }
  if (session.status === "expired") {
    await markOrderFailed(poolOf(payload), orderId, session.lastError ? errorCodeOfDecline(session.lastError) : null);
    return { status: "failed", session, order };
  }
  return { status: "open", session, order };
}

/** Whether the caller is the one who placed the order: its account, or the visitor whose cart it was. */
async function ownsOrder(ctx: Context, order: Row): Promise<boolean> {
  if (ctx.user) return order.user_id === ctx.user.id;
  const visitor = visitorKey(ctx);
  if (!visitor || !order.cart_id) return false;
  const { rows } = await poolOf(ctx.payload).query(`SELECT 1 FROM carts WHERE id = $1 AND visitor_id = $2`, [order.cart_id, visitor]);
  return rows.length > 0;
}

/**
 * The return from the hosted page (POSTed by /checkout/return, never done by its GET): settles the order and,
 * for the visitor who placed it as a new customer, answers the account to sign in.
 */
export async function confirmHostedCheckout(ctx: Context, sessionId: string): Promise<PlaceOrderResult> {
  requireProcessor();
  const order = await orderRow(ctx.payload, "payment_session_id = $1", sessionId);
  if (!order) throw new NotFound("order.notFound", "Order not found.");
  const mine = await ownsOrder(ctx, order);
  if (!mine) throw new NotFound("order.notFound", "Order not found.");
  let outcome: SettleOutcome;
  try {
    outcome = await settleHostedOrder(ctx.payload, order.id as number, "return");
  } catch (err) {
    if (err instanceof GatewayTimeoutError) return failure(null, null);
    throw err;
  }
  if (outcome.status === "paid" || outcome.status === "refunded") {
    const created = (outcome.order?.pending_account as { createdUserId?: number } | null)?.createdUserId;
    return { results: "SUCCESS", id: order.id as number, errorCode: null, errorMsg: null, newUserId: !ctx.user && created ? created : undefined };
  }
  const e = outcome.session?.lastError;
  return failure(e ? errorCodeOfDecline(e) : (order.payment_error_code as string | null) ?? null, e?.message ?? null);
}

/**
 * The customer came back from the hosted page without paying (its "back" link): the session is closed at the
 * processor, the order failed with the processor's last decline (mapped to the seed's messages), and the cart
 * gets a new version. A session that was paid meanwhile settles as paid instead.
 */
export async function cancelHostedCheckout(ctx: Context, orderId: number): Promise<PlaceOrderResult> {
  const processor = requireProcessor();
  const order = await orderRow(ctx.payload, "id = $1", orderId);
  if (!order || !(await ownsOrder(ctx, order))) throw new NotFound("order.notFound", "Order not found.");
  if (order.status === "paid") return { results: "SUCCESS", id: orderId, errorCode: null, errorMsg: null };
  if (order.status !== "pending" || !order.payment_session_id) return failure((order.payment_error_code as string | null) ?? null, null);
  const session = await processor.expireSession(order.payment_session_id as string);
  if (session.paid) {
    await settleHostedOrder(ctx.payload, orderId, "cancel");
    return { results: "SUCCESS", id: orderId, errorCode: null, errorMsg: null };
  }
  const code = session.lastError ? errorCodeOfDecline(session.lastError) : null;
  await markOrderFailed(poolOf(ctx.payload), orderId, code);
  // Canceled without an attempt: nothing to explain (validation, no message).
  if (!session.lastError) return { results: "FAILURE", id: null, errorCode: null, errorMsg: null, validation: true };
  return failure(code, session.lastError.message);
}

/** The account a hosted checkout just created, to sign its customer in (the procedure starts the session). */
export async function newCustomer(ctx: Context, userId: number): Promise<User> {
  return (await ctx.payload.findByID({ collection: "users", id: userId, depth: 0, overrideAccess: true })) as User;
}

/** The return from the hosted page, then (a new customer) signed in to the account the order created: one call for the procedure. */
export async function confirmHostedCheckoutAndSignIn(ctx: Context, sessionId: string) {
  const { newUserId, ...result } = await confirmHostedCheckout(ctx, sessionId);
  if (newUserId) await startUserSession(ctx, await newCustomer(ctx, newUserId));
  return result;
}
