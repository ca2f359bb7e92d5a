import Stripe from "stripe";
import { paymentsConfig, type StripeConfig } from "#core/payments/mode";
import { GatewayTimeoutError, type CardBrand } from "#core/payments/gateway";

/**
 * Stripe through its official SDK (issue 27, docs/decisions/090-hosted-payment-page.md). The site never sees
 * a card: it creates a Checkout Session (server-side amounts, one line per product plus our tax as a line,
 * idempotency key from the cart version), the customer pays on Stripe's hosted page, and the order is
 * settled from what Stripe answers when asked again (never from the browser, never from a webhook's body alone).
 */
export type CheckoutLine = { name: string; unitAmountCents: number; quantity: number };

export type ProcessorSession = {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  paid: boolean;
  amountTotal: number;
  currency: string;
  orderId: number | null;
  paymentIntentId: string | null;
  brand: CardBrand;
  last4: string;
  /** The last failed attempt on the hosted page (a decline, a failed 3-D Secure), or null. */
  lastError: { code: string; declineCode: string | null; message: string } | null;
};

export type ProcessorRefund = { id: string; status: string; amount: number };

/**
 * A payment that succeeded at Stripe (reconciliation): `id` is the PaymentIntent (our orders' payment reference),
 * `amount` what was captured, `refunded` what has been refunded of it, `paidAt` the succeeded Charge's `created`.
 */
export type ProcessorPayment = {
  id: string;
  orderId: number | null;
  amount: number;
  currency: string;
  refunded: number;
  status: string;
  paidAt: number;
};
export type ProcessorRefundRecord = { id: string; orderId: number | null; amount: number };

/** Stripe's webhook tolerance (the SDK's default), applied both ways: older or further in the future is refused. */
export const WEBHOOK_TOLERANCE_SEC = 300;

const BRANDS: Record<string, CardBrand> = { visa: "visa", mastercard: "mastercard", amex: "amex", discover: "discover" };

/** A call that did not get Stripe's answer in time (or lost the connection): the caller retries later with the same key. */
function rethrow(err: unknown): never {
  if (err instanceof Stripe.errors.StripeConnectionError) throw new GatewayTimeoutError();
  throw err;
}

export class StripeProcessor {
  readonly sdk: Stripe;
  constructor(readonly config: StripeConfig) {
    this.sdk = new Stripe(config.secretKey, {
      ...(config.api ?? {}),
      timeout: config.timeoutMs,
      maxNetworkRetries: config.maxNetworkRetries,
      appInfo: { name: "BioText" },
    });
  }

  async createCheckoutSession(req: {
    orderId: number;
    currency: string;
    lines: CheckoutLine[];
    email: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
    locale: "en" | "fr";
  }): Promise<ProcessorSession> {
    try {
      const s = await this.sdk.checkout.sessions.create(
        {
          mode: "payment",
          customer_email: req.email,
          client_reference_id: String(req.orderId),
          locale: req.locale === "fr" ? "fr-CA" : "en",
          line_items: req.lines.map((l) => ({
            quantity: l.quantity,
            price_data: { currency: req.currency.toLowerCase(), unit_amount: l.unitAmountCents, product_data: { name: l.name } },
          })),
          metadata: { orderId: String(req.orderId) },
          payment_intent_data: { metadata: { orderId: String(req.orderId) } },
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
        },
        { idempotencyKey: req.idempotencyKey },
      );
      return sessionOf(s);
    } catch (err) {
      rethrow(err);
    }
  }

  async retrieveSession(id: string): Promise<ProcessorSession> {
    try {
      return sessionOf(await this.sdk.checkout.sessions.retrieve(id, { expand: ["payment_intent.latest_charge"] }));
    } catch (err) {
      rethrow(err);
    }
  }

  /** Closes an open session (the customer came back to the store instead of paying); a closed one is left as it is. */
  async expireSession(id: string): Promise<ProcessorSession> {
    try {
      await this.sdk.checkout.sessions.expire(id);
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) rethrow(err);
    }
    return this.retrieveSession(id);
  }

  async refund(paymentIntentId: string, amountCents: number, idempotencyKey: string, orderId: number): Promise<ProcessorRefund> {
    try {
      const r = await this.sdk.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, metadata: { orderId: String(orderId) } },
        { idempotencyKey },
      );
      return { id: r.id, status: r.status ?? "pending", amount: r.amount };
    } catch (err) {
      rethrow(err);
    }
  }

  /**
   * The payments that succeeded at Stripe between two instants (reconciliation, issue 44): the succeeded Charges
   * created then — a charge is created when the card is charged, whereas a PaymentIntent is created at the first
   * attempt, which may be before midnight for a payment made after — with their PaymentIntent's order id (metadata)
   * and what has been refunded of them since, wherever the refund was made. A declined attempt is a failed Charge.
   */
  async paymentsBetween(fromSec: number, toSec: number): Promise<ProcessorPayment[]> {
    const out: ProcessorPayment[] = [];
    try {
      for await (const charge of this.sdk.charges.list({ created: { gte: fromSec, lt: toSec }, limit: 100, expand: ["data.payment_intent"] })) {
        if (charge.status === "succeeded") out.push(paymentOf(charge));
      }
    } catch (err) {
      rethrow(err);
    }
    return out;
  }

  /** One PaymentIntent's payment (its latest charge), or null when Stripe has no such PaymentIntent or no succeeded charge. */
  async payment(paymentIntentId: string): Promise<ProcessorPayment | null> {
    try {
      const pi = await this.sdk.paymentIntents.retrieve(paymentIntentId, { expand: ["latest_charge"] });
      const charge = typeof pi.latest_charge === "object" ? pi.latest_charge : null;
      return charge?.status === "succeeded" ? paymentOf({ ...charge, payment_intent: pi }) : null;
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing") return null;
      rethrow(err);
    }
  }

  /** The refunds made at Stripe between two instants (from this site or Stripe's Dashboard), with their order id. */
  async refundsBetween(fromSec: number, toSec: number): Promise<ProcessorRefundRecord[]> {
    const out: ProcessorRefundRecord[] = [];
    try {
      for await (const r of this.sdk.refunds.list({ created: { gte: fromSec, lt: toSec }, limit: 100, expand: ["data.payment_intent"] })) {
        if (r.status === "failed" || r.status === "canceled") continue;
        const pi = typeof r.payment_intent === "object" ? r.payment_intent : null;
        out.push({ id: r.id, orderId: orderIdOf(r.metadata?.orderId ?? pi?.metadata?.orderId), amount: r.amount });
      }
    } catch (err) {
      rethrow(err);
    }
    return out;
  }

  /**
   * Verifies a webhook as Stripe documents it: the SDK's constructEvent over the raw body with the endpoint secret
   * and its 300 s tolerance — which only refuses a timestamp older than that. A signature dated more than the same
   * 300 s in the future (a header signed ahead to be replayed later) is refused too, with the same error (issue 44).
   * Throws Stripe.errors.StripeSignatureVerificationError.
   */
  constructEvent(rawBody: string | Buffer, signature: string): Stripe.Event {
    const nowMs = Date.now();
    const event = this.sdk.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret, WEBHOOK_TOLERANCE_SEC, undefined, nowMs);
    // The header's `t=` (Stripe's parser keeps the last one); the signature over it has just been verified.
    const t = signature
      .split(",")
      .map((part) => part.split("="))
      .filter(([k]) => k === "t")
      .map(([, v]) => parseInt(v ?? "", 10))
      .at(-1);
    if (t === undefined || !(t - Math.floor(nowMs / 1000) <= WEBHOOK_TOLERANCE_SEC))
      throw new Stripe.errors.StripeSignatureVerificationError(signature, typeof rawBody === "string" ? rawBody : rawBody.toString("utf8"), {
        message: "Timestamp outside the tolerance zone",
      });
    return event;
  }
}

function orderIdOf(v: string | undefined | null): number | null {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
}

function paymentOf(charge: Stripe.Charge): ProcessorPayment {
  const pi = typeof charge.payment_intent === "object" ? charge.payment_intent : null;
  return {
    id: pi?.id ?? (typeof charge.payment_intent === "string" ? charge.payment_intent : charge.id),
    orderId: orderIdOf(pi?.metadata?.orderId ?? charge.metadata?.orderId),
    amount: charge.amount_captured,
    currency: charge.currency,
    refunded: charge.amount_refunded,
    status: pi?.status ?? charge.status,
    paidAt: charge.created,
  };
}

function sessionOf(s: Stripe.Checkout.Session): ProcessorSession {
  const pi = typeof s.payment_intent === "object" ? s.payment_intent : null;
  const charge = pi && typeof pi.latest_charge === "object" ? pi.latest_charge : null;
  const card = charge?.payment_method_details?.card ?? null;
  const err = pi?.last_payment_error ?? null;
  return {
    id: s.id,
    url: s.url ?? null,
    status: (s.status ?? "open") as ProcessorSession["status"],
    paid: s.payment_status === "paid",
    amountTotal: s.amount_total ?? 0,
    currency: (s.currency ?? "").toUpperCase(),
    orderId: s.metadata?.orderId ? Number(s.metadata.orderId) : s.client_reference_id ? Number(s.client_reference_id) : null,
    paymentIntentId: pi ? pi.id : typeof s.payment_intent === "string" ? s.payment_intent : null,
    brand: BRANDS[card?.brand ?? ""] ?? "unknown",
    last4: card?.last4 ?? "",
    lastError: err ? { code: err.code ?? err.type, declineCode: err.decline_code ?? null, message: err.message ?? "" } : null,
  };
}

/**
 * A Stripe decline as the seed's error codes (CHK-028…CHK-030): a card the bank refuses as restricted (lost, stolen,
 * pick-up, fraud, restricted) answers the seed's code 62; every other decline keeps Stripe's code.
 */
export function errorCodeOfDecline(e: { code: string; declineCode: string | null }): string {
  const code = e.declineCode ?? e.code;
  return ["restricted_card", "lost_card", "stolen_card", "pickup_card", "fraudulent", "security_violation"].includes(code) ? "62" : code;
}

let shared: StripeProcessor | undefined;

/** The process's Stripe client, or null when payments run on the sandbox. */
export function stripeProcessor(): StripeProcessor | null {
  const c = paymentsConfig();
  if (c.mode !== "stripe" || !c.stripe) return null;
  shared ??= new StripeProcessor(c.stripe);
  return shared;
}

/** Tests point the process at a local Stripe. */
export function setStripeProcessor(p: StripeProcessor | undefined) {
  shared = p;
}
