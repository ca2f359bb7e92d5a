import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountingSyncDir, queueUnsyncedOrders, setAccountingSync, type AccountingOrder } from "#core/commerce/accountingSync";
import { poolOf } from "#core/db/pool";
import { queueReconciliation, runCommerceJobs } from "#core/commerce/jobs";
import { handlePaymentWebhook } from "#core/commerce/webhook";
import { signWebhook } from "#core/payments/webhooks";
import { SandboxGateway, setPaymentGateway, TEST_CARDS } from "#core/payments/sandbox";
import type { User } from "../../cms/payload-types";
import { openTestDb, type TestDb } from "../support/payload";
import { errorOf } from "../support/errors";

/**
 * Accounting sync (ORD-019…ORD-022) on Payload's jobs queue with the file adapter, the
 * reconciliation job, refunds (docs/decisions/021) and who may read an order's receipt.
 */
let db: TestDb;
let gateway: SandboxGateway;
let admin: User;
let membership: number;
let book: number;
let n = 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "acct-sync-"));

const onAddress = { country: "CA" as const, province: "ON", postalCode: "M5V 2T6" };
const goodCard: { number: string; expiry: string; cvv: string } = { number: TEST_CARDS.success, expiry: "1230", cvv: "123" };
const today = () => new Date().toISOString().slice(0, 10);

/** A student of their own who buys `productId` with the success card; answers the order id. */
async function buy(productId = book, card = goodCard) {
  const user = await db.createUser({ email: `sync${++n}@shop.test`, role: "student" });
  const c = await db.callerAs(user);
  await c.commerce.addToCart({ productId });
  const res = await c.commerce.placeOrder({ firstName: "", lastName: "", password: "", email: "", address: onAddress, card });
  return { user, caller: c, res, orderId: res.id! };
}

async function orderRow(id: number) {
  const { rows } = await poolOf(db.payload).query(
    `SELECT status, qb_sync_status_status AS qb, qb_sync_status_qb_id AS qb_id, qb_sync_status_error AS qb_error, qb_sync_status_queued_at AS queued,
            refund_reference, refund_refunded_by_id, refund_memberships_removed FROM orders WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

const membershipsOf = async (userId: number) =>
  (
    await poolOf(db.payload).query(`SELECT memberships_id FROM users_rels WHERE parent_id = $1 AND path = 'memberships' ORDER BY memberships_id`, [userId])
  ).rows.map((r) => r.memberships_id as number);

beforeAll(async () => {
  process.env.ACCOUNTING_SYNC_DIR = dir;
  db = await openTestDb();
  gateway = new SandboxGateway({ timeoutMs: 100 });
  setPaymentGateway(gateway);
  setAccountingSync(undefined);
  admin = await db.createUser({ email: "sync-admin@shop.test", role: "admin" });
  membership = (await db.payload.create({ collection: "memberships", overrideAccess: true, data: { key: "SYNC-1", name: "Sync 1" } })).id;
  book = (
    await db.payload.create({
      collection: "products",
      overrideAccess: true,
      depth: 0,
      data: { title: "Sync Biology", price: 40, currency: "CAD", memberships: [membership] },
    })
  ).id;
}, 120_000);
afterAll(async () => {
  setAccountingSync(undefined);
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("accounting sync (ORD-019…ORD-022)", () => {
  it("ORD-022 a paid order is queued on Payload's jobs queue; running it writes one JSON file and stores SUCCESS with the accounting id (ORD-019, ORD-020)", async () => {
    const { orderId, res } = await buy();
    expect(res.results).toBe("SUCCESS");
    expect(accountingSyncDir()).toBe(path.resolve(dir));
    const jobs = await db.payload.find({ collection: "payload-jobs", where: { taskSlug: { equals: "accountingSyncOrder" } }, overrideAccess: true, depth: 0 });
    expect(jobs.docs.some((j) => (j.input as { order: number }).order === orderId)).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", qb: null });
    const adminCaller = await db.callerAs(admin);
    // Not synced yet: 'Not Completed' (no status).
    let page = await adminCaller.commerce.adminOrders({ from: today(), to: today(), orderId });
    expect(page.orders[0]!.qbSyncStatus).toBeNull();

    await runCommerceJobs(db.payload);
    expect(await orderRow(orderId)).toMatchObject({ qb: "SUCCESS", qb_id: `FILE-${orderId}`, qb_error: null });
    const file = JSON.parse(fs.readFileSync(path.join(dir, `order-${orderId}.json`), "utf8")) as AccountingOrder & { externalId: string };
    // 40.00 CAD + 13 % HST.
    expect(file).toMatchObject({
      externalId: `FILE-${orderId}`,
      orderId,
      status: "paid",
      currency: "CAD",
      subtotalCents: 4000,
      taxCents: 520,
      totalCents: 4520,
      lines: [{ productId: book, productName: "Sync Biology", priceCents: 4000, quantity: 1 }],
      payment: { brand: "visa", last4: "4242" },
    });
    expect(JSON.stringify(file)).not.toContain(TEST_CARDS.success);
    page = await adminCaller.commerce.adminOrders({ from: today(), to: today(), orderId });
    expect(page.orders[0]!.qbSyncStatus).toEqual({ status: "SUCCESS", qbId: `FILE-${orderId}`, error: null });

    // Running again does not send it twice.
    fs.rmSync(path.join(dir, `order-${orderId}.json`));
    expect(await adminCaller.commerce.rerunAccountingSync({ orderId })).toEqual({ queued: false });
    await runCommerceJobs(db.payload);
    expect(fs.existsSync(path.join(dir, `order-${orderId}.json`))).toBe(false);
  });

  it("ORD-019 ORD-021 a failing adapter stores ERROR with its message; 'Show QB Errors' lists it; an admin's re-run after the fix gives SUCCESS", async () => {
    setAccountingSync({
      name: "down",
      syncOrder: () => Promise.reject(new Error("QuickBooks is unreachable (503)")),
    });
    const ok = await buy();
    const bad = await buy();
    await db.callerAs(admin);
    // The first one succeeds later; both fail now.
    await runCommerceJobs(db.payload);
    expect(await orderRow(bad.orderId)).toMatchObject({ qb: "ERROR", qb_error: "QuickBooks is unreachable (503)" });
    const jobs = await db.payload.find({ collection: "payload-jobs", where: { taskSlug: { equals: "accountingSyncOrder" } }, overrideAccess: true, depth: 0 });
    const job = jobs.docs.find((j) => (j.input as { order: number }).order === bad.orderId)!;
    // Retried with backoff: not completed, waiting until later.
    expect(job.completedAt ?? null).toBeNull();
    expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now());

    setAccountingSync(undefined);
    const adminCaller = await db.callerAs(admin);
    const errors = await adminCaller.commerce.adminOrders({ from: today(), to: today(), qbErrors: true });
    expect(errors.orders.map((o) => o.id)).toEqual(expect.arrayContaining([ok.orderId, bad.orderId]));
    expect(errors.orders.every((o) => o.qbSyncStatus?.status === "ERROR")).toBe(true);
    expect(errors.orders.find((o) => o.id === bad.orderId)!.qbSyncStatus!.error).toBe("QuickBooks is unreachable (503)");

    expect(await adminCaller.commerce.rerunAccountingSync({ orderId: bad.orderId })).toEqual({ queued: true });
    // Queued again: no status until it runs ('Not Completed').
    expect(await orderRow(bad.orderId)).toMatchObject({ qb: null, qb_error: null });
    await runCommerceJobs(db.payload);
    expect(await orderRow(bad.orderId)).toMatchObject({ qb: "SUCCESS", qb_id: `FILE-${bad.orderId}` });
    expect(fs.existsSync(path.join(dir, `order-${bad.orderId}.json`))).toBe(true);
    const still = await adminCaller.commerce.adminOrders({ from: today(), to: today(), qbErrors: true });
    expect(still.orders.map((o) => o.id)).not.toContain(bad.orderId);
  });

  it("ORD-003 the reconciliation job settles a timed-out payment once and queues it for the sync; paid orders never queued are queued", async () => {
    const { user, res } = await buy(book, { number: TEST_CARDS.timeout, expiry: "1230", cvv: "123" });
    expect(res.results).toBe("FAILURE");
    const { rows } = await poolOf(db.payload).query(`SELECT id, status FROM orders WHERE user_id = $1`, [user.id]);
    expect(rows.map((r) => r.status)).toEqual(["pending"]);
    const pendingId = rows[0]!.id as number;
    const charges = gateway.chargeCount;
    await queueReconciliation(db.payload, 0);
    await queueReconciliation(db.payload, 0); // one waiting at a time
    const waiting = await db.payload.count({
      collection: "payload-jobs",
      where: { and: [{ taskSlug: { equals: "reconcileOrders" } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
    });
    expect(waiting.totalDocs).toBe(1);
    await runCommerceJobs(db.payload);
    expect((await orderRow(pendingId)).status).toBe("paid");
    await runCommerceJobs(db.payload); // the sync queued by the payment's settlement
    expect(await orderRow(pendingId)).toMatchObject({ status: "paid", qb: "SUCCESS" });
    expect(gateway.chargeCount).toBe(charges);

    // An order paid while queueing failed (no queued_at): the sweep queues it.
    const lost = await buy();
    await poolOf(db.payload).query(`UPDATE orders SET qb_sync_status_queued_at = NULL WHERE id = $1`, [lost.orderId]);
    await db.payload.delete({ collection: "payload-jobs", where: { taskSlug: { equals: "accountingSyncOrder" } }, overrideAccess: true });
    expect(await queueUnsyncedOrders(db.payload)).toBeGreaterThanOrEqual(1);
    await runCommerceJobs(db.payload);
    expect((await orderRow(lost.orderId)).qb).toBe("SUCCESS");
  });
});

describe("payment webhook (POST /payments/webhook)", () => {
  it("a verified charge.succeeded settles the pending order once; a bad, tampered or replayed signature changes nothing", async () => {
    const { user, res } = await buy(book, { number: TEST_CARDS.timeout, expiry: "1230", cvv: "123" });
    expect(res.results).toBe("FAILURE");
    const { rows } = await poolOf(db.payload).query(`SELECT id, idempotency_key FROM orders WHERE user_id = $1`, [user.id]);
    const orderId = rows[0]!.id as number;
    const hook = gateway.webhookFor(rows[0]!.idempotency_key as string)!;

    // Signed with another secret, or too old: refused, the order stays pending.
    expect(await handlePaymentWebhook(db.payload, hook.body, signWebhook("not-the-secret", hook.body))).toMatchObject({ status: 400 });
    const old = gateway.webhookFor(rows[0]!.idempotency_key as string, Math.floor(Date.now() / 1000) - 3600)!;
    expect(await handlePaymentWebhook(db.payload, old.body, old.signature)).toEqual({
      status: 400,
      body: { received: false, error: "invalid signature (timestamp)" },
    });
    const tampered = hook.body.replace(/"amountCents":\d+/, '"amountCents":1');
    expect(await handlePaymentWebhook(db.payload, tampered, hook.signature)).toMatchObject({ status: 400 });
    expect((await orderRow(orderId)).status).toBe("pending");

    expect(await handlePaymentWebhook(db.payload, hook.body, hook.signature)).toEqual({ status: 200, body: { received: true, result: "paid" } });
    expect((await orderRow(orderId)).status).toBe("paid");
    expect(await membershipsOf(user.id)).toEqual([membership]);
    // The processor retries its webhooks: the second one finds the order paid.
    expect(await handlePaymentWebhook(db.payload, hook.body, hook.signature)).toEqual({ status: 200, body: { received: true, result: "already paid" } });
    const { rows: count } = await poolOf(db.payload).query(`SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status = 'paid'`, [user.id]);
    expect(count[0]!.n).toBe(1);
  });
});

describe("refunds (docs/decisions/021) and receipts", () => {
  it("an admin refunds a paid order through the gateway: refunded, the membership removed; two simultaneous refunds refund once", async () => {
    const { orderId, user } = await buy();
    expect(await membershipsOf(user.id)).toEqual([membership]);
    const { rows: pay } = await poolOf(db.payload).query(`SELECT payment_reference FROM orders WHERE id = $1`, [orderId]);
    const adminCaller = await db.callerAs(admin);
    const [a, b] = await Promise.all([adminCaller.commerce.refundOrder({ orderId }), adminCaller.commerce.refundOrder({ orderId })]);
    expect([a.alreadyRefunded, b.alreadyRefunded].sort()).toEqual([false, true]);
    expect(a.membershipsRemoved).toEqual([membership]);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", refund_refunded_by_id: admin.id, refund_memberships_removed: [membership] });
    expect((await orderRow(orderId)).refund_reference).toBe(pay[0]!.payment_reference);
    expect(await gateway.refund(pay[0]!.payment_reference as string)).toMatchObject({ ok: true, status: "refunded" });
    expect(await membershipsOf(user.id)).toEqual([]);
    // The customer sees it refunded in the Orders tab; their dashboard no longer opens the unit.
    const customer = await db.callerAs((await db.payload.findByID({ collection: "users", id: user.id, overrideAccess: true, depth: 0 })) as User);
    expect((await customer.commerce.myOrders()).find((o) => o.id === orderId)).toMatchObject({ status: "refunded" });
    expect(await adminCaller.commerce.refundOrder({ orderId })).toMatchObject({ ok: true, alreadyRefunded: true });
  });

  it("a membership another paid order also grants is kept; a failed order cannot be refunded; a student cannot refund", async () => {
    const first = await buy();
    // The same customer buys it again (second order).
    await first.caller.commerce.addToCart({ productId: book });
    const again = await first.caller.commerce.placeOrder({ firstName: "", lastName: "", password: "", email: "", address: onAddress, card: goodCard });
    expect(again.results).toBe("SUCCESS");
    const adminCaller = await db.callerAs(admin);
    expect((await adminCaller.commerce.refundOrder({ orderId: first.orderId })).membershipsRemoved).toEqual([]);
    expect(await membershipsOf(first.user.id)).toEqual([membership]);

    const declined = await buy(book, { number: TEST_CARDS.decline62, expiry: "1230", cvv: "123" });
    expect(declined.res.results).toBe("FAILURE");
    const { rows } = await poolOf(db.payload).query(`SELECT id FROM orders WHERE user_id = $1`, [declined.user.id]);
    expect(await errorOf(adminCaller.commerce.refundOrder({ orderId: rows[0]!.id as number }))).toEqual({
      code: "BAD_REQUEST",
      message: "Only a paid order can be refunded.",
    });
    expect(await errorOf(adminCaller.commerce.refundOrder({ orderId: 99_999_999 }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await errorOf(first.caller.commerce.refundOrder({ orderId: again.id! }))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("ORD-005 (decision) the Orders tab lists every order; the receipt's order is readable by its owner and admins only", async () => {
    const one = await buy();
    await one.caller.commerce.addToCart({ productId: book });
    const two = await one.caller.commerce.placeOrder({ firstName: "", lastName: "", password: "", email: "", address: onAddress, card: goodCard });
    expect((await one.caller.commerce.myOrders()).map((o) => o.id)).toEqual([two.id, one.orderId]);
    const receipt = await one.caller.commerce.order({ id: one.orderId });
    expect(receipt).toMatchObject({ id: one.orderId, email: one.user.email, totalCents: 4520, address: onAddress, payment: { last4: "4242" } });
    expect((await (await db.callerAs(admin)).commerce.order({ id: one.orderId })).id).toBe(one.orderId);
    const stranger = await db.callerAs(await db.createUser({ email: `peek${++n}@shop.test`, role: "teacher" }));
    expect(await errorOf(stranger.commerce.order({ id: one.orderId }))).toMatchObject({ code: "NOT_FOUND" });
  });
});
