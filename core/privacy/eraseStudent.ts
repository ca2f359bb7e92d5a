import { z } from "zod";
import type { WithPayload } from "#core/context";
import { inTransaction, type Queryable } from "#core/db/pool";
import { Conflict, Invalid, NotFound } from "#core/errors";
import { recordAudit, type AuditSource } from "#core/audit/record";
import { PRIVACY_MESSAGES } from "#shared/privacy";

export const eraseStudentInput = z.object({ userId: z.number().int().positive(), confirmEmail: z.string().trim().toLowerCase().max(320) });

/** The address an erased account keeps (unique, never deliverable: .invalid is reserved, RFC 2606). */
export const erasedEmail = (userId: number) => `former-student-${userId}@erased.invalid`;
const REMOVED = "[removed]";

/** A case-insensitive pattern matching any of the strings (regex-escaped), for regexp_replace. */
const patternOf = (words: string[]) => words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

/**
 * Issue 50 item 4 (docs/privacy.md, docs/decisions/165-erasing-a-student.md): erases a student's personal data in one
 * transaction. Removed: notes, bookmarks, review cards, carts, sessions, reset links, LTI identities and grade-sync
 * logs, the account log, e-mails sent and contact messages, memberships. Kept anonymised: the account row (e-mail
 * replaced, names and username emptied, no password, erasedAt set) so that the grades the school must keep (quiz
 * attempts, progress, overrides, extensions) and the student's Q&A posts (shown as "Former student") stay attached
 * to one anonymous account of the class; orders and invoices (accounting) with their e-mail and address replaced.
 * The student's e-mail and names are also replaced inside the texts kept (posts, override reasons, answers).
 * Before committing, every text column of every table is searched for the e-mail: one left anywhere fails the
 * erasure (nothing changes) and names the table. The audit row (privacy.erased) commits with it.
 */
export async function eraseStudent(ctx: WithPayload & AuditSource, input: z.infer<typeof eraseStudentInput>) {
  return inTransaction(ctx.payload, async (db) => {
    const { rows } = await db.query(`SELECT id, email, username, first_name, last_name, role, erased_at FROM users WHERE id = $1 FOR UPDATE`, [input.userId]);
    const user = rows[0];
    if (!user) throw new NotFound("privacy.userNotFound", PRIVACY_MESSAGES.userNotFound);
    if (user.erased_at) throw new Conflict("privacy.alreadyErased", PRIVACY_MESSAGES.alreadyErased);
    if (user.role !== "student") throw new Invalid("privacy.notStudent", PRIVACY_MESSAGES.notStudent);
    const email = String(user.email).toLowerCase();
    if (input.confirmEmail !== email) throw new Invalid("privacy.confirmMismatch", PRIVACY_MESSAGES.confirmMismatch);
    const id = input.userId;
    const anon = erasedEmail(id);
    const words = [email, user.username, user.first_name, user.last_name]
      .filter((w): w is string => typeof w === "string" && w.trim().length >= 2)
      .map((w) => w.trim());
    const pattern = patternOf([...new Set(words)].sort((a, b) => b.length - a.length));
    const counts: Record<string, number> = {};
    const run = async (label: string, text: string, values: unknown[]) => {
      const r = await db.query(text, values);
      if (r.rowCount) counts[label] = (counts[label] ?? 0) + r.rowCount;
    };

    // Removed with the personal data.
    for (const table of ["study_notes", "bookmarks", "review_cards", "carts", "password_resets", "lti_identities", "lti_sync_logs", "user_notes"]) {
      await run(`${table}.deleted`, `DELETE FROM ${table} WHERE user_id = $1`, [id]);
    }
    await run("sessions.deleted", `DELETE FROM sessions WHERE user_id = $1 OR lower(email) = $2`, [id, email]);
    await run("sso_links.deleted", `DELETE FROM sso_links WHERE user_id = $1 OR lower(email) = $2`, [id, email]);
    await run("sso_states.deleted", `DELETE FROM sso_states WHERE user_id = $1 OR lower(email) = $2`, [id, email]);
    await run("emails.deleted", `DELETE FROM emails WHERE lower("to") = $1`, [email]);
    await run("contact_messages.deleted", `DELETE FROM contact_messages WHERE lower(email) = $1`, [email]);
    await run("users_rels.memberships.deleted", `DELETE FROM users_rels WHERE parent_id = $1 AND path = 'memberships'`, [id]);

    // Kept for the school or for accounting, anonymised.
    await run(
      "orders.anonymised",
      `UPDATE orders SET email = $3, address = NULL, pending_account = NULL, updated_at = now() WHERE user_id = $1 OR lower(email) = $2`,
      [id, email, anon],
    );
    await run("invoices.anonymised", `UPDATE invoices SET payment_email = $2, updated_at = now() WHERE lower(payment_email) = $1`, [email, anon]);
    await run(
      "course_requests.anonymised",
      `UPDATE course_requests SET prof_email = $2, prof_first_name = '', prof_last_name = '', prof_phone = '', updated_at = now() WHERE lower(prof_email) = $1`,
      [email, anon],
    );
    await run(
      "school_orders.anonymised",
      `UPDATE school_orders SET email = $2, contact_school_email = $2, first_name = '', last_name = '', contact_phone_num = '', contact_street_num = '',
              contact_street_name = '', updated_at = now()
        WHERE lower(email) = $1 OR lower(contact_school_email) = $1`,
      [email, anon],
    );
    if (pattern) {
      await run("comments.scrubbed", `UPDATE comments SET text = regexp_replace(text, $2, $3, 'gi') WHERE user_id = $1 AND text ~* $2`, [id, pattern, REMOVED]);
      await run("quiz_overrides.scrubbed", `UPDATE quiz_overrides SET reason = regexp_replace(reason, $2, $3, 'gi') WHERE user_id = $1 AND reason ~* $2`, [
        id,
        pattern,
        REMOVED,
      ]);
      await run(
        "quiz_attempts.scrubbed",
        `UPDATE quiz_attempts SET answers = regexp_replace(answers::text, $2, $3, 'gi')::jsonb WHERE user_id = $1 AND answers::text ~* $2`,
        [id, pattern, REMOVED],
      );
    }
    await db.query(
      `UPDATE users SET email = $2, username = NULL, first_name = '', last_name = '', password_hash = NULL, must_reset_password = false,
              failed_logins = 0, last_failed_login_at = NULL, locked_until = NULL, erased_at = now(), updated_at = now()
        WHERE id = $1`,
      [id, anon],
    );
    const left = await tablesStillHolding(db, email);
    if (left.length) throw new Conflict("privacy.dataLeft", `${PRIVACY_MESSAGES.dataLeft} ${left.join(", ")}`);
    await recordAudit({ db }, ctx, { action: "privacy.erased", target: { type: "user", id }, summary: counts });
    return { erased: true as const, userId: id, counts };
  });
}

/**
 * Every table.column (text, varchar or jsonb, in the current schema) that still holds `needle`, case-insensitively.
 * One statement per table; used by the erasure as its last check, and by the tests.
 */
export async function tablesStillHolding(db: Queryable, needle: string): Promise<string[]> {
  const { rows } = await db.query(
    `SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.data_type IN ('text', 'character varying', 'jsonb', 'json')
      GROUP BY c.table_name ORDER BY c.table_name`,
  );
  const found: string[] = [];
  for (const r of rows) {
    const columns = r.columns as string[];
    const checks = columns.map((col, i) => `bool_or(strpos(lower(${`"${col.replace(/"/g, '""')}"`}::text), $1) > 0) AS c${i}`).join(", ");
    const { rows: hit } = await db.query(`SELECT ${checks} FROM "${String(r.table_name).replace(/"/g, '""')}"`, [needle.toLowerCase()]);
    columns.forEach((col, i) => {
      if (hit[0]?.[`c${i}`]) found.push(`${r.table_name as string}.${col}`);
    });
  }
  return found;
}
