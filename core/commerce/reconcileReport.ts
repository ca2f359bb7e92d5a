import fs from "node:fs";
import path from "node:path";
import type { Payload } from "payload";
import { QuickBooksSync } from "#core/accounting/quickbooks";
import { accountingSync, accountingSyncDir, FileAccountingSync } from "#core/commerce/accountingSync";
import { poolOf } from "#core/db/pool";
import { stripeProcessor, type ProcessorPayment } from "#core/payments/stripe";

/**
 * Issue 27 item 5 (`npm run reconcile -- --date YYYY-MM-DD`): one UTC day's payments — the orders paid that day here
 * (`paid_at`; those not settled by the day they were opened) next to the payments that succeeded that day at the
 * processor (Stripe: the succeeded Charge's `created`) and the accounting system's receipts — and every difference.
 * Issue 44: an order is matched on the day of its payment on both sides, so a checkout opened before midnight and
 * paid after it is one line of the next day, a difference on neither day; a refund made at the processor (its
 * Dashboard) on an order still paid here is a difference, on its payment's day and on the refund's day.
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

const ORDER_COLUMNS = `id, status, total_cents::int AS total, coalesce(payment_processor, 'sandbox') AS processor, payment_reference, paid_at,
            qb_sync_status_status AS qb, qb_sync_status_qb_id AS qb_id, qb_refund_sync_status AS qbr`;

export async function reconcileDay(payload: Payload, date: string): Promise<ReconcileReport> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new Error("--date must be YYYY-MM-DD");
  const from = Date.parse(`${date}T00:00:00Z`);
  const fromSec = Math.floor(from / 1000);
  const toSec = fromSec + 86_400;
  const dayOf = (sec: number) => new Date(sec * 1000).toISOString().slice(0, 10);
  const stripe = stripeProcessor();
  const [payments, refundsOfDay] = stripe ? await Promise.all([stripe.paymentsBetween(fromSec, toSec), stripe.refundsBetween(fromSec, toSec)]) : [[], []];
  const byOrder = new Map<number, ProcessorPayment>(payments.filter((p) => p.orderId).map((p) => [p.orderId!, p]));
  const db = poolOf(payload);
  // Ours: paid (or since refunded) this day, not settled and opened this day, and any order Stripe says was paid this day.
  const { rows: all } = await db.query(
    `SELECT ${ORDER_COLUMNS}
       FROM orders
      WHERE ((CASE WHEN status IN ('paid', 'refunded') THEN coalesce(paid_at, created_at) ELSE created_at END) >= $1::timestamptz
         AND (CASE WHEN status IN ('paid', 'refunded') THEN coalesce(paid_at, created_at) ELSE created_at END) < $2::timestamptz)
         OR id = ANY($3::int[])
      ORDER BY id`,
    [new Date(from).toISOString(), new Date(toSec * 1000).toISOString(), [...byOrder.keys()]],
  );
  // An order paid here this day whose payment Stripe lists on another day (settled after midnight, e.g. by a late
  // webhook): it belongs to that day's report, where Stripe's side brings it in.
  const rows = [];
  for (const r of all) {
    const id = r.id as number;
    if (stripe && r.processor === "stripe" && !byOrder.has(id) && (r.status === "paid" || r.status === "refunded") && r.payment_reference) {
      const elsewhere = await stripe.payment(r.payment_reference as string);
      if (elsewhere && dayOf(elsewhere.paidAt) !== date) continue;
      if (elsewhere) byOrder.set(id, elsewhere);
    }
    rows.push(r);
  }
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
      if (r.status === "paid" && pi && pi.refunded > 0)
        problems.push(`order ${id}: refunded at the processor, paid here: ${pi.refunded} of ${pi.amount} cents refunded at Stripe (${pi.id})`);
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
  for (const p of payments) if (!p.orderId || !ours.has(p.orderId)) problems.push(`Stripe payment ${p.id} (${p.amount} cents) has no order here`);
  // The refunds made at Stripe this day on orders of other days that are still paid here (a refund in Stripe's Dashboard).
  const refundedElsewhere = refundsOfDay.filter((x) => !x.orderId || !ours.has(x.orderId));
  if (refundedElsewhere.length) {
    const { rows: others } = await db.query(`SELECT id, status, total_cents::int AS total, paid_at FROM orders WHERE id = ANY($1::int[])`, [
      refundedElsewhere.map((x) => x.orderId).filter((x) => x !== null),
    ]);
    for (const x of refundedElsewhere) {
      const o = others.find((row) => row.id === x.orderId);
      if (!o) problems.push(`Stripe refund ${x.id} (${x.amount} cents) has no order here`);
      else if (o.status === "paid")
        problems.push(
          `order ${x.orderId} (paid ${o.paid_at ? new Date(o.paid_at as string).toISOString().slice(0, 10) : "?"}): refunded at the processor, paid here: ${
            x.amount
          } of ${o.total as number} cents refunded at Stripe (${x.id})`,
        );
    }
  }
  return { date, lines, problems };
}
