/**
 * The card processor boundary (docs/payments.md). The site hands the card to `authorize` and keeps
 * only what comes back (brand, last 4, reference); every call carries an idempotency key, so a retry
 * after a timeout or a double submit never charges twice.
 */
import type { WebhookVerification } from "#core/payments/webhooks";

export type CardInput = { number: string; expiry: string; cvv: string };
export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "unknown";

export type GatewayResult =
  | { ok: true; reference: string; brand: CardBrand; last4: string; amountCents: number; status: "authorized" | "captured" | "refunded" | "voided" }
  | { ok: false; errorCode: string; message: string };

export type AuthorizeRequest = { amountCents: number; currency: string; card: CardInput; idempotencyKey: string };

export interface PaymentGateway {
  authorize(req: AuthorizeRequest): Promise<GatewayResult>;
  capture(reference: string, idempotencyKey: string): Promise<GatewayResult>;
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<GatewayResult>;
  void(reference: string, idempotencyKey: string): Promise<GatewayResult>;
  /** The outcome of an earlier authorize by its key (reconciliation after a timeout), or null when the gateway never saw it. */
  lookup(idempotencyKey: string): Promise<GatewayResult | null>;
  /**
   * Checks a webhook's signature header over the raw body (HMAC, timestamp tolerance, constant-time
   * comparison; core/payments/webhooks.ts) and answers the event, or why it was refused.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | null | undefined, nowSec?: number): WebhookVerification;
}

export class GatewayTimeoutError extends Error {
  constructor() {
    super("The payment gateway did not answer in time.");
    this.name = "GatewayTimeoutError";
  }
}
