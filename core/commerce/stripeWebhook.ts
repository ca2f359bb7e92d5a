import type { Payload } from "payload";
import { poolOf } from "#core/db/pool";
import { settleHostedOrder } from "#core/commerce/hostedCheckout";
import { errorCodeOfDecline, stripeProcessor } from "#core/payments/stripe";

/**
 * Stripe's webhook (POST /payments/stripe/webhook, issue 27): verified by StripeProcessor.constructEvent — the SDK's
 * (HMAC-SHA256 over the raw body, a timestamp older than 300 s refused) plus a timestamp more than 300 s in the future
 * refused (issue 44); either is the SDK's StripeSignatureVerificationError and answers 400. The event is a hint, never the truth: the order named by it is settled by
 * asking Stripe for its session (settleHostedOrder), so a repeated, late or out-of-order event changes nothing
 * twice. An event type the site does not use is acknowledged (200) and logged. A failure to reach Stripe answers
 * 500, so Stripe delivers the event again later.
 */
export type StripeWebhookAnswer = { status: 200 | 400 | 404 | 500; body: { received: boolean; result?: string; error?: string } };

export const STRIPE_SIGNATURE_HEADER = "stripe-signature";

export async function handleStripeWebhook(payload: Payload, rawBody: string | Buffer, signature: string | null | undefined): Promise<StripeWebhookAnswer> {
  const processor = stripeProcessor();
  if (!processor) return { status: 404, body: { received: false, error: "no processor configured" } };
  let event;
  try {
    event = processor.constructEvent(rawBody, signature ?? "");
  } catch (err) {
    payload.logger.warn({ reason: (err as Error).message }, "stripe webhook refused");
    return { status: 400, body: { received: false, error: "invalid signature" } };
  }
  const db = poolOf(payload);
  const orderIdOf = async (): Promise<number | null> => {
    const obj = event.data.object as { id?: string; object?: string; metadata?: Record<string, string> | null };
    if (obj.object === "checkout.session" && obj.id) {
      const { rows } = await db.query(`SELECT id FROM orders WHERE payment_session_id = $1`, [obj.id]);
      return (rows[0]?.id as number | undefined) ?? null;
    }
    const n = Number(obj.metadata?.orderId);
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  try {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
      case "checkout.session.async_payment_failed":
      case "checkout.session.expired":
      case "payment_intent.succeeded": {
        const orderId = await orderIdOf();
        if (!orderId) return { status: 200, body: { received: true, result: "unknown order" } };
        const outcome = await settleHostedOrder(payload, orderId, "webhook");
        return { status: 200, body: { received: true, result: outcome.status } };
      }
      case "payment_intent.payment_failed": {
        // The customer may still try another card on the hosted page: the order stays pending, the decline is noted.
        const orderId = await orderIdOf();
        const e = (event.data.object as { last_payment_error?: { code?: string; decline_code?: string; type: string } | null }).last_payment_error;
        if (orderId && e)
          await db.query(`UPDATE orders SET payment_error_code = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, [
            orderId,
            errorCodeOfDecline({ code: e.code ?? e.type, declineCode: e.decline_code ?? null }),
          ]);
        return { status: 200, body: { received: true, result: "decline noted" } };
      }
      default:
        payload.logger.info({ eventId: event.id, type: event.type }, "stripe webhook: event type not used, acknowledged");
        return { status: 200, body: { received: true, result: "ignored" } };
    }
  } catch (err) {
    payload.logger.error({ err, eventId: event.id, type: event.type }, "stripe webhook not processed: Stripe will deliver it again");
    return { status: 500, body: { received: false, error: "not processed" } };
  }
}
