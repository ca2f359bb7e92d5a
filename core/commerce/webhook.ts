import type { Payload } from "payload";
import { poolOf } from "#core/db/pool";
import { finalizeOrder } from "#core/commerce/orders";
import type { CardBrand } from "#core/payments/gateway";
import { paymentGateway } from "#core/payments/sandbox";

/**
 * The payment processor's webhook (POST /payments/webhook, docs/payments.md): a verified
 * `charge.succeeded` settles the pending order claimed under its idempotency key (paid exactly
 * once, through the same transaction as checkout); `charge.failed` marks it failed. Anything not
 * verified is refused with 400 and changes nothing. Answers are idempotent: a repeated event finds
 * the order settled and answers 200.
 */
export type WebhookAnswer = { status: 200 | 400; body: { received: boolean; result?: string; error?: string } };

export async function handlePaymentWebhook(payload: Payload, rawBody: string, signature: string | null | undefined): Promise<WebhookAnswer> {
  const verified = paymentGateway().verifyWebhook(rawBody, signature);
  if (!verified.ok) {
    payload.logger.warn({ reason: verified.reason }, "payment webhook refused");
    return { status: 400, body: { received: false, error: `invalid signature (${verified.reason})` } };
  }
  const { event } = verified;
  const db = poolOf(payload);
  const { rows } = await db.query(`SELECT id, status, total_cents::int AS total, cart_id FROM orders WHERE idempotency_key = $1`, [event.data.idempotencyKey]);
  const order = rows[0];
  if (!order) return { status: 200, body: { received: true, result: "unknown order" } };
  if (order.status !== "pending") return { status: 200, body: { received: true, result: `already ${order.status as string}` } };
  if (event.type === "charge.succeeded") {
    if (event.data.amountCents !== order.total || !event.data.reference) {
      payload.logger.error({ orderId: order.id, amountCents: event.data.amountCents }, "payment webhook amount differs from the order");
      return { status: 200, body: { received: true, result: "amount mismatch: left for review" } };
    }
    await finalizeOrder(
      payload,
      order.id as number,
      {
        ok: true,
        reference: event.data.reference,
        brand: (event.data.brand as CardBrand | undefined) ?? "unknown",
        last4: event.data.last4 ?? "",
        amountCents: order.total as number,
        status: "authorized",
      },
      null,
      (order.cart_id as number | null) ?? null,
    );
    return { status: 200, body: { received: true, result: "paid" } };
  }
  if (event.type === "charge.failed") {
    await db.query(`UPDATE orders SET status = 'failed', payment_error_code = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, [
      order.id,
      event.data.errorCode ?? null,
    ]);
    return { status: 200, body: { received: true, result: "failed" } };
  }
  return { status: 200, body: { received: true, result: "ignored" } };
}
