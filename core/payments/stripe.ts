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

  /** The day's successful payments at Stripe (reconciliation), with their order ids from the metadata. */
  async paymentsBetween(
    fromSec: number,
    toSec: number,
  ): Promise<{ id: string; orderId: number | null; amount: number; currency: string; refunded: number; status: string }[]> {
    const out: { id: string; orderId: number | null; amount: number; currency: string; refunded: number; status: string }[] = [];
    for await (const pi of this.sdk.paymentIntents.list({ created: { gte: fromSec, lt: toSec }, limit: 100, expand: ["data.latest_charge"] })) {
      const charge = typeof pi.latest_charge === "object" ? pi.latest_charge : null;
      out.push({
        id: pi.id,
        orderId: pi.metadata?.orderId ? Number(pi.metadata.orderId) : null,
        amount: pi.amount_received,
        currency: pi.currency,
        refunded: charge?.amount_refunded ?? 0,
        status: pi.status,
      });
    }
    return out;
  }

  /**
   * Verifies a webhook exactly as Stripe documents it: the SDK's constructEvent over the raw body with the
   * endpoint secret and its 300 s tolerance. Throws Stripe.errors.StripeSignatureVerificationError.
   */
  constructEvent(rawBody: string | Buffer, signature: string): Stripe.Event {
    return this.sdk.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
  }
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
