import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QuickBooksSync, readQuickBooksConfig } from "#core/accounting/quickbooks";
import { setAccountingSync } from "#core/commerce/accountingSync";
import { poolOf } from "#core/db/pool";
import { runCommerceJobs } from "#core/commerce/jobs";
import { SandboxGateway, setPaymentGateway, TEST_CARDS } from "#core/payments/sandbox";
import type { User } from "../../cms/payload-types";
import { openTestDb, type TestDb } from "../support/payload";
import { startLocalQuickBooks, type LocalQuickBooks } from "../support/qboServer";
import { buyWithTestCard } from "../support/shop";

/**
 * Issue 27 items 3 and 4: the QuickBooks Online adapter behind AccountingSync, against the local QuickBooks and
 * Intuit OAuth server (tests/support/qboServer.ts): tokens through intuit-oauth (refresh stored encrypted and
 * rotated), a SalesReceipt per paid order with the customer found or created by e-mail, a RefundReceipt per
 * refund, a 401 answered by a token refresh, a 429 retried by the jobs queue, View Orders showing SUCCESS.
 */
let db: TestDb;
let qbo: LocalQuickBooks;
let adapter: QuickBooksSync;
let admin: User;
let book: number;
let n = 0;
const onAddress = { country: "CA" as const, province: "ON", postalCode: "M5V 2T6" };
const today = () => new Date().toISOString().slice(0, 10);

async function buy(email = `qbo${++n}@shop.test`) {
  return buyWithTestCard(db, book, { email, firstName: "Quinn", lastName: `Buyer${n}` });
}

async function orderRow(id: number) {
  const { rows } = await poolOf(db.payload).query(
    `SELECT status, qb_sync_status_status AS qb, qb_sync_status_qb_id AS qb_id, qb_sync_status_error AS qb_error,
            qb_refund_sync_status AS qbr, qb_refund_sync_qb_id AS qbr_id, qb_refund_sync_error AS qbr_error FROM orders WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

/** The jobs queue's backoff elapsed: the waiting retries are due now. */
async function backoffElapsed() {
  await poolOf(db.payload).query(`UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE completed_at IS NULL AND wait_until > now()`);
}

beforeAll(async () => {
  db = await openTestDb();
  setPaymentGateway(new SandboxGateway({ timeoutMs: 100 }));
  qbo = await startLocalQuickBooks();
  const config = readQuickBooksConfig(qbo.connectedEnv())!;
  adapter = new QuickBooksSync(db.payload, config);
  setAccountingSync(adapter);
  admin = await db.createUser({ email: "qbo-admin@shop.test", role: "admin" });
  book = (await db.payload.create({ collection: "products", overrideAccess: true, depth: 0, data: { title: "Ledger Biology", price: 40, currency: "CAD" } }))
    .id;
}, 120_000);
afterAll(async () => {
  setAccountingSync(undefined);
  await qbo?.stop();
  await db?.close();
});

describe("issue 27: QuickBooks Online adapter", () => {
  it("issue 27: a paid order reaches QuickBooks as a SalesReceipt (lines, tax line, customer created by e-mail); the refresh token is stored encrypted and rotated", async () => {
    const { orderId } = await buy("ledger@shop.test");
    await runCommerceJobs(db.payload);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ qb: "SUCCESS", qb_error: null });
    const receipt = qbo.salesReceipts.find((r) => r.DocNumber === `BT-${orderId}`)!;
    expect(receipt.Id).toBe(row.qb_id);
    expect(receipt.TotalAmt).toBe(45.2);
    expect(receipt.Line).toEqual([
      expect.objectContaining({ Amount: 40, DetailType: "SalesItemLineDetail", SalesItemLineDetail: { ItemRef: { value: "1" }, Qty: 1, UnitPrice: 40 } }),
      expect.objectContaining({ Amount: 5.2, SalesItemLineDetail: { ItemRef: { value: "2" }, Qty: 1, UnitPrice: 5.2 } }),
    ]);
    expect(qbo.customers.filter((c) => (c.PrimaryEmailAddr as { Address: string }).Address === "ledger@shop.test")).toHaveLength(1);
    expect(qbo.tokenRefreshes).toBe(1);
    const { rows } = await poolOf(db.payload).query(`SELECT refresh_token_enc, access_token_enc FROM accounting_tokens WHERE provider = 'quickbooks'`);
    expect(rows[0]!.refresh_token_enc).toMatch(/^v1\./);
    // The stored refresh token is the rotated one Intuit answered, and never in clear.
    const current = [...qbo.refreshTokens][0]!;
    expect(String(rows[0]!.refresh_token_enc)).not.toContain(current);
    expect(String(rows[0]!.access_token_enc)).not.toContain("eyJ");

    // The same customer buys again: found by e-mail, not created twice; the access token is reused.
    const again = await db.callerAs(
      (
        await db.payload.find({ collection: "users", where: { email: { equals: "ledger@shop.test" } }, overrideAccess: true })
      ).docs[0] as User,
    );
    await again.commerce.addToCart({ productId: book });
    const second = await again.commerce.placeOrder({
      firstName: "",
      lastName: "",
      password: "",
      email: "",
      address: onAddress,
      card: { number: TEST_CARDS.success, expiry: "1230", cvv: "123" },
    });
    await runCommerceJobs(db.payload);
    expect((await orderRow(second.id!)).qb).toBe("SUCCESS");
    expect(qbo.customers.filter((c) => (c.PrimaryEmailAddr as { Address: string }).Address === "ledger@shop.test")).toHaveLength(1);
    expect(qbo.tokenRefreshes).toBe(1);
  });

  it("issue 27: an expired access token (401) is refreshed through intuit-oauth and the call made again", async () => {
    const { orderId } = await buy();
    qbo.expireAccessTokens();
    const refreshes = qbo.tokenRefreshes;
    await runCommerceJobs(db.payload);
    expect((await orderRow(orderId)).qb).toBe("SUCCESS");
    expect(qbo.tokenRefreshes).toBe(refreshes + 1);
    expect(qbo.requests.some((r) => r.status === 401)).toBe(true);
  });

  it("issue 27: a 429 from QuickBooks is kept as the order's error, retried with backoff on the jobs queue and succeeds; View Orders shows SUCCESS", async () => {
    const { orderId } = await buy();
    qbo.throttle(1);
    await runCommerceJobs(db.payload);
    expect(await orderRow(orderId)).toMatchObject({ qb: "ERROR", qb_error: "QuickBooks rate limit reached (429): retried later" });
    const adminCaller = await db.callerAs(admin);
    const errors = await adminCaller.commerce.adminOrders({ from: today(), to: today(), orderId });
    expect(errors.orders[0]!.qbSyncStatus).toMatchObject({ status: "ERROR", error: "QuickBooks rate limit reached (429): retried later" });
    await backoffElapsed();
    await runCommerceJobs(db.payload);
    expect(await orderRow(orderId)).toMatchObject({ qb: "SUCCESS", qb_error: null });
    const page = await adminCaller.commerce.adminOrders({ from: today(), to: today(), orderId });
    expect(page.orders[0]!.qbSyncStatus).toMatchObject({ status: "SUCCESS" });
    expect(qbo.salesReceipts.filter((r) => r.DocNumber === `BT-${orderId}`)).toHaveLength(1);
  });

  it("issue 27: a refund reaches QuickBooks as a RefundReceipt once (View Orders shows its status); a lost answer books nothing twice", async () => {
    const { orderId } = await buy();
    await runCommerceJobs(db.payload);
    const adminCaller = await db.callerAs(admin);
    await adminCaller.commerce.refundOrder({ orderId });
    qbo.throttle(1);
    await runCommerceJobs(db.payload);
    expect(await orderRow(orderId)).toMatchObject({ qbr: "ERROR" });
    await backoffElapsed();
    await runCommerceJobs(db.payload);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: "refunded", qbr: "SUCCESS", qbr_error: null });
    const refunds = qbo.refundReceipts.filter((r) => r.DocNumber === `BT-R-${orderId}`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ Id: row.qbr_id, TotalAmt: 45.2, DepositToAccountRef: { value: "35" } });
    const page = await adminCaller.commerce.adminOrders({ from: today(), to: today(), orderId });
    expect(page.orders[0]!.refundSyncStatus).toMatchObject({ status: "SUCCESS", qbId: row.qbr_id });
    // Sent again (a retry after a lost answer): found by its DocNumber, not created twice.
    await poolOf(db.payload).query(`UPDATE orders SET qb_refund_sync_status = NULL WHERE id = $1`, [orderId]);
    const { syncRefundNow } = await import("#core/commerce/accountingSync");
    await syncRefundNow(db.payload, orderId);
    expect(qbo.refundReceipts.filter((r) => r.DocNumber === `BT-R-${orderId}`)).toHaveLength(1);
  });
});
