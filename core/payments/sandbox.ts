import crypto from "node:crypto";
import { env } from "#core/env";
import { GatewayTimeoutError, type AuthorizeRequest, type CardBrand, type GatewayResult, type PaymentGateway } from "#core/payments/gateway";
import { signWebhook, verifyWebhookSignature, type WebhookEvent, type WebhookVerification } from "#core/payments/webhooks";

/** PAYMENT_WEBHOOK_SECRET, else one derived from PAYLOAD_SECRET (never a constant known to the public). */
export function sandboxWebhookSecret(): string {
  return process.env.PAYMENT_WEBHOOK_SECRET || crypto.createHmac("sha256", env().PAYLOAD_SECRET).update("sandbox-payment-webhooks").digest("hex");
}

/**
 * A sandbox card processor that behaves like the real one (docs/payments.md): Luhn check, expiry,
 * CVV length by brand, test cards with fixed outcomes, idempotency keys (the same key answers the
 * same result and never charges twice), and a 10 s timeout card. Its ledger lives in memory.
 */
export const TEST_CARDS = {
  success: "4242424242424242",
  decline62: "4000000000000002",
  declineOther: "4000000000009995",
  timeout: "4000000000000119",
} as const;

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function brandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "unknown";
}

/** MMYY, not in the past (the card is good through the end of its month). */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const m = /^(\d{2})(\d{2})$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

const fail = (errorCode: string, message: string): GatewayResult => ({ ok: false, errorCode, message });

export class SandboxGateway implements PaymentGateway {
  private byKey = new Map<string, Promise<GatewayResult>>();
  private charges = new Map<string, Extract<GatewayResult, { ok: true }>>();
  /** How many charges were really made (tests: a retry or double submit must not add one). */
  chargeCount = 0;

  constructor(private opts: { timeoutMs?: number; webhookSecret?: string } = {}) {}

  private get webhookSecret() {
    return this.opts.webhookSecret ?? sandboxWebhookSecret();
  }

  verifyWebhook(rawBody: string, signatureHeader: string | null | undefined, nowSec?: number): WebhookVerification {
    return verifyWebhookSignature(this.webhookSecret, rawBody, signatureHeader, { nowSec });
  }

  /**
   * The webhook the processor sends about the charge recorded under `idempotencyKey` (what a
   * real processor posts after a charge whose answer the site may have lost): body and header.
   */
  webhookFor(idempotencyKey: string, timestampSec?: number): { body: string; signature: string } | null {
    const r = this.ledgerByKey.get(idempotencyKey);
    if (!r) return null;
    const event: WebhookEvent = r.ok
      ? {
          id: `evt_${crypto.randomBytes(8).toString("hex")}`,
          type: "charge.succeeded",
          data: { idempotencyKey, reference: r.reference, amountCents: r.amountCents, brand: r.brand, last4: r.last4 },
        }
      : { id: `evt_${crypto.randomBytes(8).toString("hex")}`, type: "charge.failed", data: { idempotencyKey, errorCode: r.errorCode, message: r.message } };
    const body = JSON.stringify(event);
    return { body, signature: signWebhook(this.webhookSecret, body, timestampSec) };
  }

  authorize(req: AuthorizeRequest): Promise<GatewayResult> {
    // The same key answers what the processor recorded (a retry after a timeout finds the charge).
    const recorded = this.ledgerByKey.get(req.idempotencyKey);
    if (recorded) return Promise.resolve(recorded);
    const earlier = this.byKey.get(req.idempotencyKey);
    if (earlier) return earlier;
    const result = this.decide(req).then((r) => {
      this.ledgerByKey.set(req.idempotencyKey, r);
      return r;
    });
    result.catch(() => {}).finally(() => this.byKey.delete(req.idempotencyKey));
    this.byKey.set(req.idempotencyKey, result);
    return result;
  }

  private async decide(req: AuthorizeRequest): Promise<GatewayResult> {
    const digits = req.card.number.replace(/[\s-]/g, "");
    if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return fail("14", "Invalid card number.");
    if (!expiryValid(req.card.expiry)) return fail("54", "The card has expired.");
    const brand = brandOf(digits);
    if (!/^\d+$/.test(req.card.cvv) || req.card.cvv.length !== (brand === "amex" ? 4 : 3)) return fail("82", "Invalid CVV.");
    if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) return fail("13", "Invalid amount.");
    if (digits === TEST_CARDS.decline62) return fail("62", "Restricted card.");
    if (digits === TEST_CARDS.declineOther) return fail("51", "Insufficient funds.");
    if (digits === TEST_CARDS.timeout) {
      // The charge goes through at the processor, but the answer arrives too late (reconciliation finds it).
      this.charge(req, brand, digits);
      await new Promise((r) => setTimeout(r, this.opts.timeoutMs ?? 10_000));
      throw new GatewayTimeoutError();
    }
    return this.charge(req, brand, digits);
  }

  private charge(req: AuthorizeRequest, brand: CardBrand, digits: string) {
    this.chargeCount++;
    const result = {
      ok: true as const,
      reference: `sbx_${crypto.randomBytes(8).toString("hex")}`,
      brand,
      last4: digits.slice(-4),
      amountCents: req.amountCents,
      status: "authorized" as const,
    };
    this.charges.set(result.reference, result);
    this.ledgerByKey.set(req.idempotencyKey, result);
    return result;
  }

  private ledgerByKey = new Map<string, GatewayResult>();

  async lookup(idempotencyKey: string): Promise<GatewayResult | null> {
    return this.ledgerByKey.get(idempotencyKey) ?? null;
  }

  private async update(reference: string, status: "captured" | "refunded" | "voided", from: string[]): Promise<GatewayResult> {
    const c = this.charges.get(reference);
    if (!c) return fail("25", "Unknown transaction.");
    if (c.status === status) return c;
    if (!from.includes(c.status)) return fail("12", `Cannot ${status} a ${c.status} transaction.`);
    const next = { ...c, status };
    this.charges.set(reference, next);
    return next;
  }

  capture(reference: string) {
    return this.update(reference, "captured", ["authorized"]);
  }
  refund(reference: string) {
    return this.update(reference, "refunded", ["captured"]);
  }
  void(reference: string) {
    return this.update(reference, "voided", ["authorized"]);
  }
}

let shared: PaymentGateway | undefined;

/** The process's gateway: the sandbox until a real adapter is configured (docs/payments.md). */
export function paymentGateway(): PaymentGateway {
  shared ??= new SandboxGateway();
  return shared;
}

/** Tests swap the gateway (e.g. a sandbox with a short timeout). */
export function setPaymentGateway(g: PaymentGateway) {
  shared = g;
}
