import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAccountingSync } from "#core/commerce/accountingSync";
import { poolOf } from "#core/db/pool";
import { runCommerceJobs } from "#core/commerce/jobs";
import { reconcileDay } from "#core/commerce/reconcileReport";
import { setPaymentsConfig } from "#core/payments/mode";
import { setStripeProcessor, stripeProcessor } from "#core/payments/stripe";
import { openTestDb, type TestDb } from "../support/payload";
import { type LocalStripe, STRIPE_TEST_CARDS, startLocalStripe } from "../support/stripeServer";

/**
 * Issue 27 item 5 (`npm run reconcile`, core/commerce/reconcileReport.ts) with Stripe, issue 44 finding 9:
 * a refund made at Stripe (its Dashboard) on an order still `paid` here is a difference, with the amounts; and a
 * hosted checkout opened before midnight UTC and paid after it is one payment of the day it was paid — on both
 * sides (the succeeded Charge's `created` at Stripe, the order's `paid_at` here), never a difference on both days.
 */
let db: TestDb;
let stripe: LocalStripe;
let book: number;
let n = 0;
const onAddress = { country: "CA" as const, province: "ON", postalCode: "M5V 2T6" };
const today = () => new Date().toISOString().slice(0, 10);
const sec = (iso: string) => Math.floor(Date.parse(iso) / 1000);

beforeAll(async () => {
  db = await openTestDb();
  stripe = await startLocalStripe();
  stripe.holdWebhooks = true;
  setPaymentsConfig({
    mode: "stripe",
    explicitSandbox: false,
    production: false,
    stripe: {
      secretKey: "sk_test_reconcile1",
      webhookSecret: stripe.webhookSecret,
      api: { host: "127.0.0.1", port: stripe.port, protocol: "http" },
      timeoutMs: 2000,
      maxNetworkRetries: 0,
    },
  });
  setStripeProcessor(undefined);
  setAccountingSync(undefined);
  book = (
    await db.payload.create({ collection: "products", overrideAccess: true, depth: 0, data: { title: "Reconciled Ecology", price: 40, currency: "CAD" } })
  ).id;
}, 120_000);
afterAll(async () => {
  setPaymentsConfig(undefined);
  setStripeProcessor(undefined);
  await stripe?.stop();
  await db?.close();
});

/** A student starts the hosted checkout: the order (pending) and its Checkout Session. */
async function start() {
  const user = await db.createUser({ email: `reconcile-stripe${++n}@shop.test`, role: "student" });
  const caller = await db.callerAs(user);
  await caller.commerce.addToCart({ productId: book });
  const res = await caller.commerce.startHostedCheckout({ firstName: "", lastName: "", password: "", email: "", address: onAddress });
  if (res.results !== "REDIRECT") throw new Error(JSON.stringify(res));
  return { caller, orderId: res.id, url: res.url };
}

/** The customer on Stripe's hosted page: the redirect's Location (the return with the session id). */
async function pay(url: string, number: string): Promise<string | null> {
  const res = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number, expiry: "1234", cvc: "123" }),
  });
  await res.text();
  return res.headers.get("location");
}

async function paidOrder(): Promise<{ orderId: number; paymentIntent: string }> {
  const { caller, orderId, url } = await start();
  const location = await pay(url, STRIPE_TEST_CARDS.success);
  const sessionId = new URL(location!).searchParams.get("session_id")!;
  expect(await caller.commerce.confirmHostedCheckout({ sessionId })).toMatchObject({ results: "SUCCESS", id: orderId });
  const { rows } = await poolOf(db.payload).query(`SELECT payment_reference FROM orders WHERE id = $1`, [orderId]);
  return { orderId, paymentIntent: rows[0]!.payment_reference as string };
}

const problemsOf = (problems: string[], orderId: number) => problems.filter((p) => p.startsWith(`order ${orderId}:`) || p.includes(`order ${orderId} `));

describe("issue 27 issue 44 finding 9: reconciling a day with Stripe", () => {
  it("issue 27 issue 44 finding 9: a refund made at Stripe on an order still paid here is a difference, with the amounts", async () => {
    const { orderId, paymentIntent } = await paidOrder();
    await runCommerceJobs(db.payload); // the accounting file: the books agree
    expect(problemsOf((await reconcileDay(db.payload, today())).problems, orderId)).toEqual([]);

    // Someone refunds $10 of the $45.20 in Stripe's Dashboard; the order here is still paid.
    await stripeProcessor()!.sdk.refunds.create({ payment_intent: paymentIntent, amount: 1000 });
    const report = await reconcileDay(db.payload, today());
    expect(problemsOf(report.problems, orderId)).toEqual([
      `order ${orderId}: refunded at the processor, paid here: 1000 of 4520 cents refunded at Stripe (${paymentIntent})`,
    ]);
    expect(report.lines.find((l) => l.orderId === orderId)).toMatchObject({ status: "paid", totalCents: 4520, processorCents: 4520, refundedCents: 1000 });
  });

  it("issue 27 issue 44 finding 9: a checkout opened at 23:59 UTC and paid at 00:01 is the next day's payment on both sides, a difference on neither day", async () => {
    // Opened at 23:59 on January 14; a first card declined at 23:59:30, the second one paid at 00:01 on January 15.
    stripe.clock = () => sec("2026-01-14T23:59:00Z");
    const { caller, orderId, url } = await start();
    await poolOf(db.payload).query(`UPDATE orders SET created_at = '2026-01-14T23:59:00Z' WHERE id = $1`, [orderId]);
    stripe.clock = () => sec("2026-01-14T23:59:30Z");
    await pay(url, STRIPE_TEST_CARDS.decline);
    stripe.clock = () => sec("2026-01-15T00:01:00Z");
    const location = await pay(url, STRIPE_TEST_CARDS.success);
    stripe.clock = () => Math.floor(Date.now() / 1000);
    const sessionId = new URL(location!).searchParams.get("session_id")!;
    expect(await caller.commerce.confirmHostedCheckout({ sessionId })).toMatchObject({ results: "SUCCESS", id: orderId });
    await poolOf(db.payload).query(`UPDATE orders SET paid_at = '2026-01-15T00:01:02Z' WHERE id = $1`, [orderId]);
    await runCommerceJobs(db.payload);

    // Another one paid at Stripe at 23:59:50 on the 14th but written here at 00:00:30 (a late webhook): the 14th's payment.
    stripe.clock = () => sec("2026-01-14T23:58:00Z");
    const late = await start();
    await poolOf(db.payload).query(`UPDATE orders SET created_at = '2026-01-14T23:58:00Z' WHERE id = $1`, [late.orderId]);
    stripe.clock = () => sec("2026-01-14T23:59:50Z");
    const lateLocation = await pay(late.url, STRIPE_TEST_CARDS.success);
    stripe.clock = () => Math.floor(Date.now() / 1000);
    await late.caller.commerce.confirmHostedCheckout({ sessionId: new URL(lateLocation!).searchParams.get("session_id")! });
    await poolOf(db.payload).query(`UPDATE orders SET paid_at = '2026-01-15T00:00:30Z' WHERE id = $1`, [late.orderId]);
    await runCommerceJobs(db.payload);

    const before = await reconcileDay(db.payload, "2026-01-14");
    expect(before.problems).toEqual([]);
    expect(before.lines.map((l) => l.orderId)).toEqual([late.orderId]);

    const after = await reconcileDay(db.payload, "2026-01-15");
    expect(after.problems).toEqual([]);
    expect(after.lines).toEqual([
      expect.objectContaining({ orderId, status: "paid", totalCents: 4520, processor: "stripe", processorCents: 4520, refundedCents: 0 }),
    ]);
  });

  it("issue 27 issue 44 finding 9: a refund made at Stripe days after the payment is a difference in the report of the refund's day too", async () => {
    stripe.clock = () => sec("2026-02-10T10:00:00Z");
    const { orderId, paymentIntent } = await paidOrder();
    await poolOf(db.payload).query(`UPDATE orders SET created_at = '2026-02-10T10:00:00Z', paid_at = '2026-02-10T10:00:02Z' WHERE id = $1`, [orderId]);
    await runCommerceJobs(db.payload);
    stripe.clock = () => sec("2026-02-12T15:00:00Z");
    const refund = await stripeProcessor()!.sdk.refunds.create({ payment_intent: paymentIntent });
    stripe.clock = () => Math.floor(Date.now() / 1000);

    const ofRefund = await reconcileDay(db.payload, "2026-02-12");
    expect(ofRefund.problems).toEqual([
      `order ${orderId} (paid 2026-02-10): refunded at the processor, paid here: 4520 of 4520 cents refunded at Stripe (${refund.id})`,
    ]);
    expect((await reconcileDay(db.payload, "2026-02-10")).problems).toEqual([
      `order ${orderId}: refunded at the processor, paid here: 4520 of 4520 cents refunded at Stripe (${paymentIntent})`,
    ]);
    expect((await reconcileDay(db.payload, "2026-02-11")).problems).toEqual([]);
  });
});
