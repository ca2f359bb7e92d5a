import { inTransaction, poolOf } from "#core/db/pool";
import { recordAudit, type AuditSource } from "#core/audit/record";
import type { WithPayload } from "#core/context";
import { paymentGateway } from "#core/payments/sandbox";
import { redact } from "#core/payments/redact";
import { stripeProcessor } from "#core/payments/stripe";
import { queueAccountingRefund } from "#core/commerce/accountingSync";
import { membershipsOfLines, takeBackMemberships } from "#core/commerce/orderMemberships";

/**
 * Refunds (ORD-003, docs/decisions/020-order-statuses.md, 021-refunds-and-access.md): an admin
 * refunds a paid order through `PaymentGateway.refund` (an authorized but never captured charge is
 * voided instead), the order becomes `refunded`, and the memberships it granted are removed —
 * unless another paid order of the same account grants them too. The learner's progress rows stay.
 * Idempotent: refunding a refunded order answers the same outcome without a second gateway call
 * being able to refund twice (the gateway's key is `refund:order:<id>`).
 */
export const REFUND_MESSAGES = {
  notFound: "Order not found.",
  notPaid: "Only a paid order can be refunded.",
  gatewayFailed: "The payment gateway refused the refund.",
} as const;

export type RefundResult =
  | { ok: true; orderId: number; alreadyRefunded: boolean; membershipsRemoved: number[] }
  | { ok: false; message: string; errorCode?: string };

export async function refundOrder(ctx: WithPayload & AuditSource, orderId: number, adminUserId: number | null): Promise<RefundResult> {
  const { payload } = ctx;
  const db = poolOf(payload);
  const { rows } = await db.query(
    `SELECT id, status, user_id, total_cents::int AS total, payment_reference, payment_processor, refund_memberships_removed FROM orders WHERE id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return { ok: false, message: REFUND_MESSAGES.notFound };
  if (order.status === "refunded")
    return { ok: true, orderId, alreadyRefunded: true, membershipsRemoved: (order.refund_memberships_removed as number[] | null) ?? [] };
  if (order.status !== "paid") return { ok: false, message: REFUND_MESSAGES.notPaid };

  let reference: string | null = null;
  const charged = (order.total as number) > 0 && order.payment_reference;
  if (charged && order.payment_processor === "stripe") {
    // Issue 27: the processor refunds its payment (idempotent under the order's refund key).
    const processor = stripeProcessor();
    if (!processor) return { ok: false, message: `${REFUND_MESSAGES.gatewayFailed} (the processor is not configured)` };
    try {
      const r = await processor.refund(order.payment_reference as string, order.total as number, `refund:order:${orderId}`, orderId);
      if (r.status === "failed" || r.status === "canceled") return { ok: false, message: `${REFUND_MESSAGES.gatewayFailed} (${r.status})` };
      reference = r.id;
    } catch (err) {
      payload.logger.error(redact({ err, orderId }) as object, "processor refund failed");
      const detail = err instanceof Error && "type" in err ? `: ${err.message}` : "";
      return { ok: false, message: `${REFUND_MESSAGES.gatewayFailed}${detail}` };
    }
  } else if (charged) {
    const gw = paymentGateway();
    const key = `refund:order:${orderId}`;
    try {
      let result = await gw.refund(order.payment_reference as string, order.total as number, key);
      // A charge settled by reconciliation may be authorized only: voiding it releases the money.
      if (!result.ok && result.errorCode === "12") result = await gw.void(order.payment_reference as string, `${key}:void`);
      if (!result.ok) return { ok: false, message: `${REFUND_MESSAGES.gatewayFailed} (${result.errorCode}: ${result.message})`, errorCode: result.errorCode };
      reference = result.reference;
    } catch (err) {
      payload.logger.error(redact({ err, orderId }) as object, "refund failed");
      return { ok: false, message: REFUND_MESSAGES.gatewayFailed };
    }
  }

  const done = await inTransaction(payload, async (tx) => {
    const locked = await tx.query(`SELECT status, user_id, lines, refund_memberships_removed FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
    const o = locked.rows[0]!;
    if (o.status === "refunded")
      return { ok: true as const, orderId, alreadyRefunded: true, membershipsRemoved: (o.refund_memberships_removed as number[] | null) ?? [] };
    const userId = o.user_id as number | null;
    // Kept: memberships another paid order of the same account also grants (core/commerce/orderMemberships.ts).
    const removed = userId ? await takeBackMemberships(tx, userId, orderId, membershipsOfLines(o.lines)) : [];
    await tx.query(
      `UPDATE orders SET status = 'refunded', refund_reference = $2, refund_refunded_at = now(), refund_refunded_by_id = $3,
              refund_memberships_removed = $4::jsonb, updated_at = now() WHERE id = $1`,
      [orderId, reference, adminUserId, JSON.stringify(removed)],
    );
    // Issue 50: the audit row commits with the refund.
    await recordAudit({ db: tx }, ctx, {
      action: "order.refunded",
      target: { type: "order", id: orderId },
      summary: { before: { status: "paid" }, after: { status: "refunded" }, totalCents: order.total, membershipsRemoved: removed, customer: userId },
    });
    return { ok: true as const, orderId, alreadyRefunded: false, membershipsRemoved: removed };
  });
  // Issue 27: the refund goes to the accounting system too (a RefundReceipt), from the jobs queue.
  if (!done.alreadyRefunded)
    await queueAccountingRefund(payload, orderId).catch((err: unknown) => payload.logger.error({ err, orderId }, "accounting refund not queued"));
  return done;
}
