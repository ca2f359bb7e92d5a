import fs from "node:fs/promises";
import path from "node:path";
import type { WithPayload } from "#core/context";
import type { Payload } from "payload";
import { env } from "#core/env";
import { poolOf, type Row } from "#core/db/pool";

/**
 * Accounting sync (ORD-019…ORD-022, docs/payments.md): every paid order is sent once to the
 * accounting system through an `AccountingSync` adapter, from Payload's jobs queue (retried with
 * backoff, core/commerce/jobs.ts). The outcome is kept on the order (`qbSyncStatus`): status
 * 'SUCCESS' with the accounting id, or 'ERROR' with the message; no status yet is 'Not Completed'.
 */

/** What an accounting system receives for one paid order (amounts in integer cents). */
export type AccountingOrder = {
  orderId: number;
  date: string;
  paidAt: string | null;
  status: string;
  email: string;
  customer: string;
  currency: string;
  lines: { productId: number | null; productName: string; priceCents: number; quantity: number }[];
  subtotalCents: number;
  discountCents: number;
  couponCode: string | null;
  taxCents: number;
  taxes: unknown;
  totalCents: number;
  address: unknown;
  trialOrder: boolean;
  invoiceNum: string | null;
  payment: { brand: string | null; last4: string | null; reference: string | null };
};

export interface AccountingSync {
  /** A short name for logs ("file", "quickbooks"). */
  readonly name: string;
  /**
   * Records the order in the accounting system and answers its id there. Must be idempotent by
   * `order.orderId` (a retry after a lost answer must not book the sale twice). Throws on failure:
   * the message is shown to admins ('Show QB Errors') and the queue retries.
   */
  syncOrder(order: AccountingOrder): Promise<{ externalId: string }>;
  /**
   * Issue 27: records the refund of an order already synced (a QuickBooks RefundReceipt). Idempotent by
   * `order.orderId` like syncOrder. Adapters without it keep refunds out of the books (the file adapter writes one file).
   */
  syncRefund?(order: AccountingOrder & { refund: { reference: string | null; refundedAt: string | null } }): Promise<{ externalId: string }>;
}

/** The folder of the file adapter: ACCOUNTING_SYNC_DIR, or DATA_DIR/accounting-sync. */
export function accountingSyncDir(): string {
  return path.resolve(process.env.ACCOUNTING_SYNC_DIR || path.join(env().DATA_DIR, "accounting-sync"));
}

/**
 * The default adapter: one JSON file per order (`order-<id>.json`) in a folder, written atomically
 * (temporary file, then rename). Rewriting an order's file is harmless, so it is idempotent.
 */
export class FileAccountingSync implements AccountingSync {
  readonly name = "file";
  constructor(private readonly dir: () => string = accountingSyncDir) {}

  syncOrder(order: AccountingOrder): Promise<{ externalId: string }> {
    return this.write(`FILE-${order.orderId}`, `order-${order.orderId}.json`, order);
  }

  syncRefund(order: AccountingOrder & { refund: { reference: string | null; refundedAt: string | null } }): Promise<{ externalId: string }> {
    return this.write(`FILE-R-${order.orderId}`, `refund-${order.orderId}.json`, order);
  }

  /** One record in its own file, written atomically (temporary file, then rename). */
  private async write(externalId: string, name: string, record: object): Promise<{ externalId: string }> {
    const dir = this.dir();
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, name);
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, `${JSON.stringify({ externalId, ...record }, null, 2)}\n`);
    await fs.rename(tmp, file);
    return { externalId };
  }
}

let adapter: AccountingSync | undefined;

/** The process's adapter: the file adapter unless another one was installed at start-up. */
export function accountingSync(): AccountingSync {
  adapter ??= new FileAccountingSync();
  return adapter;
}

/** Installs an adapter (e.g. a QuickBooks Online one, docs/payments.md); tests install failing ones. */
export function setAccountingSync(a: AccountingSync | undefined) {
  adapter = a;
}

export const COMMERCE_QUEUE = "commerce";

/** Queues the sync of one paid order (idempotent per order while a job is waiting). */
export async function queueAccountingSync(payload: Payload, orderId: number): Promise<void> {
  await payload.jobs.queue({ task: "accountingSyncOrder", queue: COMMERCE_QUEUE, input: { order: orderId } });
  await poolOf(payload).query(`UPDATE orders SET qb_sync_status_queued_at = now() WHERE id = $1`, [orderId]);
}

/**
 * Queues paid orders that were never queued (a crash between the payment's transaction and the
 * queueing, or orders paid before the sync existed). Run by the reconciliation job.
 */
export async function queueUnsyncedOrders(payload: Payload, limit = 200): Promise<number> {
  const { rows } = await poolOf(payload).query(
    `SELECT id FROM orders WHERE status = 'paid' AND qb_sync_status_queued_at IS NULL AND qb_sync_status_status IS NULL ORDER BY id LIMIT $1`,
    [limit],
  );
  for (const r of rows) await queueAccountingSync(payload, r.id as number);
  return rows.length;
}

async function loadOrder(payload: Payload, orderId: number): Promise<Row | null> {
  const { rows } = await poolOf(payload).query(
    `SELECT o.*, o.subtotal_cents::int AS subtotal, o.discount_cents::int AS discount, o.tax_cents::int AS tax, o.total_cents::int AS total,
            trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS customer, i.invoice_num
       FROM orders o LEFT JOIN users u ON u.id = o.user_id LEFT JOIN invoices i ON i.id = o.invoice_id WHERE o.id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}

export function accountingOrderOf(r: Row): AccountingOrder {
  const lines = (r.lines as AccountingOrder["lines"] | null) ?? [];
  return {
    orderId: r.id as number,
    date: new Date(r.created_at as string).toISOString(),
    paidAt: r.paid_at ? new Date(r.paid_at as string).toISOString() : null,
    status: r.status as string,
    email: r.email as string,
    customer: (r.customer as string) || (r.email as string),
    currency: r.currency as string,
    lines: lines.map((l) => ({ productId: l.productId ?? null, productName: l.productName, priceCents: l.priceCents, quantity: l.quantity })),
    subtotalCents: r.subtotal as number,
    discountCents: r.discount as number,
    couponCode: (r.coupon_code as string | null) ?? null,
    taxCents: r.tax as number,
    taxes: r.taxes ?? null,
    totalCents: r.total as number,
    address: r.address ?? null,
    trialOrder: Boolean(r.trial_order),
    invoiceNum: (r.invoice_num as string | null) ?? null,
    payment: {
      brand: (r.payment_brand as string | null) ?? null,
      last4: (r.payment_last4 as string | null) ?? null,
      reference: (r.payment_reference as string | null) ?? null,
    },
  };
}

/**
 * One sync attempt (the job's handler). A success stores SUCCESS and the accounting id; a failure
 * stores ERROR with the message and throws, so the queue retries with backoff. An order already
 * synced is not sent again; an order no longer paid (refunded before the sync) is still sent: the
 * sale happened.
 */
export async function syncOrderNow(payload: Payload, orderId: number): Promise<{ status: "SUCCESS" | "SKIPPED"; qbId: string | null }> {
  const db = poolOf(payload);
  const r = await loadOrder(payload, orderId);
  if (!r) return { status: "SKIPPED", qbId: null };
  if (r.qb_sync_status_status === "SUCCESS") return { status: "SUCCESS", qbId: (r.qb_sync_status_qb_id as string | null) ?? null };
  if (r.status !== "paid" && r.status !== "refunded") return { status: "SKIPPED", qbId: null };
  try {
    const { externalId } = await accountingSync().syncOrder(accountingOrderOf(r));
    await db.query(
      `UPDATE orders SET qb_sync_status_status = 'SUCCESS', qb_sync_status_qb_id = $2, qb_sync_status_error = NULL, qb_sync_status_synced_at = now(),
              qb_sync_status_attempts = coalesce(qb_sync_status_attempts, 0) + 1 WHERE id = $1`,
      [orderId, externalId],
    );
    return { status: "SUCCESS", qbId: externalId };
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500) || "Accounting sync failed.";
    await db.query(
      `UPDATE orders SET qb_sync_status_status = 'ERROR', qb_sync_status_error = $2, qb_sync_status_attempts = coalesce(qb_sync_status_attempts, 0) + 1 WHERE id = $1`,
      [orderId, message],
    );
    throw err;
  }
}

/** The admin's re-run (View Orders): clears an error and queues the order again. */
export async function rerunAccountingSync({ payload }: WithPayload, orderId: number): Promise<{ queued: boolean }> {
  const { rows } = await poolOf(payload).query(`SELECT status, qb_sync_status_status FROM orders WHERE id = $1`, [orderId]);
  const r = rows[0];
  if (!r || (r.status !== "paid" && r.status !== "refunded") || r.qb_sync_status_status === "SUCCESS") return { queued: false };
  await poolOf(payload).query(`UPDATE orders SET qb_sync_status_status = NULL, qb_sync_status_error = NULL WHERE id = $1`, [orderId]);
  await queueAccountingSync(payload, orderId);
  return { queued: true };
}

/** Issue 27: queues the accounting record of a refund (a QuickBooks RefundReceipt). */
export async function queueAccountingRefund(payload: Payload, orderId: number): Promise<void> {
  await payload.jobs.queue({ task: "accountingSyncRefund", queue: COMMERCE_QUEUE, input: { order: orderId } });
}

/**
 * One attempt at a refund's record (the job's handler): the sale is synced first when it was not yet (a refund
 * needs the customer and the receipt it reverses), then the refund; SUCCESS with the accounting id, or ERROR with
 * the message and a throw, so the queue retries with backoff.
 */
export async function syncRefundNow(payload: Payload, orderId: number): Promise<{ status: "SUCCESS" | "SKIPPED"; qbId: string | null }> {
  const db = poolOf(payload);
  const adapter = accountingSync();
  if (!adapter.syncRefund) return { status: "SKIPPED", qbId: null };
  let r = await loadOrder(payload, orderId);
  if (!r || r.status !== "refunded") return { status: "SKIPPED", qbId: null };
  if (r.qb_refund_sync_status === "SUCCESS") return { status: "SUCCESS", qbId: (r.qb_refund_sync_qb_id as string | null) ?? null };
  try {
    if (r.qb_sync_status_status !== "SUCCESS") {
      await syncOrderNow(payload, orderId);
      r = (await loadOrder(payload, orderId))!;
    }
    const { externalId } = await adapter.syncRefund({
      ...accountingOrderOf(r),
      refund: {
        reference: (r.refund_reference as string | null) ?? null,
        refundedAt: r.refund_refunded_at ? new Date(r.refund_refunded_at as string).toISOString() : null,
      },
    });
    await db.query(
      `UPDATE orders SET qb_refund_sync_status = 'SUCCESS', qb_refund_sync_qb_id = $2, qb_refund_sync_error = NULL, qb_refund_sync_synced_at = now(),
              qb_refund_sync_attempts = coalesce(qb_refund_sync_attempts, 0) + 1 WHERE id = $1`,
      [orderId, externalId],
    );
    return { status: "SUCCESS", qbId: externalId };
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500) || "Accounting sync failed.";
    await db.query(
      `UPDATE orders SET qb_refund_sync_status = 'ERROR', qb_refund_sync_error = $2, qb_refund_sync_attempts = coalesce(qb_refund_sync_attempts, 0) + 1 WHERE id = $1`,
      [orderId, message],
    );
    throw err;
  }
}
