import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QuickBooksSync, readQuickBooksConfig } from "#core/accounting/quickbooks";
import { setAccountingSync } from "#core/commerce/accountingSync";
import { poolOf } from "#core/db/pool";
import { runCommerceJobs } from "#core/commerce/jobs";
import { reconcileDay } from "#core/commerce/reconcileReport";
import { refundOrder } from "#core/commerce/refunds";
import { SandboxGateway, setPaymentGateway } from "#core/payments/sandbox";
import type { User } from "../../cms/payload-types";
import { openTestDb, type TestDb } from "../support/payload";
import { startLocalQuickBooks, type LocalQuickBooks } from "../support/qboServer";
import { buyWithTestCard } from "../support/shop";

/**
 * Issue 27 item 5 (`npm run reconcile -- --date YYYY-MM-DD`, core/commerce/reconcileReport.ts) with QuickBooks:
 * a refund's RefundReceipt is dated the day of the refund (core/accounting/quickbooks.ts syncRefund), which is
 * usually not the day of the order. The day's report of the order must still find it, not report it missing.
 */
let db: TestDb;
let qbo: LocalQuickBooks;
let admin: User;
let book: number;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openTestDb();
  setPaymentGateway(new SandboxGateway({ timeoutMs: 100 }));
  qbo = await startLocalQuickBooks();
  const config = readQuickBooksConfig(qbo.connectedEnv())!;
  setAccountingSync(new QuickBooksSync(db.payload, config));
  admin = await db.createUser({ email: "reconcile-admin@shop.test", role: "admin" });
  book = (
    await db.payload.create({ collection: "products", overrideAccess: true, depth: 0, data: { title: "Reconciled Biology", price: 40, currency: "CAD" } })
  ).id;
}, 120_000);
afterAll(async () => {
  setAccountingSync(undefined);
  await qbo?.stop();
  await db?.close();
});

async function buy(email: string): Promise<number> {
  return (await buyWithTestCard(db, book, { email, firstName: "Rita", lastName: "Reconcile" })).orderId;
}

describe("review2: the reconciliation report finds a refund booked on a later day", () => {
  it("issue 27: an order of today refunded tomorrow has its RefundReceipt found by the report of today", async () => {
    const orderId = await buy("refunded-later@shop.test");
    await runCommerceJobs(db.payload);
    expect(await refundOrder({ payload: db.payload }, orderId, admin.id)).toMatchObject({ ok: true });
    // The refund happens on the next day: QuickBooks dates its RefundReceipt then.
    await poolOf(db.payload).query(`UPDATE orders SET refund_refunded_at = now() + interval '1 day' WHERE id = $1`, [orderId]);
    await runCommerceJobs(db.payload);
    const receipt = qbo.refundReceipts.find((r) => r.DocNumber === `BT-R-${orderId}`)!;
    expect(receipt.TxnDate).not.toBe(today());

    const report = await reconcileDay(db.payload, today());
    expect(report.problems).toEqual([]);
    expect(report.lines.find((l) => l.orderId === orderId)?.books).toBe(
      `SalesReceipt ${qbo.salesReceipts.find((r) => r.DocNumber === `BT-${orderId}`)!.Id as string}, RefundReceipt ${receipt.Id as string}`,
    );
  });

  it("issue 27 issue 44 finding 9: an order opened today and paid after midnight is in the report of its payment's day (with its SalesReceipt, dated then), not today's", async () => {
    const orderId = await buy("paid-after-midnight@shop.test");
    // Paid on the next day (a hosted checkout opened before midnight and paid after): QuickBooks dates its SalesReceipt then.
    await poolOf(db.payload).query(`UPDATE orders SET paid_at = now() + interval '1 day' WHERE id = $1`, [orderId]);
    await runCommerceJobs(db.payload);
    const sale = qbo.salesReceipts.find((r) => r.DocNumber === `BT-${orderId}`)!;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(sale.TxnDate).toBe(tomorrow);

    const report = await reconcileDay(db.payload, tomorrow);
    expect(report.problems.filter((p) => p.startsWith(`order ${orderId}:`))).toEqual([]);
    expect(report.lines.find((l) => l.orderId === orderId)?.books).toBe(`SalesReceipt ${sale.Id as string}`);
    const ofToday = await reconcileDay(db.payload, today());
    expect(ofToday.problems.filter((p) => p.startsWith(`order ${orderId}:`))).toEqual([]);
    expect(ofToday.lines.map((l) => l.orderId)).not.toContain(orderId);
  });

  it("issue 27: a refund missing from QuickBooks is still reported", async () => {
    const orderId = await buy("refund-missing@shop.test");
    await runCommerceJobs(db.payload);
    expect(await refundOrder({ payload: db.payload }, orderId, admin.id)).toMatchObject({ ok: true });
    // The refund's job has not run: nothing in QuickBooks yet.
    const report = await reconcileDay(db.payload, today());
    expect(report.problems.filter((p) => p.startsWith(`order ${orderId}: refunded, no RefundReceipt BT-R-${orderId} in QuickBooks`))).toHaveLength(1);
  });
});
