import crypto from "node:crypto";

/**
 * Webhook signatures (docs/payments.md): the processor signs `<timestamp>.<raw body>` with
 * HMAC-SHA256 under the shared webhook secret and sends `t=<unix seconds>,v1=<hex>` in a header.
 * The receiver recomputes it over the raw bytes it received, compares in constant time, and refuses
 * a timestamp more than `toleranceSec` away from its clock (a replayed old event).
 */
export const WEBHOOK_SIGNATURE_HEADER = "x-payment-signature";
export const WEBHOOK_TOLERANCE_SEC = 300;

export type WebhookEvent = {
  id: string;
  type: "charge.succeeded" | "charge.failed";
  data: { idempotencyKey: string; reference?: string; amountCents?: number; brand?: string; last4?: string; errorCode?: string; message?: string };
};

export type WebhookVerification = { ok: true; event: WebhookEvent } | { ok: false; reason: "missing" | "malformed" | "timestamp" | "signature" | "body" };

const hmac = (secret: string, timestamp: number, body: string) => crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The header value for `body` signed at `timestamp` (seconds). */
export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  opts: { toleranceSec?: number; nowSec?: number } = {},
): WebhookVerification {
  if (!header) return { ok: false, reason: "missing" };
  const parts = new Map(
    header.split(",").map((p) => {
      const i = p.indexOf("=");
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = parts.get("t");
  const v1 = parts.get("v1");
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, reason: "malformed" };
  const timestamp = Number(t);
  const now = opts.nowSec ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (opts.toleranceSec ?? WEBHOOK_TOLERANCE_SEC)) return { ok: false, reason: "timestamp" };
  const want = Buffer.from(hmac(secret, timestamp, body), "hex");
  const got = Buffer.from(v1, "hex");
  if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) return { ok: false, reason: "signature" };
  let event: WebhookEvent;
  try {
    event = JSON.parse(body) as WebhookEvent;
  } catch {
    return { ok: false, reason: "body" };
  }
  if (!event || typeof event !== "object" || typeof event.type !== "string" || typeof event.data?.idempotencyKey !== "string")
    return { ok: false, reason: "body" };
  return { ok: true, event };
}
