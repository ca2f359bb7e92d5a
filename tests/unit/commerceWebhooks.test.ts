import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhookSignature, WEBHOOK_TOLERANCE_SEC } from "#core/payments/webhooks";
import { SandboxGateway, TEST_CARDS } from "#core/payments/sandbox";

/** Webhook verification on the gateway interface: HMAC over timestamp and raw body, tolerance, constant-time comparison. */
const secret = "whsec_unit_test";
const body = JSON.stringify({ id: "evt_1", type: "charge.succeeded", data: { idempotencyKey: "cart:abc:v1", reference: "sbx_1", amountCents: 2259 } });
const now = 1_800_000_000;

describe("payment webhook signatures", () => {
  it("a good signature verifies and answers the event", () => {
    const header = signWebhook(secret, body, now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, body, header, { nowSec: now + 10 })).toEqual({ ok: true, event: JSON.parse(body) });
  });

  it("bad signatures are refused: other secret, changed body, changed timestamp, truncated or missing header", () => {
    const header = signWebhook(secret, body, now);
    expect(verifyWebhookSignature("whsec_other", body, header, { nowSec: now })).toEqual({ ok: false, reason: "signature" });
    expect(verifyWebhookSignature(secret, body.replace("2259", "1"), header, { nowSec: now })).toEqual({ ok: false, reason: "signature" });
    expect(verifyWebhookSignature(secret, body, header.replace(`t=${now}`, `t=${now + 1}`), { nowSec: now })).toEqual({ ok: false, reason: "signature" });
    const flipped = header.slice(0, -1) + (header.endsWith("0") ? "1" : "0");
    expect(verifyWebhookSignature(secret, body, flipped, { nowSec: now })).toEqual({ ok: false, reason: "signature" });
    expect(verifyWebhookSignature(secret, body, header.slice(0, -2), { nowSec: now })).toEqual({ ok: false, reason: "malformed" });
    expect(verifyWebhookSignature(secret, body, "v1=abc", { nowSec: now })).toEqual({ ok: false, reason: "malformed" });
    expect(verifyWebhookSignature(secret, body, null, { nowSec: now })).toEqual({ ok: false, reason: "missing" });
    expect(verifyWebhookSignature(secret, body, "", { nowSec: now })).toEqual({ ok: false, reason: "missing" });
  });

  it("an old (or far future) timestamp is refused even with a valid signature: no replay", () => {
    const header = signWebhook(secret, body, now);
    expect(verifyWebhookSignature(secret, body, header, { nowSec: now + WEBHOOK_TOLERANCE_SEC })).toMatchObject({ ok: true });
    expect(verifyWebhookSignature(secret, body, header, { nowSec: now + WEBHOOK_TOLERANCE_SEC + 1 })).toEqual({ ok: false, reason: "timestamp" });
    expect(verifyWebhookSignature(secret, body, header, { nowSec: now - WEBHOOK_TOLERANCE_SEC - 1 })).toEqual({ ok: false, reason: "timestamp" });
  });

  it("a signed body that is not an event is refused", () => {
    expect(verifyWebhookSignature(secret, "not json", signWebhook(secret, "not json", now), { nowSec: now })).toEqual({ ok: false, reason: "body" });
    const noKey = JSON.stringify({ type: "charge.succeeded", data: {} });
    expect(verifyWebhookSignature(secret, noKey, signWebhook(secret, noKey, now), { nowSec: now })).toEqual({ ok: false, reason: "body" });
  });

  it("the sandbox gateway signs the webhooks of its charges with its secret and verifies them through the interface", async () => {
    const gw = new SandboxGateway({ webhookSecret: secret });
    const charged = await gw.authorize({
      amountCents: 500,
      currency: "USD",
      card: { number: TEST_CARDS.success, expiry: "1230", cvv: "123" },
      idempotencyKey: "k1",
    });
    expect(charged.ok).toBe(true);
    const hook = gw.webhookFor("k1")!;
    const verified = gw.verifyWebhook(hook.body, hook.signature);
    expect(verified).toMatchObject({ ok: true, event: { type: "charge.succeeded", data: { idempotencyKey: "k1", amountCents: 500, last4: "4242" } } });
    expect(new SandboxGateway({ webhookSecret: "other" }).verifyWebhook(hook.body, hook.signature)).toEqual({ ok: false, reason: "signature" });
    expect(gw.webhookFor("never-seen")).toBeNull();
  });
});
