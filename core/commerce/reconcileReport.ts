import fs from "node:fs";
import path from "node:path";
import type { Payload } from "payload";
import { QuickBooksSync } from "#core/accounting/quickbooks";
import { accountingSync, accountingSyncDir, FileAccountingSync } from "#core/commerce/accountingSync";
import { poolOf } from "#core/commerce/db";
import { stripeProcessor } from "#core/payments/stripe";

/**
 * Issue 27 item 5 (`npm run reconcile -- --date YYYY-MM-DD`): one UTC day's orders next to the processor's
 * payments and the accounting system's receipts, and every difference between them.
 */
export type ReconcileLine = {
  orderId: number;
  status: string;
  totalCents: number;
  processor: string;
  processorCents: number | null;
  refundedCents: number | null;
  books: string;
};
export type ReconcileReport = { date: string; lines: ReconcileLine[]; problems: string[] };

export async function reconcileDay(payload: Payload, date: string): Promise<ReconcileReport> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error("--date must be YYYY-MM-DD");
  const from = Date.parse(`${date}T00:00:00Z`);
  const { rows } = await poolOf(payload).query(
    `SELECT id, status, total_cents::int AS total, coalesce(payment_processor, 'sandbox') AS processor, payment_reference,
            qb_sync_status_status AS qb, qb_sync_status_qb_id AS qb_id, qb_refund_sync_status AS qbr
       FROM orders WHERE created_at >= $1::date AND created_at < ($1::date + 1) ORDER BY id`,
    [date],
  );
  const stripe = stripeProcessor();
  const payments = stripe ? await stripe.paymentsBetween(Math.floor(from / 1000), Math.floor(from / 1000) + 86_400) : [];
  const byOrder = new Map(payments.filter((p) => p.orderId).map((p) => [p.orderId!, p]));
  const adapter = accountingSync();
  // The receipts of the day's orders by number: QuickBooks dates a sale the day it was paid and a refund the day it was made.
  const sales = rows.filter((r) => r.status === "paid" || r.status === "refunded").map((r) => `BT-${r.id as number}`);
  const refunds = rows.filter((r) => r.status === "refunded").map((r) => `BT-R-${r.id as number}`);
  const receipts =
    adapter instanceof QuickBooksSync
      ? [...(await adapter.receiptsNumbered("SalesReceipt", sales)), ...(await adapter.receiptsNumbered("RefundReceipt", refunds))]
      : null;
  const dir = adapter instanceof FileAccountingSync ? accountingSyncDir() : null;
  const problems: string[] = [];
  const lines: ReconcileLine[] = rows.map((r) => {
    const id = r.id as number;
    const total = r.total as number;
    const pi = byOrder.get(id);
    const settled = r.status === "paid" || r.status === "refunded";
    if (r.processor === "stripe" && settled && total > 0) {
      if (!pi) problems.push(`order ${id}: ${String(r.status)} here, no payment at Stripe`);
      else if (pi.amount !== total) problems.push(`order ${id}: ${total} cents here, ${pi.amount} at Stripe (${pi.id})`);
      if (r.status === "refunded" && pi && pi.refunded !== pi.amount)
        problems.push(`order ${id}: refunded here, ${pi?.refunded ?? 0} cents refunded at Stripe`);
    }
    if (r.processor === "stripe" && !settled && pi?.status === "succeeded")
      problems.push(`order ${id}: ${String(r.status)} here but paid at Stripe (${pi.id})`);
    let books = r.qb ? `${String(r.qb)}${r.qb_id ? ` ${String(r.qb_id)}` : ""}` : settled ? "not synced" : "-";
    if (receipts && settled) {
      const sale = receipts.find((x) => x.kind === "SalesReceipt" && x.docNumber === `BT-${id}`);
      books = sale ? `SalesReceipt ${sale.id}` : "no SalesReceipt";
      if (!sale) problems.push(`order ${id}: no SalesReceipt BT-${id} in QuickBooks`);
      else if (sale.total !== total) problems.push(`order ${id}: ${total} cents here, ${sale.total} in QuickBooks`);
      if (r.status === "refunded") {
        const refund = receipts.find((x) => x.kind === "RefundReceipt" && x.docNumber === `BT-R-${id}`);
        books += refund ? `, RefundReceipt ${refund.id}` : ", no RefundReceipt";
        if (!refund) problems.push(`order ${id}: refunded, no RefundReceipt BT-R-${id} in QuickBooks`);
      }
    } else if (dir && settled) {
      const file = fs.existsSync(path.join(dir, `order-${id}.json`));
      books = file ? `file order-${id}.json` : "no file";
      if (!file) problems.push(`order ${id}: no accounting file`);
    }
    return {
      orderId: id,
      status: r.status as string,
      totalCents: total,
      processor: r.processor as string,
      processorCents: pi?.amount ?? null,
      refundedCents: pi?.refunded ?? null,
      books,
    };
  });
  const ours = new Set(rows.map((r) => r.id as number));
  for (const p of payments)
    if (p.status === "succeeded" && (!p.orderId || !ours.has(p.orderId)))
      problems.push(`Stripe payment ${p.id} (${p.amount} cents) has no order of this day here`);
  return { date, lines, problems };
}
