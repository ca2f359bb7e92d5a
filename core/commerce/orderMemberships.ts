import type { Queryable } from "#core/db/pool";

/** The memberships an order's lines granted (each line's `memberships`), once each. */
export function membershipsOfLines(lines: unknown): number[] {
  return [...new Set(((lines as { memberships?: number[] }[] | null) ?? []).flatMap((l) => l.memberships ?? []))];
}

/**
 * Takes back the memberships order `orderId` granted to its account — a refund (decision 021) or a trial's end
 * (decision 135) — except those another order of the account still grants: a paid order, not a trial that has
 * ended or whose end has passed (its memberships went, or are going, with it). Runs in the caller's transaction;
 * answers the memberships removed, sorted.
 */
export async function takeBackMemberships(tx: Queryable, userId: number, orderId: number, granted: readonly number[]): Promise<number[]> {
  if (!granted.length) return [];
  const kept = await tx.query(
    `SELECT DISTINCT (m.value)::int AS id FROM orders o2, jsonb_array_elements(o2.lines) l, jsonb_array_elements(coalesce(l->'memberships', '[]'::jsonb)) m
      WHERE o2.user_id = $1 AND o2.status = 'paid' AND o2.id <> $2
        AND NOT (o2.trial_order AND (o2.trial_ended_at IS NOT NULL OR coalesce(o2.trial_ends_at <= now(), false)))`,
    [userId, orderId],
  );
  const keep = new Set(kept.rows.map((r) => r.id as number));
  const toRemove = granted.filter((m) => !keep.has(m));
  if (!toRemove.length) return [];
  const del = await tx.query(
    `DELETE FROM users_rels WHERE parent_id = $1 AND path = 'memberships' AND memberships_id = ANY($2::int[]) RETURNING memberships_id`,
    [userId, toRemove],
  );
  return del.rows.map((r) => r.memberships_id as number).sort((a, b) => a - b);
}
