import JSZip from "jszip";
import type { WithPayload } from "#core/context";
import { inTransaction, type Queryable, type Row } from "#core/db/pool";
import { NotFound } from "#core/errors";
import { recordAudit, type AuditSource } from "#core/audit/record";
import { PRIVACY_SOURCES } from "./sources";
import { summaryHtml } from "./summary";

/** `base64`: the ZIP (base64, as the other downloads travel through tRPC). */
export type StudentExport = { base64: string; filename: string; files: string[]; counts: Record<string, number> };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every source's rows for the student, read in one consistent snapshot (secret columns left out). */
export async function readStudentData(db: Queryable, userId: number, email: string) {
  const sections: { file: string; table: string; rows: Row[] }[] = [];
  for (const source of PRIVACY_SOURCES) {
    // The id is a number (written in the statement); the e-mail is the one parameter, only where the source uses it.
    const where = source.where.replaceAll("$1", String(Math.trunc(userId))).replaceAll("$2", "$1");
    const values = source.where.includes("$2") ? [email.toLowerCase()] : [];
    const { rows } = await db.query(`SELECT * FROM ${quote(source.table)} WHERE ${where} ORDER BY ${source.order ?? "id"}`, values);
    const omit = new Set(source.omit ?? []);
    sections.push({ file: source.file, table: source.table, rows: rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !omit.has(k)))) });
  }
  return sections;
}

/**
 * Issue 50 item 4 (docs/privacy.md): everything held about one student — a ZIP of JSON (one file per source of
 * core/privacy/sources.ts, plus manifest.json) and summary.html in the student's language. Read in one
 * REPEATABLE READ transaction (one snapshot). `as` is who asks: an admin's export writes an audit row
 * (privacy.exported) in that transaction; a student downloading their own data writes none.
 */
export async function exportStudentData(ctx: WithPayload & AuditSource, userId: number, opts: { audited: boolean }): Promise<StudentExport> {
  const generatedAt = new Date();
  const { sections, language } = await inTransaction(ctx.payload, async (db) => {
    await db.query(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    const { rows } = await db.query(`SELECT id, email, language, role FROM users WHERE id = $1`, [userId]);
    const user = rows[0];
    if (!user) throw new NotFound("privacy.userNotFound", "User Not Found");
    const read = await readStudentData(db, userId, user.email as string);
    if (opts.audited)
      await recordAudit({ db }, ctx, {
        action: "privacy.exported",
        target: { type: "user", id: userId },
        summary: { files: read.length, records: read.reduce((n, s) => n + s.rows.length, 0) },
      });
    return { sections: read, language: user.language === "fr" ? ("fr" as const) : ("en" as const) };
  });
  const zip = new JSZip();
  const counts: Record<string, number> = {};
  for (const s of sections) {
    counts[s.file] = s.rows.length;
    zip.file(`data/${s.file}.json`, JSON.stringify(s.rows, null, 2));
  }
  zip.file(
    "manifest.json",
    JSON.stringify(
      {
        userId,
        generatedAt: generatedAt.toISOString(),
        language,
        files: sections.map((s) => ({ file: `data/${s.file}.json`, table: s.table, records: s.rows.length })),
      },
      null,
      2,
    ),
  );
  zip.file("summary.html", summaryHtml(language, generatedAt, sections));
  const body = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
  return {
    base64: body.toString("base64"),
    filename: `biotext-data-${userId}-${generatedAt.toISOString().slice(0, 10)}.zip`,
    files: Object.keys(zip.files),
    counts,
  };
}
