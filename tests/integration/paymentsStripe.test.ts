import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolOf } from "#core/db/pool";
import { checkoutLines, taxLabel } from "#core/commerce/hostedCheckout";
import { handleStripeWebhook } from "#core/commerce/stripeWebhook";
import { readPaymentsConfig, setPaymentsConfig, type PaymentsConfig } from "#core/payments/mode";
import { setStripeProcessor, stripeProcessor } from "#core/payments/stripe";
import { setAccountingSync } from "#core/commerce/accountingSync";
import type { User } from "../../cms/payload-types";
import { openTestDb, type TestDb } from "../support/payload";
import { type LocalStripe, STRIPE_TEST_CARDS, startLocalStripe, type StripeEventRecord } from "../support/stripeServer";
import { errorOf } from "../support/errors";

/**
 * Issue 27 item 1 and 4: Stripe Checkout through the official SDK against the local Stripe (tests/support/stripeServer.ts):
 * success, declines, 3-D Secure, timeouts, webhooks twice and out of order (the order is written exactly once),
 * signature checks, unknown events, refunds through the processor. Item 2: the mode rules.
 */
let db: TestDb;
let stripe: LocalStripe;
let admin: User;
let membership: number;
let book: number;
let n = 0;
const onAddress = { country: "CA" as const, province: "ON", postalCode: "M5V 2T6" };

function useStripe(overrides: Partial<NonNullable<PaymentsConfig["stripe"]>> = {}) {
  setPaymentsConfig({
    mode: "stripe",
    explicitSandbox: false,
    production: false,
    stripe: {
      secretKey: "sk_test_local123",
      webhookSecret: stripe.webhookSecret,
      api: { host: "127.0.0.1", port: stripe.port, protocol: "http" },
      timeoutMs: 2000,
      maxNetworkRetries: 1,
      ...overrides,
    },
  });
  setStripeProcessor(undefined);
}

/** A student with `productId` in the cart who starts the hosted checkout. */
async function start(productId = book) {
  const user = await db.createUser({ email: `stripe${++n}@shop.test`, role: "student" });
  const caller = await db.callerAs(user);
  await caller.commerce.addToCart({ productId });
  const res = await caller.commerce.startHostedCheckout({ firstName: "", lastName: "", password: "", email: "", address: onAddress });
  return { user, caller, res };
}

/** The customer on the hosted page: answers the redirect Location (or the page's status and alert). */
async function pay(url: string, number: string): Promise<{ status: number; location: string | null; text: string }> {
  const res = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number, expiry: "1234", cvc: "123" }),
  });
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
}

const sessionIdOf = (successLocation: string) => new URL(successLocation).searchParams.get("session_id")!;
const deliver = (ev: StripeEventRecord, timestamp?: number) => handleStripeWebhook(db.payload, ev.body, stripe.sign(ev.body, timestamp));

async function orderOf(id: number) {
  const { rows } = await poolOf(db.payload).query(
    `SELECT status, payment_processor, payment_session_id, payment_reference, payment_brand, payment_last4, payment_error_code, idempotency_key,
            total_cents::int AS total, refund_reference, pending_account FROM orders WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}
const paidOrdersOf = async (userId: number) =>
  (await poolOf(db.payload).query(`SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status = 'paid'`, [userId])).rows[0]!.n as number;
const syncJobsFor = async (orderId: number) =>
  (
    await db.payload.find({ collection: "payload-jobs", where: { taskSlug: { equals: "accountingSyncOrder" } }, overrideAccess: true, depth: 0, limit: 500 })
  ).docs.filter((j) => (j.input as { order: number }).order === orderId).length;

beforeAll(async () => {
  db = await openTestDb();
  stripe = await startLocalStripe();
  stripe.holdWebhooks = true;
  useStripe();
  setAccountingSync(undefined);
  admin = await db.createUser({ email: "stripe-admin@shop.test", role: "admin" });
  membership = (await db.payload.create({ collection: "memberships", overrideAccess: true, data: { key: "STRIPE-1", name: "Stripe 1" } })).id;
  book = (
    await db.payload.create({
      collection: "products",
      overrideAccess: true,
      depth: 0,
      data: { title: "Stripe Biology", price: 40, currency: "CAD", memberships: [membership] },
    })
  ).id;
}, 120_000);
afterAll(async () => {
  setPaymentsConfig(undefined);
  setStripeProcessor(undefined);
  await stripe?.stop();
  await db?.close();
});

describe("issue 27: Stripe Checkout (hosted page, SAQ A)", () => {
  it("issue 27: the server opens a Checkout Session for its own total (tax as a line) under the cart version's key; the hosted page's success and its return write the order once", async () => {
    const { user, caller, res } = await start();
    expect(res).toMatchObject({ results: "REDIRECT" });
    if (res.results !== "REDIRECT") return;
    expect(res.url.startsWith(`${stripe.base}/pay/cs_test_`)).toBe(true);
    const order = await orderOf(res.id);
    // $40 in Ontario: 13 % HST → 4520 cents, sent as two lines whose sum is our total.
    expect(order).toMatchObject({ status: "pending", payment_processor: "stripe", total: 4520 });
    const session = [...stripe.sessions.values()].find((s) => s.id === order.payment_session_id)!;
    expect(session.amount_total).toBe(4520);
    expect(session.line_items_internal).toEqual([
      { name: "Stripe Biology", unit_amount: 4000, quantity: 1, currency: "cad" },
      { name: "HST 13%", unit_amount: 520, quantity: 1, currency: "cad" },
    ]);
    const create = stripe.requests.find(
      (r) => r.path === "/v1/checkout/sessions" && r.method === "POST" && r.idempotencyKey?.includes(order.idempotency_key as string),
    );
    expect(create?.idempotencyKey).toBe(`checkout:${order.idempotency_key as string}`);
    // A second submit of the same cart version: the same session (idempotent), no second order.
    const again = await caller.commerce.startHostedCheckout({ firstName: "", lastName: "", password: "", email: "", address: onAddress });
    expect(again).toMatchObject({ results: "REDIRECT", id: res.id, url: res.url });

    const paid = await pay(res.url, STRIPE_TEST_CARDS.success);
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/\/checkout\/return\?session_id=cs_test_/);
    expect(await caller.commerce.confirmHostedCheckout({ sessionId: sessionIdOf(paid.location!) })).toMatchObject({ results: "SUCCESS", id: res.id });
    expect(await orderOf(res.id)).toMatchObject({ status: "paid", payment_brand: "visa", payment_last4: "4242" });
    expect((await orderOf(res.id)).payment_reference).toMatch(/^pi_/);
    // The webhooks arrive afterwards, twice and out of order: nothing changes.
    const events = stripe.events.filter((e) => (e.data.object as { metadata?: { orderId?: string } }).metadata?.orderId === String(res.id));
    for (const ev of [...events].reverse().concat(events)) expect((await deliver(ev)).status).toBe(200);
    expect(await caller.commerce.confirmHostedCheckout({ sessionId: sessionIdOf(paid.location!) })).toMatchObject({ results: "SUCCESS", id: res.id });
    expect(await paidOrdersOf(user.id)).toBe(1);
    expect(await syncJobsFor(res.id)).toBe(1);
    const { rows } = await poolOf(db.payload).query(`SELECT memberships_id FROM users_rels WHERE parent_id = $1 AND path = 'memberships'`, [user.id]);
    expect(rows.map((r) => r.memberships_id)).toEqual([membership]);
  });

  it("issue 27: the webhook first (payment_intent.succeeded, then checkout.session.completed, each twice) writes the order once; the return finds it paid", async () => {
    const { user, caller, res } = await start();
    if (res.results !== "REDIRECT") throw new Error(JSON.stringify(res));
    const before = stripe.events.length;
    const paid = await pay(res.url, STRIPE_TEST_CARDS.success);
    const mine = stripe.events.slice(before);
    const intent = mine.find((e) => e.type === "payment_intent.succeeded")!;
    const completed = mine.find((e) => e.type === "checkout.session.completed")!;
    expect(await deliver(intent)).toEqual({ status: 200, body: { received: true, result: "paid" } });
    expect(await deliver(intent)).toEqual({ status: 200, body: { received: true, result: "paid" } });
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, result: "paid" } });
    expect(await deliver(completed)).toMatchObject({ status: 200 });
    expect(await caller.commerce.confirmHostedCheckout({ sessionId: sessionIdOf(paid.location!) })).toMatchObject({ results: "SUCCESS", id: res.id });
    expect(await paidOrdersOf(user.id)).toBe(1);
    expect(await syncJobsFor(res.id)).toBe(1);
  });

  it("issue 27: a guest's account is written with the paid order (never before), and the return signs the guest in", async () => {
    const guest = await db.callerAs(null, { visitorSession: true });
    await guest.commerce.addToCart({ productId: book });
    const email = `guest${++n}@shop.test`;
    const res = await guest.commerce.startHostedCheckout({ firstName: "Gia", lastName: "Guest", password: "Str0ng!passw0rd", email, address: onAddress });
    if (res.results !== "REDIRECT") throw new Error(JSON.stringify(res));
    const { rows: none } = await poolOf(db.payload).query(`SELECT id FROM users WHERE email = $1`, [email]);
    expect(none).toEqual([]);
    expect((await orderOf(res.id)).pending_account).toMatchObject({ firstName: "Gia", passwordHash: expect.any(String) });
    const paid = await pay(res.url, STRIPE_TEST_CARDS.success);
    // Another visitor with the session id learns nothing.
    const stranger = await db.callerAs(null, { visitorSession: true });
    expect(await errorOf(stranger.commerce.confirmHostedCheckout({ sessionId: sessionIdOf(paid.location!) }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await guest.commerce.confirmHostedCheckout({ sessionId: sessionIdOf(paid.location!) })).toMatchObject({ results: "SUCCESS", id: res.id });
    const { rows } = await poolOf(db.payload).query(`SELECT id FROM users WHERE email = $1`, [email]);
    expect(rows).toHaveLength(1);
    // The password hash is gone from the order once it settled.
    expect((await orderOf(res.id)).pending_account).toEqual({ createdUserId: rows[0]!.id });
  });

  it("issue 27: declines show on the hosted page; coming back answers the seed's codes (lost card → 62, others Stripe's) and a new cart version", async () => {
    const { caller, res } = await start();
    if (res.results !== "REDIRECT") throw new Error(JSON.stringify(res));
    const declined = await pay(res.url, STRIPE_TEST_CARDS.decline);
    expect(declined.status).toBe(402);
    expect(declined.text).toContain("Your card was declined.");
    const failed = stripe.events.filter((e) => e.type === "payment_intent.payment_failed").at(-1)!;
    expect(await deliver(failed)).toEqual({ status: 200, body: { received: true, result: "decline noted" } });
    expect(await orderOf(res.id)).toMatchObject({ status: "pending", payment_error_code: "generic_decline" });
    expect(await caller.commerce.cancelHostedCheckout({ orderId: res.id })).toMatchObject({
      results: "FAILURE",
      errorCode: "generic_decline",
      errorMsg: { message: "Your card was declined." },
    });
    expect((await orderOf(res.id)).status).toBe("failed");
    expect([...stripe.sessions.values()].find((s) => s.id === (undefined as unknown) || s.client_reference_id === String(res.id))?.status).toBe("expired");

    // The corrected retry is a new cart version: a new order and session; a lost card maps to the seed's 62.
    const retry = await caller.commerce.startHostedCheckout({ firstName: "", lastName: "", password: "", email: "", address: onAddress });
    if (retry.results !== "REDIRECT") throw new Error(JSON.stringify(retry));
    expect(retry.id).not.toBe(res.id);
    await pay(retry.url, STRIPE_TEST_CARDS.lostCard);
    expect(await caller.commerce.cancelHostedCheckout({ orderId: retry.id })).toMatchObject({ results: "FAILURE", errorCode: "62" });
  });

  it("issue 27: 3-D Secure required — the challenge passed pays the order; failed, it answers the authentication failure", async () => {
    const { caller, res } = await start();
    if (res.results !== "REDIRECT") throw new Error(JSON.stringify(res));
    const challenge = await pay(res.url, STRIPE_TEST_CARDS.threeDSecure);
    expect(challenge.location).toMatch(/\/3ds\/pi_/);
    expect(await orderOf(res.id)).toMatchObject({ status: "pending" });
    const fail = await fetch(challenge.location!, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=fail",
    });
    expect(fail.headers.get("location")).toBe(res.url);
    // Another try on the same hosted page, passing the challenge this time.
    const again = await pay(res.url, STRIPE_TEST_CARDS.threeDSecure);
    const done = await fetch(again.location!, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=complete",
    });
    expect(done.headers.get("location")).toMatch(/\/checkout\/return\?session_id=/);
    expect(await caller.commerce.confirmHostedCheckout({ sessionId: sessionIdOf(done.headers.get("location")!) })).toMatchObject({ results: "SUCCESS" });

    const second = await start();
    if (second.res.results !== "REDIRECT") throw new Error("no redirect");
    const c2 = await pay(second.res.url, STRIPE_TEST_CARDS.threeDSecure);
    await fetch(c2.location!, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "outcome=fail" });
    expect(await second.caller.commerce.cancelHostedCheckout({ orderId: second.res.id })).toMatchObject({
      results: "FAILURE",
      errorCode: "payment_intent_authentication_failure",
    });
  });

  it("issue 27: a timeout is retried by the SDK under the same idempotency key (one session); when every try times out the order waits and the next submit finds the same session", async () => {
    useStripe({ timeoutMs: 400, maxNetworkRetries: 1 });
    const sessionsBefore = stripe.sessions.size;
    stripe.delay("/v1/checkout/sessions", 1200, 1);
    const first = await start();
    expect(first.res.results).toBe("REDIRECT");
    expect(stripe.sessions.size).toBe(sessionsBefore + 1);

    useStripe({ timeoutMs: 300, maxNetworkRetries: 0 });
    stripe.delay("/v1/checkout/sessions", 700, 1);
    const late = await start();
    expect(late.res).toMatchObject({ results: "FAILURE", errorCode: null, errorMsg: null });
    const { rows } = await poolOf(db.payload).query(`SELECT id, status FROM orders WHERE user_id = $1`, [late.user.id]);
    expect(rows.map((r) => r.status)).toEqual(["pending"]);
    await new Promise((r) => setTimeout(r, 500)); // the late answer lands at the local Stripe
    const retry = await late.caller.commerce.startHostedCheckout({ firstName: "", lastName: "", password: "", email: "", address: onAddress });
    expect(retry).toMatchObject({ results: "REDIRECT", id: rows[0]!.id });
    // Stripe replayed the first answer: one session for the order.
    expect([...stripe.sessions.values()].filter((s) => s.client_reference_id === String(rows[0]!.id))).toHaveLength(1);
    useStripe();
  });

  it("issue 27: webhooks are verified by the SDK (secret, 300 s tolerance, tampering); an unknown event is acknowledged", async () => {
    const ev = stripe.emit("customer.created", { id: "cus_x", object: "customer" });
    expect(await handleStripeWebhook(db.payload, ev.body, stripe.sign(ev.body, undefined, "whsec_other"))).toMatchObject({ status: 400 });
    expect(await deliver(ev, Math.floor(Date.now() / 1000) - 301)).toMatchObject({ status: 400 });
    expect(await handleStripeWebhook(db.payload, ev.body.replace("cus_x", "cus_y"), stripe.sign(ev.body))).toMatchObject({ status: 400 });
    expect(await handleStripeWebhook(db.payload, ev.body, null)).toMatchObject({ status: 400 });
    expect(await deliver(ev)).toEqual({ status: 200, body: { received: true, result: "ignored" } });
  });

  it("issue 27 issue 44 finding 9: a signature dated 10 minutes in the future is refused like a stale one (the SDK's typed error, 400); one dated now is accepted", async () => {
    const ev = stripe.emit("customer.created", { id: "cus_future", object: "customer" });
    const nowSec = Math.floor(Date.now() / 1000);
    const processor = stripeProcessor()!;
    const stale = (() => {
      try {
        processor.constructEvent(ev.body, stripe.sign(ev.body, nowSec - 600));
      } catch (err) {
        return err;
      }
    })();
    const future = (() => {
      try {
        processor.constructEvent(ev.body, stripe.sign(ev.body, nowSec + 600));
      } catch (err) {
        return err;
      }
    })();
    expect(stale).toBeInstanceOf(Stripe.errors.StripeSignatureVerificationError);
    expect(future).toBeInstanceOf(Stripe.errors.StripeSignatureVerificationError);
    expect((future as Error).message).toBe((stale as Error).message);
    expect(await deliver(ev, nowSec + 600)).toEqual({ status: 400, body: { received: false, error: "invalid signature" } });
    expect(await deliver(ev, nowSec + 60)).toEqual({ status: 200, body: { received: true, result: "ignored" } });
    expect(await deliver(ev, nowSec)).toEqual({ status: 200, body: { received: true, result: "ignored" } });
  });

  it("issue 27: View Orders' refund goes through Stripe once (idempotent), the order refunded", async () => {
    const { caller, res } = await start();
    if (res.results !== "REDIRECT") throw new Error("no redirect");
    const paid = await pay(res.url, STRIPE_TEST_CARDS.success);
    await caller.commerce.confirmHostedCheckout({ sessionId: sessionIdOf(paid.location!) });
    const adminCaller = await db.callerAs(admin);
    const [a, b] = await Promise.all([adminCaller.commerce.refundOrder({ orderId: res.id }), adminCaller.commerce.refundOrder({ orderId: res.id })]);
    expect([a.alreadyRefunded, b.alreadyRefunded].sort()).toEqual([false, true]);
    const order = await orderOf(res.id);
    expect(order.status).toBe("refunded");
    expect(order.refund_reference).toMatch(/^re_/);
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === order.payment_reference);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 4520, status: "succeeded" });
  });

  it("issue 27: with a processor the sandbox's card form is refused (the card never reaches the server)", async () => {
    const user = await db.createUser({ email: `card${++n}@shop.test`, role: "student" });
    const c = await db.callerAs(user);
    await c.commerce.addToCart({ productId: book });
    const err = await errorOf(
      c.commerce.placeOrder({
        firstName: "",
        lastName: "",
        password: "",
        email: "",
        address: onAddress,
        card: { number: STRIPE_TEST_CARDS.success, expiry: "1230", cvv: "123" },
      }),
    );
    expect(err).toMatchObject({ code: "PRECONDITION_FAILED" });
  });
});

describe("issue 27: tax and discount as line amounts", () => {
  it("issue 27: a coupon is spread over the lines and each tax of the table is a line; the lines add up to the order's total", () => {
    const order = {
      lines: [
        { productName: "A", priceCents: 3333, quantity: 1 },
        { productName: "B", priceCents: 1000, quantity: 2 },
      ],
      discount_cents: 1001,
      coupon_code: "SAVE",
      tax_cents: 661,
      taxes: { gst: 0.05, hst: 0, pst: 0, qst: 0.09975, rate: 0.14975 },
    };
    const lines = checkoutLines(order, taxLabel);
    expect(lines.reduce((s, l) => s + l.unitAmountCents * l.quantity, 0)).toBe(3333 + 2000 - 1001 + 661);
    expect(lines.map((l) => l.name)).toEqual(["A (SAVE)", "B × 2 (SAVE)", "GST 5%", "QST 9.975%"]);
  });
});

describe("issue 27 item 2: mode rules", () => {
  it("issue 27: sandbox by default; APP_ENV=production refuses to start without a processor unless PAYMENTS=sandbox; half a Stripe configuration is refused", () => {
    expect(readPaymentsConfig({}, "demo")).toMatchObject({ mode: "sandbox", explicitSandbox: false });
    expect(() => readPaymentsConfig({}, "production")).toThrow(/^APP_ENV=production needs a real payment processor/);
    expect(readPaymentsConfig({ PAYMENTS: "sandbox" }, "production")).toMatchObject({ mode: "sandbox", explicitSandbox: true, production: true });
    expect(() => readPaymentsConfig({ STRIPE_SECRET_KEY: "sk_live_abc" }, "production")).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readPaymentsConfig({ PAYMENTS: "paypal" }, "demo")).toThrow(/PAYMENTS must be/);
    expect(
      readPaymentsConfig({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_URL: "http://127.0.0.1:12111" }, "production"),
    ).toMatchObject({ mode: "stripe", stripe: { api: { host: "127.0.0.1", port: 12111, protocol: "http" } } });
  });
});
