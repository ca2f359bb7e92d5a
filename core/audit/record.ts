import type { Payload, PayloadRequest } from "payload";
import type { Queryable } from "#core/db/pool";
import type { AuditAction, AuditTargetType } from "#shared/audit";

/**
 * Issue 50 item 5 (docs/audit.md): the one way a row enters the audit trail. Called by the core functions that
 * change someone else's data — not by the procedures — inside the action's own transaction where it has one, so
 * the row and the change are committed (or rolled back) together:
 * - `{ db }`: a plain-SQL transaction (`inTransaction`'s client) — or the pool, for a one-statement action;
 * - `{ payload, req }`: a Payload unit (`inUnit`'s request, whose transaction the create joins);
 * - `{ payload }`: no transaction (a CMS hook without one, the embedded database).
 *
 * The summary is small and holds no personal data of the target (no e-mail, name or address): a field that
 * changed is named, its values only when they are not personal (a role, a membership). The target is a type and
 * an id (docs/decisions/166-audit-trail.md).
 */
export type AuditWriter = { db: Queryable } | { payload: Payload; req?: Partial<PayloadRequest> };

/** Who acted: a request's Context carries both (a hook or the system: no user). */
export type AuditSource = {
  user?: { id: number; email?: string | null; role?: string | null } | null;
  ip?: string | null;
};

export type AuditEntry = {
  action: AuditAction;
  target: { type: AuditTargetType; id?: string | number | null };
  summary?: Record<string, unknown>;
};

const MAX_SUMMARY = 4000;

/** The summary as stored: JSON of at most MAX_SUMMARY characters (longer lists are cut, with a note). */
function boundedSummary(summary: Record<string, unknown> | undefined): string | null {
  if (!summary) return null;
  const text = JSON.stringify(summary);
  return text.length <= MAX_SUMMARY ? text : JSON.stringify({ truncated: true, keys: Object.keys(summary) });
}

export async function recordAudit(into: AuditWriter, who: AuditSource, entry: AuditEntry): Promise<void> {
  const actor = who.user ?? null;
  const row = {
    action: entry.action,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    actorRole: actor?.role ?? null,
    ip: who.ip || null,
    targetType: entry.target.type,
    targetId: entry.target.id == null ? null : String(entry.target.id),
    summary: boundedSummary(entry.summary),
  };
  if ("db" in into) {
    await into.db.query(
      `INSERT INTO audit_events (action, actor_id, actor_email, actor_role, ip, target_type, target_id, summary, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, now(), now())`,
      [row.action, row.actorId, row.actorEmail, row.actorRole, row.ip, row.targetType, row.targetId, row.summary],
    );
    return;
  }
  await into.payload.create({
    collection: "audit-events",
    overrideAccess: true,
    depth: 0,
    req: into.req,
    data: { ...row, summary: row.summary === null ? null : (JSON.parse(row.summary) as Record<string, unknown>) },
  });
}
