import { sql } from "@payloadcms/db-postgres";
import type { Payload } from "payload";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterMs: number };

/**
 * Counts one hit against `key` in a fixed window and says whether it is still allowed.
 * One atomic upsert in PostgreSQL, so concurrent requests and several app instances agree.
 */
export async function hitRateLimit(payload: Payload, key: string, opts: { limit: number; windowMs: number }): Promise<RateLimitResult> {
  const seconds = opts.windowMs / 1000;
  const result = await payload.db.drizzle.execute(sql`
    INSERT INTO rate_limits (key, window_start, count, updated_at, created_at)
    VALUES (${key}, now(), 1, now(), now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${seconds}) THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${seconds}) THEN now() ELSE rate_limits.window_start END,
      updated_at = now()
    RETURNING count, window_start`);
  const row = rowOf(result)!;
  return { ...stateOf(row, opts), allowed: Number(row.count) <= opts.limit };
}

type Row = { count: string | number; window_start: string | Date };
const rowOf = (result: unknown): Row | undefined => (result as { rows: Row[] }).rows[0];
const stateOf = (row: Row, opts: { windowMs: number }) => ({
  count: Number(row.count),
  retryAfterMs: Math.max(0, new Date(row.window_start).getTime() + opts.windowMs - Date.now()),
});

/**
 * Reads `key`'s count in its current window without counting a hit (0 once the window has
 * passed); `allowed` says whether one more hit would still be within the limit.
 */
export async function peekRateLimit(payload: Payload, key: string, opts: { limit: number; windowMs: number }): Promise<RateLimitResult> {
  const seconds = opts.windowMs / 1000;
  const result = await payload.db.drizzle.execute(sql`
    SELECT count, window_start FROM rate_limits
    WHERE key = ${key} AND window_start >= now() - make_interval(secs => ${seconds})`);
  const row = rowOf(result);
  if (!row) return { allowed: true, count: 0, retryAfterMs: 0 };
  return { ...stateOf(row, opts), allowed: Number(row.count) < opts.limit };
}
