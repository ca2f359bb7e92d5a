import { poolOf } from "#core/db/pool";
import type { WithPayload } from "#core/context";
import type { AdminOrdersInput } from "#shared/commerce";

export const ADMIN_ORDERS_PAGE_SIZE = 10;

export type AdminOrderRow = {
  id: number;
  date: string;
  customer: string;
  email: string;
  products: string;
  totalCents: number;
  currency: string;
  status: string;
  trialOrder: boolean;
  couponCode: string | null;
  address: { country?: string; province?: string; postalCode?: string } | null;
  /** ORD-019, ORD-020: null when the order was never synced ('Not Completed'). */
  qbSyncStatus: { status: string; qbId: string | null; error: string | null } | null;
  /** Issue 27: the refund's record in the accounting system (a QuickBooks RefundReceipt); null: not sent (or no refund). */
  refundSyncStatus: { status: string; qbId: string | null; error: string | null } | null;
  payment: { brand: string | null; last4: string | null; reference: string | null };
  refundedAt: string | null;
};

/** The filters of ORD-008, ORD-009, ORD-017 as SQL (dates inclusive, whole days in UTC). */
function where(input: AdminOrdersInput): { sql: string; values: unknown[] } {
  const values: unknown[] = [input.from, input.to];
  const parts = [`o.created_at >= $1::date`, `o.created_at < ($2::date + 1)`];
  if (input.orderId) {
    values.push(input.orderId);
    parts.push(`o.id = $${values.length}`);
  }
  if (input.status) {
    values.push(input.status);
    parts.push(`o.status = $${values.length}`);
  }
  if (input.hideTrial) parts.push(`NOT coalesce(o.trial_order, false)`);
  // ORD-021: orders whose sync status is an error (any status other than SUCCESS).
  if (input.qbErrors) parts.push(`o.qb_sync_status_status IS NOT NULL AND o.qb_sync_status_status <> 'SUCCESS'`);
  return { sql: parts.join(" AND "), values };
}

const ROW_SQL = `SELECT o.id, o.created_at, o.email, o.status, coalesce(o.trial_order, false) AS trial_order, o.total_cents::int AS total_cents, o.currency,
       o.coupon_code, o.address, o.qb_sync_status_status, o.qb_sync_status_qb_id, o.qb_sync_status_error, o.payment_brand, o.payment_last4,
       o.payment_reference, o.refund_refunded_at, o.qb_refund_sync_status, o.qb_refund_sync_qb_id, o.qb_refund_sync_error, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS customer,
       (SELECT string_agg(l->>'productName', ', ') FROM jsonb_array_elements(o.lines) l) AS products
  FROM orders o LEFT JOIN users u ON u.id = o.user_id`;

const toRow = (r: Record<string, unknown>): AdminOrderRow => ({
  id: r.id as number,
  date: new Date(r.created_at as string).toISOString(),
  customer: (r.customer as string) || (r.email as string),
  email: r.email as string,
  products: (r.products as string) ?? "",
  totalCents: r.total_cents as number,
  currency: r.currency as string,
  status: r.status as string,
  trialOrder: r.trial_order as boolean,
  couponCode: (r.coupon_code as string | null) ?? null,
  address: (r.address as AdminOrderRow["address"]) ?? null,
  qbSyncStatus: r.qb_sync_status_status
    ? {
        status: r.qb_sync_status_status as string,
        qbId: (r.qb_sync_status_qb_id as string | null) ?? null,
        error: (r.qb_sync_status_error as string | null) ?? null,
      }
    : null,
  refundSyncStatus: r.qb_refund_sync_status
    ? {
        status: r.qb_refund_sync_status as string,
        qbId: (r.qb_refund_sync_qb_id as string | null) ?? null,
        error: (r.qb_refund_sync_error as string | null) ?? null,
      }
    : null,
  payment: {
    brand: (r.payment_brand as string | null) ?? null,
    last4: (r.payment_last4 as string | null) ?? null,
    reference: (r.payment_reference as string | null) ?? null,
  },
  refundedAt: r.refund_refunded_at ? new Date(r.refund_refunded_at as string).toISOString() : null,
});

/** ORD-009…ORD-012: one page of 10 orders (newest first), the count, and the summary by product over every order found. */
export async function adminOrders({ payload }: WithPayload, input: AdminOrdersInput) {
  const db = poolOf(payload);
  const w = where(input);
  const offset = (input.page - 1) * ADMIN_ORDERS_PAGE_SIZE;
  const [rows, count, summary] = await Promise.all([
    db.query(`${ROW_SQL} WHERE ${w.sql} ORDER BY o.id DESC LIMIT ${ADMIN_ORDERS_PAGE_SIZE} OFFSET ${offset}`, w.values),
    db.query(`SELECT count(*)::int AS n FROM orders o WHERE ${w.sql}`, w.values),
    db.query(
      `SELECT l->>'productName' AS product, o.currency, sum((l->>'quantity')::int)::int AS quantity, sum((l->>'priceCents')::int * (l->>'quantity')::int)::int AS cents
         FROM orders o, jsonb_array_elements(o.lines) l WHERE ${w.sql} GROUP BY 1, 2 ORDER BY 1`,
      w.values,
    ),
  ]);
  return {
    orders: rows.rows.map(toRow),
    total: count.rows[0]!.n as number,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    summary: summary.rows.map((r) => ({
      product: r.product as string,
      currency: r.currency as string,
      quantity: r.quantity as number,
      totalCents: r.cents as number,
    })),
  };
}

/** ORD-013: every order found (at most 20,000) for the XLSX download. */
export async function adminOrdersExport({ payload }: WithPayload, input: AdminOrdersInput): Promise<AdminOrderRow[]> {
  const w = where(input);
  const { rows } = await poolOf(payload).query(`${ROW_SQL} WHERE ${w.sql} ORDER BY o.id DESC LIMIT 20000`, w.values);
  return rows.map(toRow);
}
