import crypto from "node:crypto";
import { Invalid, RateLimited } from "#core/errors";
import type { Context } from "#core/context";
import { env } from "#core/env";
import { hitRateLimit } from "#core/auth/rateLimit";
import { inTransaction, poolOf, type Row } from "#core/db/pool";
import { finalizeOrder, type PlaceOrderResult } from "#core/commerce/orders";
import { cartMaths } from "#core/commerce/cart";
import { GatewayTimeoutError, type GatewayResult } from "#core/payments/gateway";
import { paymentGateway } from "#core/payments/sandbox";
import { redact } from "#core/payments/redact";
import { addressProblem, BOOKSTORE_MESSAGES, CHECKOUT_MESSAGES, EMAIL, normalizePostal, taxFor, type PayInvoiceInput } from "#shared/commerce";

/**
 * Bookstore invoices (BOOK-001…BOOK-013, docs/payments.md). A bookstore finds its invoice by number
 * on /bookstore and pays it by card through the same gateway as checkout. Numbers are random
 * (cms/collections/Invoices.ts) and every search counts against the caller's address (20 per 15
 * minutes), found or not, with one answer for every number not found: invoices cannot be listed by
 * trying numbers. The amount is numberOfSeats × rate (BOOK-013), tax 0 when the invoice is
 * tax-exempt, else the payer's province or state; the paid invoice records the payment and an order.
 */
export const INVOICE_SEARCH_LIMIT = { limit: 20, windowMs: 15 * 60_000 };
const PAY_LIMIT = { limit: 20, windowMs: 15 * 60_000 };

const CURRENCY_NAMES: Record<string, { en: string; fr: string }> = {
  USD: { en: "US Dollar", fr: "dollar américain" },
  CAD: { en: "Canadian Dollar", fr: "dollar canadien" },
};

/** BOOK-003's fields, plus the status and the amount in cents. */
export type InvoiceView = {
  invoiceNum: string;
  id: number;
  invoiceDate: string;
  billTo: string;
  taxExempt: boolean;
  numberOfSeats: number;
  rate: number;
  subTotal: number;
  currency: { code: string; name_en: string; name_fr: string };
  product: { title: string } | null;
  status: "open" | "paid";
  subTotalCents: number;
};

export const normalizeInvoiceNumber = (s: string) => s.trim().toUpperCase();

const INVOICE_SQL = `SELECT i.id, i.invoice_num, i.invoice_date, i.bill_to, coalesce(i.tax_exempt, false) AS tax_exempt, i.number_of_seats::int AS seats,
  i.rate::float8 AS rate, i.currency, i.status, i.product_id,
  coalesce((SELECT title FROM products_locales pl WHERE pl._parent_id = i.product_id AND pl._locale = $2), (SELECT title FROM products_locales pl WHERE pl._parent_id = i.product_id AND pl._locale = 'en')) AS product_title
  FROM invoices i`;

/** BOOK-013: seats × rate, in cents (the rate rounded to the cent first). */
export const invoiceCents = (seats: number, rate: number) => seats * Math.round(rate * 100);

function toView(r: Row): InvoiceView {
  const seats = r.seats as number;
  const rate = r.rate as number;
  const cents = invoiceCents(seats, rate);
  const code = r.currency as string;
  const names = CURRENCY_NAMES[code] ?? { en: code, fr: code };
  return {
    invoiceNum: r.invoice_num as string,
    id: r.id as number,
    invoiceDate: new Date(r.invoice_date as string).toISOString(),
    billTo: r.bill_to as string,
    taxExempt: Boolean(r.tax_exempt),
    numberOfSeats: seats,
    rate,
    subTotal: cents / 100,
    currency: { code, name_en: names.en, name_fr: names.fr },
    product: r.product_title ? { title: r.product_title as string } : null,
    status: r.status as "open" | "paid",
    subTotalCents: cents,
  };
}

const clientKey = (ctx: Context) => ctx.ip ?? "unknown";

/** BOOK-002…BOOK-005: an invoice by its number, or null (one answer for every miss); rate-limited. */
export async function findInvoice(ctx: Context, invoiceNum: string): Promise<InvoiceView | null> {
  const num = normalizeInvoiceNumber(invoiceNum);
  if (!num) throw new Invalid("bookstore.invoiceNumberMissing", BOOKSTORE_MESSAGES.invoiceNumberMissing);
  const hit = await hitRateLimit(ctx.payload, `invoice-search:${clientKey(ctx)}`, INVOICE_SEARCH_LIMIT);
  if (!hit.allowed) throw new RateLimited("bookstore.tooManyLookups", BOOKSTORE_MESSAGES.invoiceTooMany);
  const { rows } = await poolOf(ctx.payload).query(`${INVOICE_SQL} WHERE i.invoice_num = $1`, [num, ctx.language === "fr" ? "fr" : "en"]);
  return rows[0] ? toView(rows[0]) : null;
}

/** A capability for the thank-you page of a guest's payment (no account to own the order). */
export function receiptToken(orderId: number): string {
  return crypto.createHmac("sha256", env().PAYLOAD_SECRET).update(`order-receipt:${orderId}`).digest("base64url").slice(0, 32);
}
export function receiptTokenValid(orderId: number, token: string): boolean {
  const want = Buffer.from(receiptToken(orderId));
  const got = Buffer.from(token);
  return want.length === got.length && crypto.timingSafeEqual(want, got);
}

export type PayInvoiceResult = PlaceOrderResult & { receiptToken?: string };

const failure = (message: string): PayInvoiceResult => ({ results: "FAILURE", id: null, errorCode: null, errorMsg: { message }, validation: true });

/**
 * BOOK-006…BOOK-012: pays an open invoice. One attempt is one pending order under the key
 * `invoice:<id>:<attempt>`, claimed while the invoice row is locked, so two submits never pay an
 * invoice twice: the second finds the first attempt's order and answers with it.
 */
export async function payInvoice(ctx: Context, input: PayInvoiceInput): Promise<PayInvoiceResult> {
  const db = poolOf(ctx.payload);
  const num = normalizeInvoiceNumber(input.invoiceNum);
  if (!num) return failure(BOOKSTORE_MESSAGES.invoiceNumberMissing);
  const a = input.address;
  const card = input.card;
  if (!card.number || !card.expiry || !card.cvv || !input.firstName || !input.lastName || !input.email || !a.province || !a.postalCode)
    return failure(CHECKOUT_MESSAGES.cardMissing);
  if (!/^[\d ]*$/.test(card.number) || !/^\d*$/.test(card.expiry) || !/^\d*$/.test(card.cvv)) return failure(CHECKOUT_MESSAGES.cardMissing);
  if (!EMAIL.test(input.email)) return failure(CHECKOUT_MESSAGES.badEmail);
  const addressIssue = addressProblem(a.country, a.province, a.postalCode);
  if (addressIssue) return failure(addressIssue);
  const hit = await hitRateLimit(ctx.payload, `invoice-pay:${clientKey(ctx)}`, PAY_LIMIT);
  if (!hit.allowed) throw new RateLimited("bookstore.tooManyLookups", BOOKSTORE_MESSAGES.invoiceTooMany);

  const address = { country: a.country, province: a.province, postalCode: normalizePostal(a.postalCode) };
  const email = input.email.trim().toLowerCase();
  const claim = await inTransaction(ctx.payload, async (tx) => {
    const { rows } = await tx.query(`${INVOICE_SQL} WHERE i.invoice_num = $1 FOR UPDATE OF i`, [num, ctx.language === "fr" ? "fr" : "en"]);
    const row = rows[0];
    if (!row) return { kind: "missing" as const };
    const invoice = toView(row);
    if (invoice.status === "paid") return { kind: "paid" as const };
    const attempts = await tx.query(`SELECT id, status, idempotency_key FROM orders WHERE invoice_id = $1 ORDER BY id DESC`, [invoice.id]);
    const busy = attempts.rows.find((o) => o.status === "pending" || o.status === "paid");
    if (busy) return { kind: "busy" as const, key: busy.idempotency_key as string };
    const tax = invoice.taxExempt ? taxFor("OTHER", "") : taxFor(address.country, address.province);
    const m = cartMaths([{ priceCents: invoice.subTotalCents, quantity: 1 }], 0, tax);
    const key = `invoice:${invoice.id}:${attempts.rows.length + 1}`;
    const lines = [
      {
        productId: row.product_id ?? null,
        productName: `${invoice.product?.title ?? "Invoice"} — ${invoice.invoiceNum} (${invoice.numberOfSeats} × ${invoice.rate.toFixed(2)})`,
        priceCents: invoice.subTotalCents,
        quantity: 1,
        memberships: [],
      },
    ];
    const inserted = await tx.query(
      `INSERT INTO orders (user_id, email, status, idempotency_key, currency, lines, subtotal_cents, discount_cents, tax_cents, taxes, total_cents, address, invoice_id)
       VALUES ($1, $2, 'pending', $3, $4, $5::jsonb, $6, 0, $7, $8::jsonb, $9, $10::jsonb, $11) RETURNING id`,
      [
        ctx.user?.id ?? null,
        ctx.user?.email ?? email,
        key,
        invoice.currency.code,
        JSON.stringify(lines),
        m.subtotal,
        m.taxCents,
        JSON.stringify({ ...tax, cents: m.cents, taxExempt: invoice.taxExempt }),
        m.total,
        JSON.stringify({ ...address, name: `${input.firstName} ${input.lastName}`.trim(), payerEmail: email }),
        invoice.id,
      ],
    );
    return { kind: "claimed" as const, orderId: inserted.rows[0]!.id as number, key, total: m.total, currency: invoice.currency.code };
  });
  if (claim.kind === "missing") return failure(BOOKSTORE_MESSAGES.invoiceNotFound);
  if (claim.kind === "paid") return failure(BOOKSTORE_MESSAGES.invoicePaid);
  if (claim.kind === "busy") {
    // A submit already in flight (double click, second tab): its outcome is this one's.
    for (let i = 0; i < 60; i++) {
      const { rows } = await db.query(`SELECT id, status FROM orders WHERE idempotency_key = $1`, [claim.key]);
      if (rows[0]?.status === "paid")
        return { results: "SUCCESS", id: rows[0].id as number, errorCode: null, errorMsg: null, receiptToken: receiptToken(rows[0].id as number) };
      if (rows[0]?.status !== "pending") break;
      await new Promise((r) => setTimeout(r, 250));
    }
    return { results: "FAILURE", id: null, errorCode: null, errorMsg: null, validation: false };
  }

  let result: GatewayResult;
  try {
    const gw = paymentGateway();
    result = await gw.authorize({ amountCents: claim.total, currency: claim.currency, card, idempotencyKey: claim.key });
    if (result.ok) result = await gw.capture(result.reference, `${claim.key}:capture`);
  } catch (err) {
    if (err instanceof GatewayTimeoutError) return { results: "FAILURE", id: null, errorCode: null, errorMsg: null, validation: false };
    ctx.payload.logger.error(redact({ err, orderId: claim.orderId, card }) as object, "invoice payment failed");
    await db.query(`UPDATE orders SET status = 'failed', updated_at = now() WHERE id = $1`, [claim.orderId]);
    throw err;
  }
  if (!result.ok) {
    await db.query(`UPDATE orders SET status = 'failed', payment_error_code = $2, updated_at = now() WHERE id = $1`, [claim.orderId, result.errorCode]);
    return { results: "FAILURE", id: null, errorCode: result.errorCode, errorMsg: { message: result.message }, validation: false };
  }
  await finalizeOrder(ctx.payload, claim.orderId, result, null, null);
  return { results: "SUCCESS", id: claim.orderId, errorCode: null, errorMsg: null, receiptToken: receiptToken(claim.orderId) };
}
