import type { Payload } from "payload";
import { inTransaction } from "#core/db/pool";
import { env } from "#core/env";
import { recordAudit } from "./record";

/**
 * Issue 50 item 5: the audit trail keeps a row AUDIT_RETENTION_DAYS days (default 1095, three years). The only
 * delete the table's trigger lets through is this one: its transaction says it is the retention job
 * (SET LOCAL, so the setting ends with the transaction and never leaks to a pooled connection). The prune is itself
 * recorded (action audit.pruned, by the system), in the same transaction.
 */
export async function pruneAuditTrail(payload: Payload, opts: { days?: number; now?: Date } = {}): Promise<number> {
  const days = opts.days ?? env().AUDIT_RETENTION_DAYS;
  const now = opts.now ?? new Date();
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return inTransaction(payload, async (db) => {
    await db.query(`SELECT set_config('biotext.audit_retention', 'on', true)`);
    const { rowCount } = await db.query(`DELETE FROM audit_events WHERE created_at < $1`, [cutoff.toISOString()]);
    await db.query(`SELECT set_config('biotext.audit_retention', 'off', true)`);
    const removed = rowCount ?? 0;
    if (removed > 0)
      await recordAudit({ db }, {}, { action: "audit.pruned", target: { type: "auditTrail" }, summary: { removed, olderThan: cutoff.toISOString(), days } });
    return removed;
  });
}

export const AUDIT_PRUNE_EVERY_MS = 3_600_000;

/**
 * The in-process retention runner (a web instance with JOBS=inline, e.g. the embedded database): prunes now and then
 * every `everyMs`. The timer does not keep the process alive. `npm run worker` prunes in its own loop instead.
 */
export function startAuditRetention(payload: Payload, everyMs = AUDIT_PRUNE_EVERY_MS): () => void {
  const run = () => void pruneAuditTrail(payload).catch((err: unknown) => payload.logger.error({ err }, "audit trail retention failed"));
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
