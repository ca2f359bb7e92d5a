/**
 * Card data never reaches a log: anything that looks like a card number (13–19 digits, spaces or
 * dashes allowed) is masked to its last 4, and fields named like card secrets are dropped.
 */
const SECRET_KEYS = /^(card|cardNum|cardNumber|number|cvv|cvc|cvv2|expiry|cardExpiry|ccDetails)$/i;
const PAN = /\b(?:\d[ -]?){12,18}\d\b/g;

export function redactText(s: string): string {
  return s.replace(PAN, (m) => `****${m.replace(/\D/g, "").slice(-4)}`);
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return "[deep]";
  if (typeof value === "string") return redactText(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.test(k) ? "[redacted]" : redact(v, depth + 1);
    return out;
  }
  return value;
}
