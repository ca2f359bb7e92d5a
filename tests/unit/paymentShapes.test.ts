import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StripeProcessor } from "#core/payments/stripe";
import { startLocalStripe, type LocalStripe } from "../support/stripeServer";

/**
 * Issue 27 item 4: the local Stripe answers with the recorded shapes (tests/fixtures/stripe, sources noted there):
 * every field of a recorded object is present in the local server's answer, through the official SDK.
 */
const fixture = (name: string) => {
  const { _source, ...rest } = JSON.parse(fs.readFileSync(`tests/fixtures/stripe/${name}.json`, "utf8")) as Record<string, unknown>;
  expect(_source).toMatch(/docs\.stripe\.com/);
  return rest;
};
let stripe: LocalStripe;
let processor: StripeProcessor;
beforeAll(async () => {
  stripe = await startLocalStripe();
  processor = new StripeProcessor({
    secretKey: "sk_test_shapes",
    webhookSecret: stripe.webhookSecret,
    api: { host: "127.0.0.1", port: stripe.port, protocol: "http" },
    timeoutMs: 2000,
    maxNetworkRetries: 0,
  });
});
afterAll(() => stripe.stop());

describe("issue 27: recorded Stripe shapes", () => {
  it("issue 27: a Checkout Session, its event and its verified signature have Stripe's documented fields", async () => {
    stripe.holdWebhooks = true;
    const s = await processor.sdk.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "cad", unit_amount: 4520, product_data: { name: "Biology" } } }],
      success_url: "http://x/return?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://x/checkout",
    });
    expect(Object.keys(s)).toEqual(expect.arrayContaining(Object.keys(fixture("checkout.session"))));
    const ev = stripe.emit("checkout.session.completed", stripe.sessions.get(s.id)!);
    const verified = processor.constructEvent(ev.body, stripe.sign(ev.body));
    expect(Object.keys(verified)).toEqual(expect.arrayContaining(Object.keys(fixture("event"))));
    expect(() => processor.constructEvent(ev.body, stripe.sign(ev.body, Math.floor(Date.now() / 1000) - 400))).toThrow(/tolerance/i);
  });

  it("issue 27: a declined card answers the documented card_error on the hosted page and in the PaymentIntent", async () => {
    const s = await processor.sdk.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "cad", unit_amount: 100, product_data: { name: "B" } } }],
      success_url: "http://x/r",
      cancel_url: "http://x/c",
    });
    const page = await fetch(s.url!, { method: "POST", body: new URLSearchParams({ number: "4000000000000002", expiry: "1234", cvc: "123" }) });
    expect(page.status).toBe(402);
    const again = await processor.sdk.checkout.sessions.retrieve(s.id, { expand: ["payment_intent"] });
    const pi = again.payment_intent as unknown as Record<string, unknown>;
    expect(Object.keys(pi)).toEqual(expect.arrayContaining(Object.keys(fixture("payment_intent"))));
    const { error } = fixture("error.card_declined") as { error: Record<string, unknown> };
    expect(Object.keys(pi.last_payment_error as object)).toEqual(expect.arrayContaining(Object.keys(error)));
  });

  it("issue 27 issue 44 finding 9: Charges and Refunds listed by `created` (reconciliation) have Stripe's documented fields; a declined attempt is a failed Charge", async () => {
    stripe.clock = () => 1_767_225_600; // 2026-01-01T00:00:00Z
    const s = await processor.sdk.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "cad", unit_amount: 4520, product_data: { name: "Biology" } } }],
      payment_intent_data: { metadata: { orderId: "7" } },
      success_url: "http://x/r",
      cancel_url: "http://x/c",
    });
    for (const number of ["4000000000000002", "4242424242424242"])
      await fetch(s.url!, { method: "POST", redirect: "manual", body: new URLSearchParams({ number, expiry: "1234", cvc: "123" }) });
    const piId = stripe.sessions.get(s.id)!.payment_intent as string;
    await processor.sdk.refunds.create({ payment_intent: piId, amount: 1000 });
    stripe.clock = () => Math.floor(Date.now() / 1000);
    const day = { gte: 1_767_225_600, lt: 1_767_225_600 + 86_400 };
    const charges = (await processor.sdk.charges.list({ created: day, expand: ["data.payment_intent"] })).data;
    expect(charges.map((c) => c.status).sort()).toEqual(["failed", "succeeded"]);
    const paid = charges.find((c) => c.status === "succeeded")!;
    expect(Object.keys(paid)).toEqual(expect.arrayContaining(Object.keys(fixture("charge"))));
    expect(paid).toMatchObject({ amount_captured: 4520, amount_refunded: 1000, payment_intent: { id: piId, metadata: { orderId: "7" } } });
    expect(charges.find((c) => c.status === "failed")).toMatchObject({ failure_code: "card_declined", amount_captured: 0 });
    const refunds = (await processor.sdk.refunds.list({ created: day })).data;
    expect(refunds).toHaveLength(1);
    expect(Object.keys(refunds[0]!)).toEqual(expect.arrayContaining(Object.keys(fixture("refund"))));
    expect((await processor.sdk.charges.list({ created: { gte: day.lt } })).data.filter((c) => c.payment_intent === piId)).toEqual([]);
  });
});
