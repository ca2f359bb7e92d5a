/**
 * A local stand-in for Stripe on loopback (issue 27, docs/payments.md, docs/decisions/090-hosted-payment-page.md).
 * It answers the `stripe` SDK (configured with host/port/protocol) with Stripe's documented shapes for what the
 * site uses, and serves the hosted payment page the customer is redirected to. Shapes: tests/fixtures/stripe/*.json
 * (their source is noted there). Nothing here is imported by the application.
 *
 * - POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id (expand[]=payment_intent[.latest_charge]),
 *   POST /v1/checkout/sessions/:id/expire, GET /v1/payment_intents[/:id], POST /v1/refunds, GET /v1/charges and
 *   GET /v1/refunds (lists by `created`, expand[]=data.payment_intent); a declined attempt is a failed Charge.
 * - `clock`: Stripe's time for `created` (tests move it across midnight UTC).
 * - Idempotency-Key: the same key on the same endpoint answers the first answer again (Stripe keeps it 24 h);
 *   another body under the same key is a 400 idempotency_error.
 * - Errors as Stripe sends them: {"error": {type, code, decline_code, message, param}}, 402 for card errors.
 * - GET/POST /pay/:sessionId: the hosted page (card number, expiry, CVC). Test cards as Stripe documents them:
 *   4242424242424242 succeeds; 4000000000000002 generic_decline; 4000000000009995 insufficient_funds;
 *   4000000000009987 lost_card; 4000000000000069 expired_card; 4000000000000127 incorrect_cvc;
 *   4000002760003184 requires 3-D Secure (the challenge page /3ds/:paymentIntent has Complete and Fail).
 * - Webhooks: every event is POSTed to `webhookUrl` signed as Stripe signs (Stripe-Signature: t=<unix>,v1=<HMAC-SHA256
 *   of "t.payload" under the endpoint secret>); a non-2xx answer is retried (Stripe: up to 3 days with backoff; here
 *   `retryDelaysMs`). `holdWebhooks` keeps them for the test to deliver (twice, out of order) with `deliver()`.
 * - Faults: `delay(pathPrefix, ms, times)` makes the next answers to a path late (the SDK's timeout).
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type Obj = Record<string, unknown>;
export type StripeEventRecord = { id: string; type: string; created: number; data: { object: Obj }; body: string };

const rid = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    let node: Obj | unknown[] = out;
    path.forEach((seg, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]!);
      const key: string | number = Array.isArray(node) ? (seg === "" ? node.length : Number(seg)) : seg;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Obj | unknown[];
    });
  }
  return out;
}

const CARDS: Record<string, { outcome: "success" | "decline" | "3ds"; decline_code?: string; code?: string; message?: string; brand: string }> = {
  "4242424242424242": { outcome: "success", brand: "visa" },
  "5555555555554444": { outcome: "success", brand: "mastercard" },
  "4000000000000002": { outcome: "decline", decline_code: "generic_decline", message: "Your card was declined.", brand: "visa" },
  "4000000000009995": { outcome: "decline", decline_code: "insufficient_funds", message: "Your card has insufficient funds.", brand: "visa" },
  "4000000000009987": { outcome: "decline", decline_code: "lost_card", message: "Your card was declined.", brand: "visa" },
  "4000000000000069": { outcome: "decline", code: "expired_card", message: "Your card has expired.", brand: "visa" },
  "4000000000000127": { outcome: "decline", code: "incorrect_cvc", message: "Your card's security code is incorrect.", brand: "visa" },
  "4000002760003184": { outcome: "3ds", brand: "visa" },
};
export const STRIPE_TEST_CARDS = {
  success: "4242424242424242",
  decline: "4000000000000002",
  insufficientFunds: "4000000000009995",
  lostCard: "4000000000009987",
  threeDSecure: "4000002760003184",
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class LocalStripe {
  readonly sessions = new Map<string, Obj>();
  readonly paymentIntents = new Map<string, Obj>();
  readonly charges = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  readonly events: StripeEventRecord[] = [];
  /** Requests received by the API (method, path, idempotency key): tests count charges and retries. */
  readonly requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  webhookUrl: string | null = null;
  /** Stripe's clock in unix seconds (objects' and events' `created`): tests move it (a payment just after midnight UTC). */
  clock: () => number = now;
  webhookSecret = `whsec_${crypto.randomBytes(16).toString("hex")}`;
  holdWebhooks = false;
  retryDelaysMs = [200, 500, 1000];
  /** Each delivery attempt: event id and the HTTP status answered (0: no answer). */
  readonly deliveries: { eventId: string; status: number }[] = [];
  private idem = new Map<string, { fingerprint: string; status: number; body: string }>();
  private delays: { prefix: string; ms: number; times: number }[] = [];
  private server: http.Server;
  base = "";

  constructor() {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { type: "api_error", message: String(err) } }));
      });
    });
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }
  get port() {
    return Number(new URL(this.base).port);
  }
  async stop() {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }

  /** The next `times` answers to paths starting with `prefix` arrive after `ms`. */
  delay(prefix: string, ms: number, times = 1) {
    this.delays.push({ prefix, ms, times });
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", this.base);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const delay = this.delays.find((d) => url.pathname.startsWith(d.prefix) && d.times > 0);
    if (delay) {
      delay.times--;
      await new Promise((r) => setTimeout(r, delay.ms));
      if (res.destroyed || req.destroyed) return;
    }
    if (url.pathname.startsWith("/v1/")) return this.api(req, res, url, raw);
    if (url.pathname.startsWith("/pay/")) return this.hostedPage(req, res, url, raw);
    if (url.pathname.startsWith("/3ds/")) return this.challenge(req, res, url, raw);
    res.writeHead(404).end("not found");
  }

  // ---- API ----------------------------------------------------------------------------------
  private async api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string) {
    const method = req.method ?? "GET";
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    this.requests.push({ method, path: url.pathname, idempotencyKey: key });
    const auth = req.headers.authorization ?? "";
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      if (key && method === "POST") this.idem.set(`${url.pathname}|${key}`, { fingerprint: raw, status, body: text });
      res.writeHead(status, { "content-type": "application/json", "request-id": rid("req"), ...(key ? { "idempotency-key": key } : {}) });
      res.end(text);
    };
    if (!/^Bearer sk_(test|live)_\w+/.test(auth)) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
    }
    if (key && method === "POST") {
      const seen = this.idem.get(`${url.pathname}|${key}`);
      if (seen) {
        if (seen.fingerprint !== raw)
          return send(400, {
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        res.writeHead(seen.status, { "content-type": "application/json", "idempotent-replayed": "true", "idempotency-key": key });
        return res.end(seen.body);
      }
    }
    const params = method === "GET" ? parseForm(url.search.slice(1)) : parseForm(raw);
    const expand = ((params.expand as string[] | undefined) ?? []).map(String);
    const m = (re: RegExp) => re.exec(url.pathname);
    let hit: RegExpExecArray | null;
    if (method === "POST" && url.pathname === "/v1/checkout/sessions") return send(200, this.createSession(params));
    if (method === "GET" && (hit = m(/^\/v1\/checkout\/sessions\/([\w]+)$/))) {
      const s = this.sessions.get(hit[1]!);
      return s ? send(200, this.expandSession(s, expand)) : send(404, missing("checkout.session", hit[1]!));
    }
    if (method === "POST" && (hit = m(/^\/v1\/checkout\/sessions\/([\w]+)\/expire$/))) {
      const s = this.sessions.get(hit[1]!);
      if (!s) return send(404, missing("checkout.session", hit[1]!));
      if (s.status !== "open")
        return send(400, {
          error: {
            type: "invalid_request_error",
            message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(s.status)}".`,
          },
        });
      s.status = "expired";
      s.url = null;
      this.emit("checkout.session.expired", s);
      return send(200, s);
    }
    if (method === "GET" && url.pathname === "/v1/payment_intents") {
      const created = (params.created as Obj | undefined) ?? {};
      const gte = Number(created.gte ?? 0);
      const lt = Number(created.lt ?? Number.MAX_SAFE_INTEGER);
      const data = [...this.paymentIntents.values()].filter((p) => (p.created as number) >= gte && (p.created as number) < lt).reverse();
      return send(200, {
        object: "list",
        url: "/v1/payment_intents",
        has_more: false,
        data: data.map((p) =>
          this.expandIntent(
            p,
            expand.map((e) => e.replace(/^data\./, "")),
          ),
        ),
      });
    }
    if (method === "GET" && (url.pathname === "/v1/charges" || url.pathname === "/v1/refunds")) {
      // Stripe's list endpoints: newest first, `created[gte]`/`created[lt]`, `payment_intent`, `expand[]=data.payment_intent`.
      const created = (params.created as Obj | undefined) ?? {};
      const gte = Number(created.gte ?? 0);
      const lt = Number(created.lt ?? Number.MAX_SAFE_INTEGER);
      const all = [...(url.pathname === "/v1/charges" ? this.charges : this.refunds).values()];
      const data = all
        .filter((o) => (o.created as number) >= gte && (o.created as number) < lt && (!params.payment_intent || o.payment_intent === params.payment_intent))
        .reverse()
        .map((o) =>
          expand.includes("data.payment_intent") && this.paymentIntents.has(o.payment_intent as string)
            ? { ...o, payment_intent: this.expandIntent(this.paymentIntents.get(o.payment_intent as string)!, []) }
            : o,
        );
      return send(200, { object: "list", url: url.pathname, has_more: false, data });
    }
    if (method === "GET" && (hit = m(/^\/v1\/payment_intents\/([\w]+)$/))) {
      const p = this.paymentIntents.get(hit[1]!);
      return p ? send(200, this.expandIntent(p, expand)) : send(404, missing("payment_intent", hit[1]!));
    }
    if (method === "POST" && url.pathname === "/v1/refunds") {
      const pi = this.paymentIntents.get(String(params.payment_intent ?? ""));
      if (!pi) return send(404, missing("payment_intent", String(params.payment_intent)));
      const charge = this.charges.get(pi.latest_charge as string)!;
      const amount = params.amount ? Number(params.amount) : (pi.amount_received as number);
      if (pi.status !== "succeeded" || !charge)
        return send(400, {
          error: { type: "invalid_request_error", code: "charge_not_refundable", message: "This PaymentIntent has no successful charge to refund." },
        });
      if ((charge.amount_refunded as number) + amount > (charge.amount as number))
        return send(400, {
          error: { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge ${String(charge.id)} has already been refunded.` },
        });
      const refund = {
        id: rid("re"),
        object: "refund",
        amount,
        balance_transaction: rid("txn"),
        charge: charge.id,
        created: this.clock(),
        currency: pi.currency,
        metadata: (params.metadata as Obj | undefined) ?? {},
        payment_intent: pi.id,
        reason: params.reason ?? null,
        status: "succeeded",
      };
      this.refunds.set(refund.id, refund);
      charge.amount_refunded = (charge.amount_refunded as number) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      this.emit("charge.refunded", charge);
      return send(200, refund);
    }
    return send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname}).` } });
  }

  private createSession(p: Obj): Obj {
    const lines = ((p.line_items as Obj[] | undefined) ?? []).map((l) => {
      const pd = l.price_data as Obj;
      return {
        name: String((pd.product_data as Obj).name),
        unit_amount: Number(pd.unit_amount),
        quantity: Number(l.quantity ?? 1),
        currency: String(pd.currency),
      };
    });
    const total = lines.reduce((s, l) => s + l.unit_amount * l.quantity, 0);
    const id = rid("cs_test");
    const session: Obj = {
      id,
      object: "checkout.session",
      amount_subtotal: total,
      amount_total: total,
      cancel_url: p.cancel_url ?? null,
      client_reference_id: p.client_reference_id ?? null,
      created: this.clock(),
      currency: lines[0]?.currency ?? "cad",
      customer_email: p.customer_email ?? null,
      expires_at: this.clock() + 24 * 3600,
      livemode: false,
      locale: p.locale ?? null,
      metadata: (p.metadata as Obj | undefined) ?? {},
      mode: p.mode ?? "payment",
      payment_intent: null,
      payment_method_types: ["card"],
      payment_status: "unpaid",
      status: "open",
      success_url: p.success_url ?? null,
      url: `${this.base}/pay/${id}`,
      line_items_internal: lines,
      payment_intent_metadata: ((p.payment_intent_data as Obj | undefined)?.metadata as Obj | undefined) ?? {},
    };
    this.sessions.set(id, session);
    return publicSession(session);
  }

  private expandIntent(p: Obj, expand: string[]): Obj {
    const { card_internal: _c, ...out } = p;
    if (expand.includes("latest_charge") && p.latest_charge) out.latest_charge = this.charges.get(p.latest_charge as string) ?? p.latest_charge;
    return out;
  }

  private expandSession(s: Obj, expand: string[]): Obj {
    const out = publicSession(s);
    if (s.payment_intent && expand.some((e) => e.startsWith("payment_intent"))) {
      out.payment_intent = this.expandIntent(
        this.paymentIntents.get(s.payment_intent as string)!,
        expand.includes("payment_intent.latest_charge") ? ["latest_charge"] : [],
      );
    }
    return out;
  }

  // ---- Events and webhooks ----------------------------------------------------------------------
  emit(type: string, object: Obj): StripeEventRecord {
    const created = this.clock();
    const id = rid("evt");
    const { card_internal: _c, ...plain } = object;
    const data = { object: type.startsWith("checkout.session") ? publicSession(object) : plain };
    const body = JSON.stringify(
      {
        id,
        object: "event",
        api_version: "2026-10-28.endive",
        created,
        data,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
    const ev = { id, type, created, data, body };
    this.events.push(ev);
    if (!this.holdWebhooks) void this.deliverWithRetries(ev);
    return ev;
  }

  /** Stripe's signature header for `body`: t=<timestamp>,v1=<hex HMAC-SHA256 of "<t>.<body>">. */
  sign(body: string, timestamp = now(), secret = this.webhookSecret): string {
    return `t=${timestamp},v1=${crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex")}`;
  }

  /** One delivery of an event (or of a body signed at `timestamp`): the HTTP status answered. */
  async deliver(ev: StripeEventRecord, opts: { timestamp?: number; secret?: string } = {}): Promise<number> {
    if (!this.webhookUrl) throw new Error("LocalStripe: no webhookUrl");
    const status = await fetch(this.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": this.sign(ev.body, opts.timestamp, opts.secret),
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: ev.body,
    }).then(
      (r) => r.status,
      () => 0,
    );
    this.deliveries.push({ eventId: ev.id, status });
    return status;
  }

  private async deliverWithRetries(ev: StripeEventRecord) {
    if (!this.webhookUrl) return;
    for (let attempt = 0; ; attempt++) {
      const status = await this.deliver(ev);
      if (status >= 200 && status < 300) return;
      const wait = this.retryDelaysMs[attempt];
      if (wait == null) return;
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  eventsOfType(type: string) {
    return this.events.filter((e) => e.type === type);
  }

  // ---- The hosted payment page ------------------------------------------------------------------
  private page(res: http.ServerResponse, status: number, title: string, body: string) {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(
        title,
      )}</title><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"></head><body><main><h1>${escapeHtml(
        title,
      )}</h1>${body}</main></body></html>`,
    );
  }

  private hostedPage(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string) {
    const id = url.pathname.split("/")[2] ?? "";
    const s = this.sessions.get(id);
    if (!s) return this.page(res, 404, "Session not found", "<p>This checkout session does not exist.</p>");
    if (s.status !== "open") return this.page(res, 410, "Session closed", `<p>This checkout session is ${escapeHtml(String(s.status))}.</p>`);
    const form = (error: string | null) => {
      const lines = (s.line_items_internal as { name: string; unit_amount: number; quantity: number }[])
        .map((l) => `<li>${escapeHtml(l.name)} × ${l.quantity}: ${(l.unit_amount / 100).toFixed(2)}</li>`)
        .join("");
      return this.page(
        res,
        error ? 402 : 200,
        "Pay with card",
        `<p>Total: <strong data-testid="hosted-total">${((s.amount_total as number) / 100).toFixed(2)} ${String(
          s.currency,
        ).toUpperCase()}</strong></p><ul>${lines}</ul>
        ${error ? `<p role="alert" data-testid="hosted-error">${escapeHtml(error)}</p>` : ""}
        <form method="post"><p><label for="n">Card number</label> <input id="n" name="number" inputmode="numeric" autocomplete="cc-number"></p>
        <p><label for="e">Expiry date (MMYY)</label> <input id="e" name="expiry" inputmode="numeric" autocomplete="cc-exp"></p>
        <p><label for="c">CVC</label> <input id="c" name="cvc" inputmode="numeric" autocomplete="cc-csc"></p>
        <button type="submit">Pay</button></form>
        <p><a href="${escapeHtml(String(s.cancel_url))}">Back to the store</a></p>`,
      );
    };
    if (req.method !== "POST") return form(null);
    const f = new URLSearchParams(raw);
    const number = (f.get("number") ?? "").replace(/\D/g, "");
    const card = CARDS[number];
    if (!card || !/^\d{4}$/.test(f.get("expiry") ?? "") || !/^\d{3,4}$/.test(f.get("cvc") ?? "")) return form("Your card number is incomplete or invalid.");
    const pi = this.intentFor(s, card.brand, number);
    if (card.outcome === "decline") {
      pi.status = "requires_payment_method";
      // Stripe records a declined attempt as a failed Charge (status "failed", nothing captured).
      const failed = {
        id: rid("ch"),
        object: "charge",
        amount: pi.amount,
        amount_captured: 0,
        amount_refunded: 0,
        balance_transaction: null,
        captured: false,
        created: this.clock(),
        currency: pi.currency,
        failure_code: card.code ?? "card_declined",
        failure_message: card.message ?? null,
        metadata: {},
        paid: false,
        payment_intent: pi.id,
        payment_method_details: {
          type: "card",
          card: { brand: card.brand, last4: number.slice(-4), exp_month: 12, exp_year: 2034, funding: "credit", country: "US" },
        },
        refunded: false,
        status: "failed",
      };
      this.charges.set(failed.id, failed);
      pi.last_payment_error = {
        type: "card_error",
        code: card.code ?? "card_declined",
        decline_code: card.decline_code ?? null,
        message: card.message,
        charge: failed.id,
      };
      this.emit("payment_intent.payment_failed", pi);
      return form(card.message ?? "Your card was declined.");
    }
    if (card.outcome === "3ds") {
      pi.status = "requires_action";
      pi.next_action = { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } };
      res.writeHead(303, { location: `${this.base}/3ds/${String(pi.id)}` }).end();
      return;
    }
    this.succeed(s, pi);
    res.writeHead(303, { location: String(s.success_url).replace("{CHECKOUT_SESSION_ID}", id) }).end();
  }

  private challenge(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string) {
    const piId = url.pathname.split("/")[2] ?? "";
    const pi = this.paymentIntents.get(piId);
    const s = pi ? [...this.sessions.values()].find((x) => x.payment_intent === piId) : undefined;
    if (!pi || !s || pi.status !== "requires_action") return this.page(res, 404, "Nothing to authenticate", "<p>No authentication is pending.</p>");
    if (req.method !== "POST")
      return this.page(
        res,
        200,
        "3D Secure 2 Test Page",
        `<p>This is a test authentication page.</p><form method="post"><button name="outcome" value="complete">Complete</button> <button name="outcome" value="fail">Fail</button></form>`,
      );
    if (new URLSearchParams(raw).get("outcome") === "complete") {
      this.succeed(s, pi);
      res.writeHead(303, { location: String(s.success_url).replace("{CHECKOUT_SESSION_ID}", String(s.id)) }).end();
      return;
    }
    pi.status = "requires_payment_method";
    pi.next_action = null;
    pi.last_payment_error = {
      type: "card_error",
      code: "payment_intent_authentication_failure",
      message: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
    };
    this.emit("payment_intent.payment_failed", pi);
    res.writeHead(303, { location: `${this.base}/pay/${String(s.id)}` }).end();
  }

  private intentFor(s: Obj, brand: string, number: string): Obj {
    let pi = s.payment_intent ? this.paymentIntents.get(s.payment_intent as string) : undefined;
    if (!pi) {
      pi = {
        id: rid("pi"),
        object: "payment_intent",
        amount: s.amount_total,
        amount_received: 0,
        capture_method: "automatic_async",
        created: this.clock(),
        currency: s.currency,
        latest_charge: null,
        last_payment_error: null,
        livemode: false,
        metadata: { ...(s.payment_intent_metadata as Obj) },
        next_action: null,
        payment_method_types: ["card"],
        status: "requires_payment_method",
      };
      this.paymentIntents.set(pi.id as string, pi);
      s.payment_intent = pi.id;
    }
    pi.card_internal = { brand, last4: number.slice(-4) };
    return pi;
  }

  private succeed(s: Obj, pi: Obj) {
    const card = pi.card_internal as { brand: string; last4: string };
    const charge = {
      id: rid("ch"),
      object: "charge",
      amount: pi.amount,
      amount_captured: pi.amount,
      amount_refunded: 0,
      balance_transaction: rid("txn"),
      captured: true,
      created: this.clock(),
      currency: pi.currency,
      failure_code: null,
      failure_message: null,
      metadata: {},
      paid: true,
      payment_intent: pi.id,
      payment_method_details: { type: "card", card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034, funding: "credit", country: "US" } },
      refunded: false,
      status: "succeeded",
    };
    this.charges.set(charge.id, charge);
    Object.assign(pi, { status: "succeeded", amount_received: pi.amount, latest_charge: charge.id, last_payment_error: null, next_action: null });
    Object.assign(s, { status: "complete", payment_status: "paid", url: null });
    this.emit("charge.succeeded", charge);
    this.emit("payment_intent.succeeded", pi);
    this.emit("checkout.session.completed", s);
  }
}

function publicSession(s: Obj): Obj {
  const { line_items_internal: _l, payment_intent_metadata: _m, ...rest } = s;
  return rest;
}

function missing(kind: string, id: string) {
  return { error: { type: "invalid_request_error", code: "resource_missing", param: "id", message: `No such ${kind}: '${id}'` } };
}

export async function startLocalStripe(port = 0): Promise<LocalStripe> {
  return new LocalStripe().start(port);
}
