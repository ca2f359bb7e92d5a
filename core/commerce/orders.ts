import { NotFound, Precondition, Unauthorized } from "#core/errors";
import { paymentsConfig } from "#core/payments/mode";
import type { Payload } from "payload";
import type { Context } from "#core/context";
import { hashPassword } from "#core/auth/passwords";
import { inTransaction, poolOf, type Queryable, type Row } from "#core/db/pool";
import { pricedCurrentCart, redeemCoupon, releaseCoupon, saleProblem, visitorKey } from "#core/commerce/cart";
import { GatewayTimeoutError, type CardInput, type GatewayResult } from "#core/payments/gateway";
import { paymentGateway } from "#core/payments/sandbox";
import { redact } from "#core/payments/redact";
import { queueAccountingSync } from "#core/commerce/accountingSync";
import { localizedProductTitles } from "#core/commerce/productTitles";
import { hasRole } from "#shared/roles";
import { passwordProblem, PASSWORD_PROBLEM_TEXT } from "#shared/passwordPolicy";
import { addressProblem, CART_MESSAGES, CHECKOUT_MESSAGES, EMAIL, normalizePostal, type PlaceOrderInput } from "#shared/commerce";

/**
 * Checkout and orders (CHK-023…CHK-034, ORD-*; docs/payments.md). One version of a cart is one
 * idempotency key: the first submit claims a `pending` order row under it (unique), takes the
 * coupon's use, charges the gateway with the same key, then writes the account (new customers),
 * the paid order and the memberships in one transaction. A second submit of the same cart version
 * finds that order instead of charging again.
 */

/** CHK-024's answer; `validation` tells a refused entry (its message shown as is) from a payment failure (CHK-028…CHK-030). */
export type PlaceOrderResult = {
  results: "SUCCESS" | "FAILURE";
  id: number | null;
  errorCode: string | null;
  errorMsg: { message: string } | null;
  validation?: boolean;
  newUserId?: number;
};

const failure = (message: string): PlaceOrderResult => ({ results: "FAILURE", id: null, errorCode: null, errorMsg: { message }, validation: true });
export const paymentFailure = (errorCode: string | null, message: string | null): PlaceOrderResult => ({
  results: "FAILURE",
  id: null,
  errorCode,
  errorMsg: message ? { message } : null,
  validation: false,
});

/** CHK-007…CHK-012 for a new customer; the account fields of an existing one come from the account. */
export function checkCustomer(input: PlaceOrderInput, existing: boolean): string | null {
  const a = input.address;
  if (existing) {
    if (!a.province || !a.postalCode) return CHECKOUT_MESSAGES.entriesMissing;
  } else if (!input.password || !input.firstName || !input.lastName || !a.province || !a.postalCode || !input.email) {
    return CHECKOUT_MESSAGES.entriesMissing;
  }
  if (!existing && !EMAIL.test(input.email)) return CHECKOUT_MESSAGES.badEmail;
  return addressProblem(a.country, a.province, a.postalCode);
}

export async function emailExists(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM users WHERE lower(email) = lower($1) OR lower(username) = lower($1) LIMIT 1`, [email.trim()]);
  return rows.length > 0;
}

/** Grants memberships to an account (users_rels), skipping those it already has. */
export async function grantMemberships(db: Queryable, userId: number, membershipIds: number[]) {
  const ids = [...new Set(membershipIds)];
  if (!ids.length) return;
  await db.query(
    `INSERT INTO users_rels (parent_id, path, memberships_id, "order")
     SELECT $1, 'memberships', m, coalesce((SELECT max("order") FROM users_rels WHERE parent_id = $1), 0) + row_number() OVER ()
       FROM unnest($2::int[]) AS m
      WHERE NOT EXISTS (SELECT 1 FROM users_rels r WHERE r.parent_id = $1 AND r.path = 'memberships' AND r.memberships_id = m)`,
    [userId, ids],
  );
}

export async function insertUser(
  db: Queryable,
  u: { email: string; firstName: string; lastName: string; role: string; passwordHash: string | null },
): Promise<number> {
  const email = u.email.trim().toLowerCase();
  const { rows } = await db.query(
    `INSERT INTO users (email, username, first_name, last_name, role, password_hash, must_reset_password) VALUES ($1, $1, $2, $3, $4, $5, $6) RETURNING id`,
    [email, u.firstName, u.lastName, u.role, u.passwordHash, u.passwordHash === null],
  );
  return rows[0]!.id as number;
}

function logSafe(payload: Payload, obj: object, msg: string) {
  payload.logger.error(redact(obj) as object, msg);
}

async function waitForSettled(db: Queryable, key: string): Promise<Row | null> {
  for (let i = 0; i < 60; i++) {
    const { rows } = await db.query(`SELECT id, status, user_id, payment_error_code FROM orders WHERE idempotency_key = $1`, [key]);
    if (!rows[0] || rows[0].status !== "pending") return rows[0] ?? null;
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

/** A checked order request, ready to be claimed under its cart version's idempotency key. */
export type PreparedOrder = {
  cart: Awaited<ReturnType<typeof pricedCurrentCart>>;
  key: string;
  email: string;
  existing: boolean;
  total: number;
  address: { country: PlaceOrderInput["address"]["country"]; province: string; postalCode: string };
};

/**
 * CHK-007…CHK-022 before any payment (the sandbox's card fields and the processor's hosted page alike): the
 * customer's entries, the cart as the server prices it, the address the tax was computed for. Answers the
 * refusal to show, or the order to claim.
 */
export async function prepareOrder(ctx: Context, input: PlaceOrderInput): Promise<PlaceOrderResult | PreparedOrder> {
  const db = poolOf(ctx.payload);
  const existing = Boolean(ctx.user);
  const problem = checkCustomer(input, existing);
  if (problem) return failure(problem);
  if (!existing) {
    const pw = passwordProblem(input.password ?? "");
    if (pw) return failure(PASSWORD_PROBLEM_TEXT[pw]);
    if (await emailExists(db, input.email)) return failure(CHECKOUT_MESSAGES.emailUsed);
  }
  const address = { country: input.address.country, province: input.address.province, postalCode: normalizePostal(input.address.postalCode) };
  const cart = await pricedCurrentCart(ctx);
  if (!cart.cartId || !cart.cartItems.length) return failure(CART_MESSAGES.emptyCart);
  // Checked again at the order (issue 23 item 3): a product taken off sale since it was added is not sold.
  const notForSale = cart.products.map((p) => saleProblem(ctx, p)).find((p) => p != null);
  if (notForSale) return failure(notForSale);
  if (cart.couponProblem) return failure(cart.couponProblem);
  const a = cart.address;
  if (!a || a.country !== address.country || a.province !== address.province || a.postalCode !== address.postalCode) {
    await db.query(`UPDATE carts SET address = $2::jsonb, version = version + 1 WHERE id = $1`, [cart.cartId, JSON.stringify(address)]);
    return prepareOrder(ctx, input);
  }
  const email = existing ? ctx.user!.email : input.email.trim().toLowerCase();
  return { cart, key: `cart:${cart.shoppingCartID}:v${cart.version}`, email, existing, total: cart.cartTotal.cartTotal, address };
}

/** Claims the `pending` order row of a prepared order (unique by key): its id, or null when this cart version has one already. */
export async function claimOrder(ctx: Context, p: PreparedOrder): Promise<number | null> {
  const { cart } = p;
  const lines = cart.cartItems.map((l, i) => ({
    productId: l.productId,
    productName: l.productName,
    priceCents: l.productPrice,
    quantity: l.quantity,
    memberships: cart.products[i]!.memberships,
  }));
  const claim = await poolOf(ctx.payload).query(
    `INSERT INTO orders (user_id, email, status, idempotency_key, cart_id, currency, lines, subtotal_cents, discount_cents, coupon_code, tax_cents, taxes, total_cents, address)
     VALUES ($1, $2, 'pending', $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11::jsonb, $12, $13::jsonb)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      ctx.user?.id ?? null,
      p.email,
      p.key,
      cart.cartId,
      cart.cartTotal.cartCurrency,
      JSON.stringify(lines),
      cart.cartTotal.cartSubtotal,
      cart.cartTotal.cartTotalDiscountValue,
      cart.coupon?.code ?? null,
      cart.cartTotal.cartTaxValue,
      JSON.stringify(cart.cartTotal.taxes),
      p.total,
      JSON.stringify(p.address),
    ],
  );
  return (claim.rows[0]?.id as number | undefined) ?? null;
}

/**
 * The claimed order's use of the cart's coupon (CART-011); null when there is none or it was counted. A coupon used up
 * meanwhile fails the order, gives the cart a new version (a retry gets a new key) and answers the seed's refusal.
 */
export async function redeemOrderCoupon(db: Queryable, cart: PreparedOrder["cart"], orderId: number): Promise<PlaceOrderResult | null> {
  if (!cart.coupon || (await redeemCoupon(db, cart.coupon.id))) return null;
  await db.query(`UPDATE orders SET status = 'failed', updated_at = now() WHERE id = $1`, [orderId]);
  await db.query(`UPDATE carts SET version = version + 1 WHERE id = $1`, [cart.cartId]);
  return failure(CART_MESSAGES.couponUsedUp);
}

/** A failed attempt: the order failed, the coupon's use given back, and a new cart version (a corrected retry gets a new key). */
export async function markOrderFailed(db: Queryable, orderId: number, errorCode: string | null): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE orders SET status = 'failed', payment_error_code = coalesce($2, payment_error_code), pending_account = NULL, updated_at = now()
      WHERE id = $1 AND status = 'pending' RETURNING cart_id, coupon_code`,
    [orderId, errorCode],
  );
  const r = rows[0];
  if (!r) return false;
  if (r.coupon_code) {
    const c = await db.query(`SELECT id FROM coupons WHERE code = $1`, [r.coupon_code]);
    if (c.rows[0]) await releaseCoupon(db, c.rows[0].id as number);
  }
  if (r.cart_id) await db.query(`UPDATE carts SET version = version + 1 WHERE id = $1`, [r.cart_id]);
  return true;
}

/** The paid order of the caller's cart ordered in the last 2 minutes (a double submit's first half), if any. */
async function justOrdered(ctx: Context, db: Queryable): Promise<number | null> {
  const visitorId = ctx.user ? null : visitorKey(ctx);
  if (!ctx.user && !visitorId) return null;
  const { rows } = await db.query(
    `SELECT o.id FROM carts c JOIN orders o ON o.cart_id = c.id AND o.status = 'paid'
      WHERE ${ctx.user ? "c.user_id = $1" : "c.visitor_id = $1"} AND c.status = 'ordered' AND c.updated_at > now() - interval '2 minutes'
      ORDER BY c.updated_at DESC, o.id DESC LIMIT 1`,
    [ctx.user ? ctx.user.id : visitorId],
  );
  return (rows[0]?.id as number | undefined) ?? null;
}

/** CHK-024: validates, charges once, and writes the order. Amounts come from the server's cart only. */
export async function placeOrder(ctx: Context, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const db = poolOf(ctx.payload);
  const prepared = await prepareOrder(ctx, input);
  if ("results" in prepared) {
    // A second submit that arrives once the first has finished finds the cart ordered: it answers with that order.
    const done = prepared.errorMsg?.message === CART_MESSAGES.emptyCart ? await justOrdered(ctx, db) : null;
    return done ? { results: "SUCCESS", id: done, errorCode: null, errorMsg: null } : prepared;
  }
  const { cart, key, email, existing, total } = prepared;
  const card = input.card;
  // Issue 27: with a real processor the card is entered on its hosted page only (docs/decisions/090-hosted-payment-page.md).
  if (total > 0 && paymentsConfig().mode !== "sandbox") throw new Precondition("payments.hosted", "Card payments go through the processor's hosted page.");
  if (total > 0 && (!card?.number || !card.expiry || !card.cvv)) return failure(CHECKOUT_MESSAGES.cardMissing);
  if (card && (!/^[\d ]*$/.test(card.number) || !/^\d*$/.test(card.expiry) || !/^\d*$/.test(card.cvv))) return failure(CHECKOUT_MESSAGES.cardMissing);

  const claimed = await claimOrder(ctx, prepared);
  if (!claimed) {
    // The same cart version was submitted already (double click, second tab, retry): answer with that order.
    const settled = await waitForSettled(db, key);
    if (settled?.status === "paid") return { results: "SUCCESS", id: settled.id as number, errorCode: null, errorMsg: null };
    return paymentFailure((settled?.payment_error_code as string | null) ?? null, null);
  }
  const orderId = claimed;
  // A failed payment: the order failed, the coupon's use given back, a new cart version (a corrected retry gets a new key).
  const markFailed = (errorCode: string | null) => markOrderFailed(db, orderId, errorCode);

  const couponUsedUp = await redeemOrderCoupon(db, cart, orderId);
  if (couponUsedUp) return couponUsedUp;

  let payment: Extract<GatewayResult, { ok: true }> | null = null;
  if (total > 0) {
    let result: GatewayResult;
    try {
      const gw = paymentGateway();
      result = await gw.authorize({ amountCents: total, currency: cart.cartTotal.cartCurrency, card: card as CardInput, idempotencyKey: key });
      if (result.ok) result = await gw.capture(result.reference, `${key}:capture`);
    } catch (err) {
      if (err instanceof GatewayTimeoutError) {
        // The order stays pending; reconcilePendingOrders settles it from the gateway's record.
        return paymentFailure(null, null);
      }
      logSafe(ctx.payload, { err, orderId, card }, "payment failed");
      await markFailed(null);
      throw err;
    }
    if (!result.ok) {
      await markFailed(result.errorCode);
      return paymentFailure(result.errorCode, result.message);
    }
    payment = result;
  }

  const newUser = existing ? null : { email, firstName: input.firstName, lastName: input.lastName, passwordHash: await hashPassword(input.password!) };
  const newUserId = await finalizeOrder(ctx.payload, orderId, payment, newUser, cart.cartId);
  return { results: "SUCCESS", id: orderId, errorCode: null, errorMsg: null, newUserId: newUserId ?? undefined };
}

/**
 * The order's one transaction after the gateway's success: the new account (if any), the order
 * paid with its payment record, the memberships of its lines, the cart closed (CART-017).
 */
export async function finalizeOrder(
  payload: Payload,
  orderId: number,
  payment: Extract<GatewayResult, { ok: true }> | null,
  newUser: { email: string; firstName: string; lastName: string; passwordHash: string } | null,
  cartId: number | null,
): Promise<number | null> {
  const settled = await inTransaction(payload, async (db) => {
    const { rows } = await db.query(`SELECT id, user_id, status, lines FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
    const order = rows[0];
    if (!order || order.status === "paid") return null;
    let userId = order.user_id as number | null;
    let created: number | null = null;
    if (!userId && newUser) {
      userId = created = await insertUser(db, { ...newUser, role: "student" });
    }
    await db.query(
      `UPDATE orders SET status = 'paid', user_id = $2, payment_brand = $3, payment_last4 = $4, payment_reference = $5, paid_at = now(), updated_at = now(),
              pending_account = $6::jsonb WHERE id = $1`,
      [
        orderId,
        userId,
        payment?.brand ?? null,
        payment?.last4 ?? null,
        payment?.reference ?? null,
        created ? JSON.stringify({ createdUserId: created }) : null,
      ],
    );
    if (userId)
      await grantMemberships(
        db,
        userId,
        (order.lines as { memberships: number[] }[]).flatMap((l) => l.memberships),
      );
    // BOOK-*: the paid invoice records the payment (same transaction as the order).
    await db.query(
      `UPDATE invoices i SET status = 'paid', payment_order_id = o.id, payment_paid_at = now(), payment_amount_cents = o.total_cents, payment_tax_cents = o.tax_cents,
              payment_email = coalesce(o.address->>'payerEmail', o.email), payment_brand = o.payment_brand, payment_last4 = o.payment_last4,
              payment_reference = o.payment_reference, updated_at = now()
         FROM orders o WHERE o.id = $1 AND i.id = o.invoice_id`,
      [orderId],
    );
    if (cartId) await db.query(`UPDATE carts SET status = 'ordered', user_id = coalesce(user_id, $2), updated_at = now() WHERE id = $1`, [cartId, userId]);
    return { created };
  });
  if (!settled) return null;
  // ORD-019…ORD-022: the paid order goes to the accounting system from the jobs queue. A failure
  // here leaves it unqueued; the reconciliation job queues it later (queueUnsyncedOrders).
  await queueAccountingSync(payload, orderId).catch((err: unknown) => payload.logger.error({ err, orderId }, "accounting sync not queued"));
  return settled.created;
}

/**
 * Reconciliation (ORD-003): orders left `pending` by a gateway timeout (or a lost connection
 * after the charge) are settled from the gateway's record by their idempotency key — paid exactly
 * once when the charge exists, failed when the gateway never saw it. Existing-account orders only
 * are completed automatically; a guest's order whose account was never written stays for support.
 */
export async function reconcilePendingOrders(payload: Payload, olderThanMs = 30_000): Promise<{ paid: number; failed: number }> {
  const db = poolOf(payload);
  const { rows } = await db.query(
    `SELECT id, idempotency_key, cart_id, coupon_code, payment_processor, payment_session_id, created_at < now() - interval '1 hour' AS stale FROM orders
      WHERE status = 'pending' AND created_at < now() - ($1 || ' milliseconds')::interval`,
    [String(olderThanMs)],
  );
  let paid = 0;
  let failed = 0;
  for (const r of rows) {
    if (r.payment_processor === "stripe") {
      // Issue 27: asked of the processor by the order's hosted session (a session still open is left alone: the
      // customer may be paying; Stripe expires it after 24 h and says so). No session after an hour: never opened.
      if (!r.payment_session_id) {
        if (r.stale && (await markOrderFailed(db, r.id as number, null))) failed++;
        continue;
      }
      const { settleHostedOrder } = await import("#core/commerce/hostedCheckout");
      const outcome = await settleHostedOrder(payload, r.id as number, "reconcile").catch((err: unknown) => {
        payload.logger.warn({ err, orderId: r.id }, "reconciliation: the processor did not answer");
        return null;
      });
      if (outcome?.status === "paid") paid++;
      if (outcome?.status === "failed") failed++;
      continue;
    }
    const found = await paymentGateway().lookup(r.idempotency_key as string);
    if (found?.ok) {
      await finalizeOrder(payload, r.id as number, found, null, (r.cart_id as number | null) ?? null);
      paid++;
    } else {
      await db.query(`UPDATE orders SET status = 'failed', payment_error_code = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, [
        r.id,
        found && !found.ok ? found.errorCode : null,
      ]);
      failed++;
    }
  }
  return { paid, failed };
}

export type OrderView = {
  id: number;
  date: string;
  status: string;
  currency: string;
  lines: { productName: string; priceCents: number; quantity: number }[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  taxPercent: number;
  totalCents: number;
  payment: { brand: string | null; last4: string | null } | null;
  trialOrder: boolean;
  /** TRIAL-016 (decision 135): a trial's end, and whether it has ended (its memberships removed). */
  trial: { endsAt: string | null; ended: boolean } | null;
  email: string;
  couponCode: string | null;
  address: { country?: string; province?: string; postalCode?: string } | null;
  refundedAt: string | null;
  /** BOOK-*: the bookstore invoice this order paid. */
  invoiceNum: string | null;
};

const toView = (r: Row): OrderView => ({
  id: r.id as number,
  date: new Date(r.created_at as string).toISOString(),
  status: r.status as string,
  currency: r.currency as string,
  lines: (r.lines as OrderView["lines"]).map((l) => ({ productName: l.productName, priceCents: l.priceCents, quantity: l.quantity })),
  subtotalCents: r.subtotal_cents as number,
  discountCents: r.discount_cents as number,
  taxCents: r.tax_cents as number,
  taxPercent: ((r.taxes as { rate?: number } | null)?.rate ?? 0) as number,
  totalCents: r.total_cents as number,
  payment: r.payment_last4 ? { brand: r.payment_brand as string, last4: r.payment_last4 as string } : null,
  trialOrder: Boolean(r.trial_order),
  trial: r.trial_order ? { endsAt: r.trial_ends_at ? new Date(r.trial_ends_at as string).toISOString() : null, ended: r.trial_ended_at != null } : null,
  email: r.email as string,
  couponCode: (r.coupon_code as string | null) ?? null,
  address: (() => {
    const a = r.address as { country?: string; province?: string; postalCode?: string } | null;
    return a ? { country: a.country, province: a.province, postalCode: a.postalCode } : null;
  })(),
  refundedAt: r.refund_refunded_at ? new Date(r.refund_refunded_at as string).toISOString() : null,
  invoiceNum: (r.invoice_num as string | null) ?? null,
});

const ORDER_SQL = `SELECT id, created_at, status, currency, lines, subtotal_cents::int AS subtotal_cents, discount_cents::int AS discount_cents, tax_cents::int AS tax_cents,
  taxes, total_cents::int AS total_cents, payment_brand, payment_last4, trial_order, trial_ends_at, trial_ended_at, user_id, email, coupon_code, address, refund_refunded_at,
  (SELECT invoice_num FROM invoices WHERE invoices.id = orders.invoice_id) AS invoice_num FROM orders`;

/**
 * CHK-033, CHK-034: an order for its owner only (anyone else: not found, whoever asks); admins read
 * any settled order (receipts from View Orders).
 */
export async function orderForOwner(ctx: Context, id: number): Promise<OrderView> {
  if (!ctx.user) throw new Unauthorized("auth.required", "Please log in to continue.");
  const admin = hasRole(ctx.user, "admin");
  const { rows } = await poolOf(ctx.payload).query(
    admin ? `${ORDER_SQL} WHERE id = $1 AND (user_id = $2 OR status <> 'pending')` : `${ORDER_SQL} WHERE id = $1 AND user_id = $2`,
    [id, ctx.user.id],
  );
  if (!rows[0]) throw new NotFound("order.notFound", "Order not found.");
  return (await inLanguage(ctx, [rows[0]]))[0]!;
}

/** A guest's paid order by the capability its payment answered (the bookstore's thank-you page). */
export async function orderByReceiptToken(ctx: Context, id: number, token: string, valid: (id: number, token: string) => boolean): Promise<OrderView> {
  if (!valid(id, token)) throw new NotFound("order.notFound", "Order not found.");
  const { rows } = await poolOf(ctx.payload).query(`${ORDER_SQL} WHERE id = $1 AND status IN ('paid', 'refunded')`, [id]);
  if (!rows[0]) throw new NotFound("order.notFound", "Order not found.");
  return (await inLanguage(ctx, [rows[0]]))[0]!;
}

/**
 * Issue 46 F6: the order views with each line's product named in the page's language (its localized title, else the
 * name recorded with the order: a product since deleted).
 */
async function inLanguage(ctx: Context, rows: Row[]): Promise<OrderView[]> {
  type Line = { productId?: number };
  const ids = rows.flatMap((r) => (r.lines as Line[]).map((l) => l.productId ?? 0));
  const titles = await localizedProductTitles(poolOf(ctx.payload), ids, ctx.language);
  return rows.map((r) => {
    const view = toView(r);
    const lines = r.lines as Line[];
    return { ...view, lines: view.lines.map((l, i) => ({ ...l, productName: titles.get(lines[i]?.productId ?? 0) ?? l.productName })) };
  });
}

/** The customer's orders, newest first. */
export async function ordersOf(ctx: Context): Promise<OrderView[]> {
  if (!ctx.user) return [];
  const { rows } = await poolOf(ctx.payload).query(`${ORDER_SQL} WHERE user_id = $1 AND status <> 'pending' ORDER BY id DESC LIMIT 100`, [ctx.user.id]);
  return inLanguage(ctx, rows);
}
