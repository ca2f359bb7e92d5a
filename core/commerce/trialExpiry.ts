import type { Payload } from "payload";
import { inTransaction, poolOf } from "#core/commerce/db";
import { membershipsOfLines, takeBackMemberships } from "#core/commerce/orderMemberships";

/**
 * TRIAL-016 (decided, docs/decisions/135-trial-length.md): an instructor trial lasts the Commerce Settings' `trialDays`
 * (30 by default), counted from the request. When it ends, the memberships its order granted are removed — unless
 * another paid order of the same account grants them too (a purchase, or another trial still running), as a refund
 * does (decision 021). The learner's progress, notes and the order itself stay; the order records when it ended.
 */

/** The trial's length (Commerce Settings' trial_days), in days: 1…366, 30 when unset. */
export function trialLength(value: unknown): number {
  const days = Number(value);
  return value != null && Number.isInteger(days) && days >= 1 && days <= 366 ? days : 30;
}

/** What a trial's end did: the order, its account and the memberships removed from it. */
export type EndedTrial = { orderId: number; userId: number | null; membershipsRemoved: number[] };

/**
 * Ends every trial whose end has come and that has not ended yet: one transaction per order, the order row locked
 * (waiting for a brief writer such as the accounting sync's status update, not skipping it: a skipped trial would
 * stay open until the next run) and its conditions checked again under the lock, so two runners (or a run and a
 * refund) never remove twice. Idempotent: an ended trial is not looked at again. Called by the commerce runner's reconciliation every minute (core/commerce/jobs.ts).
 */
export async function endExpiredTrials(payload: Payload, limit = 200): Promise<EndedTrial[]> {
  const { rows } = await poolOf(payload).query(
    `SELECT id FROM orders WHERE trial_order AND trial_ended_at IS NULL AND trial_ends_at <= now() ORDER BY trial_ends_at LIMIT $1`,
    [limit],
  );
  const ended: EndedTrial[] = [];
  for (const { id } of rows) {
    const one = await inTransaction(payload, async (tx) => {
      const locked = await tx.query(
        `SELECT id, user_id, status, lines FROM orders
          WHERE id = $1 AND trial_order AND trial_ended_at IS NULL AND trial_ends_at <= now() FOR UPDATE`,
        [id],
      );
      const o = locked.rows[0];
      if (!o) return null;
      const userId = o.user_id as number | null;
      // A refunded trial already gave its memberships back (decision 021).
      const removed = userId && o.status === "paid" ? await takeBackMemberships(tx, userId, id as number, membershipsOfLines(o.lines)) : [];
      await tx.query(`UPDATE orders SET trial_ended_at = now(), updated_at = now() WHERE id = $1`, [id]);
      return { orderId: id as number, userId, membershipsRemoved: removed };
    });
    if (one) ended.push(one);
  }
  return ended;
}
