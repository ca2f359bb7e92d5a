import type { WithPayload } from "#core/context";
import { poolOf } from "#core/db/pool";
import { AUDIT_EXPORT_COLUMNS, AUDIT_PAGE_SIZE, type AuditFilter, type AuditRow } from "#shared/audit";
import { spreadsheetCell, spreadsheetRow } from "#shared/spreadsheetSafety";

/** The most rows one export writes (the newest first): past that, narrow the filters. */
export const AUDIT_EXPORT_MAX = 50_000;

/** The WHERE clause of the filters, with its values. */
function whereOf(f: AuditFilter): { sql: string; values: unknown[] } {
  const parts: string[] = [];
  const values: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    values.push(value);
    parts.push(clause(`$${values.length}`));
  };
  if (f.actor) {
    if (/^\d+$/.test(f.actor)) add((n) => `actor_id = ${n}::numeric`, f.actor);
    else add((n) => `actor_email ILIKE ${n}`, `%${f.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (f.action) add((n) => `action = ${n}`, f.action);
  if (f.targetType) add((n) => `target_type = ${n}`, f.targetType);
  if (f.targetId) add((n) => `target_id = ${n}`, f.targetId);
  if (f.from) add((n) => `created_at >= ${n}::date`, f.from);
  if (f.to) add((n) => `created_at < ${n}::date + 1`, f.to);
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", values };
}

const COLUMNS = `id, created_at, action, actor_id::int AS actor_id, actor_email, actor_role, ip, target_type, target_id, summary`;
type DbRow = {
  id: number;
  created_at: Date | string;
  action: string;
  actor_id: number | null;
  actor_email: string | null;
  actor_role: string | null;
  ip: string | null;
  target_type: string;
  target_id: string | null;
  summary: unknown;
};
const toRow = (r: DbRow): AuditRow => ({
  id: r.id,
  at: new Date(r.created_at).toISOString(),
  action: r.action as AuditRow["action"],
  actorId: r.actor_id,
  actorEmail: r.actor_email,
  actorRole: r.actor_role,
  ip: r.ip,
  targetType: r.target_type,
  targetId: r.target_id,
  summary: r.summary,
});

/** The Audit tab: one page of rows (newest first) and how many match. */
export async function searchAudit({ payload }: WithPayload, input: AuditFilter & { page: number }) {
  const where = whereOf(input);
  const pool = poolOf(payload);
  const offset = (input.page - 1) * AUDIT_PAGE_SIZE;
  const [rows, count] = await Promise.all([
    pool.query<DbRow>(
      `SELECT ${COLUMNS} FROM audit_events ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ${AUDIT_PAGE_SIZE} OFFSET ${offset}`,
      where.values,
    ),
    pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events ${where.sql}`, where.values),
  ]);
  const total = count.rows[0]?.n ?? 0;
  return { rows: rows.rows.map(toRow), total, page: input.page, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}

/** Every row matching the filters (newest first, at most AUDIT_EXPORT_MAX). */
async function exportRows({ payload }: WithPayload, f: AuditFilter): Promise<AuditRow[]> {
  const where = whereOf(f);
  const { rows } = await poolOf(payload).query<DbRow>(
    `SELECT ${COLUMNS} FROM audit_events ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ${AUDIT_EXPORT_MAX}`,
    where.values,
  );
  return rows.map(toRow);
}

/** One exported row's cells: text as written, the summary as JSON. */
const cellsOf = (r: AuditRow) => ({
  at: r.at,
  action: r.action,
  actorId: r.actorId,
  actorEmail: r.actorEmail ?? "",
  actorRole: r.actorRole ?? "",
  ip: r.ip ?? "",
  targetType: r.targetType,
  targetId: r.targetId ?? "",
  summary: r.summary == null ? "" : JSON.stringify(r.summary),
});

const csvField = (v: string | number | null) => {
  const s = String(spreadsheetCell(v ?? ""));
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * The Audit tab's download: the filtered rows as CSV or XLSX (exceljs), every text cell formula-safe
 * (shared/spreadsheetSafety.ts: an actor's e-mail or a summary starting with `=` is written as text).
 */
export async function exportAudit(ctx: WithPayload, input: AuditFilter & { format: "csv" | "xlsx" }) {
  const rows = await exportRows(ctx, input);
  const stamp = new Date().toISOString().slice(0, 10);
  if (input.format === "csv") {
    const lines = [AUDIT_EXPORT_COLUMNS.join(","), ...rows.map((r) => AUDIT_EXPORT_COLUMNS.map((c) => csvField(cellsOf(r)[c])).join(","))];
    return {
      base64: Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8").toString("base64"),
      contentType: "text/csv; charset=utf-8",
      filename: `audit-${stamp}.csv`,
      rows: rows.length,
    };
  }
  const ExcelJS = (await import("exceljs")).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Audit");
  ws.columns = AUDIT_EXPORT_COLUMNS.map((c) => ({ header: spreadsheetCell(c), key: c, width: c === "summary" ? 60 : 20 }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(spreadsheetRow(cellsOf(r)));
  const body = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
  return {
    base64: body.toString("base64"),
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    filename: `audit-${stamp}.xlsx`,
    rows: rows.length,
  };
}
