import { env } from "#core/env";

/**
 * Which payment processor takes the money (issue 27, docs/payments.md, docs/decisions/090-hosted-payment-page.md).
 *
 * - `sandbox` (the default for `npm start`, the tests and every non-production install): the sandbox gateway
 *   (core/payments/sandbox.ts), plain card fields on the checkout, no money moves.
 * - `stripe`: Stripe Checkout (core/payments/stripe.ts). Chosen with STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET
 *   (STRIPE_API_URL points the SDK at another host, e.g. the local test server), or PAYMENTS=stripe.
 *
 * With APP_ENV=production the server refuses to start without a processor unless PAYMENTS=sandbox says so
 * explicitly (a staging site: printed loudly at start and shown as a banner on the checkout).
 */
export type PaymentsMode = "sandbox" | "stripe";

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** host/port/protocol for the SDK; null: api.stripe.com. */
  api: { host: string; port: number; protocol: "http" | "https" } | null;
  timeoutMs: number;
  maxNetworkRetries: number;
};

export type PaymentsConfig = { mode: PaymentsMode; stripe: StripeConfig | null; explicitSandbox: boolean; production: boolean };

export class PaymentsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentsConfigError";
  }
}

export function readPaymentsConfig(source: Record<string, string | undefined> = process.env, appEnv = env().APP_ENV): PaymentsConfig {
  const production = appEnv === "production";
  const wanted = source.PAYMENTS?.trim().toLowerCase() || null;
  if (wanted && wanted !== "sandbox" && wanted !== "stripe") throw new PaymentsConfigError(`PAYMENTS must be "sandbox" or "stripe" (got "${wanted}")`);
  const secretKey = source.STRIPE_SECRET_KEY?.trim() || "";
  const webhookSecret = source.STRIPE_WEBHOOK_SECRET?.trim() || "";
  let api: StripeConfig["api"] = null;
  if (source.STRIPE_API_URL) {
    let u: URL;
    try {
      u = new URL(source.STRIPE_API_URL);
    } catch {
      throw new PaymentsConfigError(`STRIPE_API_URL must be a URL such as http://127.0.0.1:12111 (got "${source.STRIPE_API_URL}")`);
    }
    const protocol = u.protocol === "http:" ? "http" : "https";
    api = { host: u.hostname, port: Number(u.port) || (protocol === "http" ? 80 : 443), protocol };
  }
  const stripeWanted = wanted === "stripe" || (wanted === null && Boolean(secretKey));
  if (stripeWanted) {
    const missing = [
      !/^(sk|rk)_(test|live)_\w+/.test(secretKey) && "STRIPE_SECRET_KEY (sk_live_… or sk_test_…)",
      !webhookSecret.startsWith("whsec_") && "STRIPE_WEBHOOK_SECRET (whsec_…)",
    ].filter(Boolean);
    if (missing.length) throw new PaymentsConfigError(`Stripe payments need ${missing.join(" and ")} (docs/payments.md)`);
    return {
      mode: "stripe",
      explicitSandbox: false,
      production,
      stripe: {
        secretKey,
        webhookSecret,
        api,
        timeoutMs: Number(source.STRIPE_TIMEOUT_MS) || 20_000,
        maxNetworkRetries: source.STRIPE_MAX_NETWORK_RETRIES != null ? Number(source.STRIPE_MAX_NETWORK_RETRIES) : 2,
      },
    };
  }
  if (production && wanted !== "sandbox")
    throw new PaymentsConfigError(
      "APP_ENV=production needs a real payment processor: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/payments.md), or PAYMENTS=sandbox for a staging site that takes no money",
    );
  return { mode: "sandbox", stripe: null, explicitSandbox: wanted === "sandbox", production };
}

let cached: PaymentsConfig | undefined;

/** The process's payment configuration, read once (tests replace it with setPaymentsConfig). */
export function paymentsConfig(): PaymentsConfig {
  cached ??= readPaymentsConfig();
  return cached;
}

export function setPaymentsConfig(c: PaymentsConfig | undefined) {
  cached = c;
}

/** What the checkout shows: which payment step, and the staging banner (production running the sandbox). */
export function paymentModeView(): { mode: PaymentsMode; sandboxBanner: boolean } {
  const c = paymentsConfig();
  return { mode: c.mode, sandboxBanner: c.mode === "sandbox" && c.production };
}
