import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Payload } from "payload";
import type { User } from "#cms/payload-types";
import type { Context } from "#core/context";
import { createSetPasswordLink, sendAccountCreatedEmail } from "#core/auth/accountEmails";
import { inTransaction, poolOf, type Queryable } from "#core/db/pool";
import { recordAudit } from "#core/audit/record";
import { Forbidden, Precondition, Unauthorized } from "#core/errors";
import { planRoster, type Ref, type RosterPlan } from "#core/roster/plan";
import { readRosterZip, type RosterProgress } from "#core/roster/readZip";
import type { Language } from "#shared/language";
import type { RosterMode, RosterPlanSummary } from "#shared/roster";

/**
 * Issue 47 item 2 (docs/rosters.md, docs/decisions/158-roster-import.md): a OneRoster 1.2 CSV ZIP, already on disk,
 * read (streamed), checked, compared with the database — the dry run — and, when asked and nothing was refused,
 * applied in one transaction (PostgreSQL and the embedded database alike). Admins only.
 */

export type RosterCaller = Pick<Context, "payload" | "user" | "language"> & { ip?: string | null };
export type RosterOptions = {
  mode: RosterMode;
  fileHash?: string;
  sendEmails?: boolean;
  progress?: RosterProgress;
  emailProgress?: (sent: number, total: number) => void;
};
export type RosterResult = { plan: RosterPlanSummary; applied: boolean; emailsSent: number };

/** One import at a time: a transaction-scoped advisory lock (this number is the issue's). */
const ROSTER_LOCK = 47_002;

export function assertRosterAdmin(ctx: Pick<Context, "user">): asserts ctx is Pick<Context, "user"> & { user: User } {
  if (!ctx.user) throw new Unauthorized("auth.required", "Please log in to continue.");
  if (ctx.user.role !== "admin") throw new Forbidden("auth.role", "You do not have access to this.");
}

export async function hashFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export async function importRoster(ctx: RosterCaller, zipPath: string, opts: RosterOptions): Promise<RosterResult> {
  assertRosterAdmin(ctx);
  const fileHash = await hashFile(zipPath);
  if (opts.mode === "apply" && opts.fileHash && opts.fileHash !== fileHash) {
    throw new Precondition("roster.fileChanged", "This is not the file of the dry run: run the dry run again.");
  }
  const model = await readRosterZip(zipPath, opts.progress);
  if (opts.mode === "dryRun" || model.refusalCount > 0) {
    const plan = await planRoster(poolOf(ctx.payload), model);
    return { plan: { ...plan.summary, fileHash }, applied: false, emailsSent: 0 };
  }
  const applied = await inTransaction(ctx.payload, async (db) => {
    await db.query(`SELECT pg_advisory_xact_lock($1)`, [ROSTER_LOCK]);
    const plan = await planRoster(db, model);
    if (model.refusalCount > 0) return { plan, created: [] };
    const created = await applyPlan(db, plan, ctx.user!);
    // Issue 50 item 5: an import that changes something leaves its counts (no names or e-mails) in the audit trail, in its transaction.
    const counts = Object.fromEntries(Object.entries(plan.summary).filter(([, v]) => typeof v === "number"));
    if (!plan.summary.unchanged)
      await recordAudit({ db }, { user: ctx.user, ip: ctx.ip }, { action: "roster.imported", target: { type: "users" }, summary: counts });
    return { plan, created };
  });
  const summary = { ...applied.plan.summary, fileHash };
  if (summary.refusalCount > 0) return { plan: summary, applied: false, emailsSent: 0 };
  const emailsSent = opts.sendEmails ? await sendWelcomeEmails(ctx.payload, applied.created, ctx.language, opts.emailProgress) : 0;
  return { plan: summary, applied: true, emailsSent };
}

type Created = { id: number; email: string; firstName: string };

/** The writes, in the caller's transaction: classes, accounts, their notes, then who is in which class. */
async function applyPlan(db: Queryable, plan: RosterPlan, actor: User): Promise<Created[]> {
  const classIdOf = new Map<string, number>();
  if (plan.newClasses.length) {
    const { rows } = await db.query(
      `INSERT INTO classes (name, key, roster_sourced_id, forum_enabled, review_enabled)
       SELECT t, k, s, true, true FROM unnest($1::text[], $2::text[], $3::text[]) AS x(t, k, s)
       RETURNING id, roster_sourced_id AS sid`,
      [plan.newClasses.map((c) => c.title), plan.newClasses.map((c) => c.key), plan.newClasses.map((c) => c.sid)],
    );
    for (const r of rows as { id: number; sid: string }[]) classIdOf.set(r.sid, r.id);
    const rels = plan.newClasses.flatMap((c) => c.memberships.map((m) => [classIdOf.get(c.sid)!, m] as const));
    if (rels.length) {
      await db.query(
        `INSERT INTO classes_rels ("order", parent_id, path, memberships_id) SELECT 1, p, 'memberships', m FROM unnest($1::int[], $2::int[]) AS x(p, m)`,
        [rels.map((r) => r[0]), rels.map((r) => r[1])],
      );
    }
  }
  if (plan.classUpdates.length) {
    await db.query(
      `UPDATE classes c SET name = x.t, roster_sourced_id = x.s, updated_at = now()
         FROM unnest($1::int[], $2::text[], $3::text[]) AS x(id, t, s) WHERE c.id = x.id`,
      [plan.classUpdates.map((c) => c.id), plan.classUpdates.map((c) => c.title), plan.classUpdates.map((c) => c.sid)],
    );
  }

  const userIdOf = new Map<string, number>();
  const created: Created[] = [];
  if (plan.newUsers.length) {
    const u = plan.newUsers;
    const { rows } = await db.query(
      `INSERT INTO users (email, username, first_name, last_name, role, roster_sourced_id, must_reset_password, is_l_t_i)
       SELECT e, n, f, l, r::enum_users_role, s, true, false FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS x(e, n, f, l, r, s)
       RETURNING id, roster_sourced_id AS sid, email, first_name AS "firstName"`,
      [u.map((x) => x.email), u.map((x) => x.username), u.map((x) => x.first), u.map((x) => x.last), u.map((x) => x.role), u.map((x) => x.sid)],
    );
    for (const r of rows as (Created & { sid: string })[]) {
      userIdOf.set(r.sid, r.id);
      created.push({ id: r.id, email: r.email, firstName: r.firstName });
    }
    await notes(
      db,
      actor,
      created.map((c) => c.id),
      "created",
      u.map((x) => `Account created (roster import). Role: ${x.role}; Is LTI: N.`),
    );
  }
  if (plan.userUpdates.length) {
    const u = plan.userUpdates;
    await db.query(
      `UPDATE users SET email = x.e, first_name = x.f, last_name = x.l, role = x.r::enum_users_role, roster_sourced_id = x.s, updated_at = now()
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS x(id, e, f, l, r, s) WHERE users.id = x.id`,
      [u.map((x) => x.id), u.map((x) => x.email), u.map((x) => x.first), u.map((x) => x.last), u.map((x) => x.role), u.map((x) => x.sid)],
    );
    await notes(
      db,
      actor,
      u.map((x) => x.id),
      "update",
      u.map((x) => x.note),
    );
  }

  if (plan.leaves.length) {
    await db.query(
      `DELETE FROM users_rels r USING unnest($1::int[], $2::int[]) AS x(u, c) WHERE r.path = 'classes' AND r.parent_id = x.u AND r.classes_id = x.c`,
      [plan.leaves.map((l) => l.userId), plan.leaves.map((l) => l.classId)],
    );
  }
  if (plan.joins.length) {
    const id = (ref: Ref, of: Map<string, number>) => ("id" in ref ? ref.id : of.get(ref.sid)!);
    const users = plan.joins.map((j) => id(j.user, userIdOf));
    // After the account's other classes, in "order" as Payload keeps it: the highest so far, read once (a subquery
    // per inserted row would scan the rows this very statement adds: quadratic).
    const { rows } = await db.query(
      `SELECT parent_id AS u, max("order") AS m FROM users_rels WHERE path = 'classes' AND parent_id = ANY($1::int[]) GROUP BY parent_id`,
      [[...new Set(users)]],
    );
    const next = new Map((rows as { u: number; m: number | null }[]).map((r) => [r.u, r.m ?? 0]));
    const order = users.map((u) => {
      const n = (next.get(u) ?? 0) + 1;
      next.set(u, n);
      return n;
    });
    await db.query(
      `INSERT INTO users_rels ("order", parent_id, path, classes_id) SELECT o, u, 'classes', c FROM unnest($1::int[], $2::int[], $3::int[]) AS x(o, u, c)`,
      [order, users, plan.joins.map((j) => id(j.cls, classIdOf))],
    );
  }
  if (plan.classNotes.length) {
    await notes(
      db,
      actor,
      plan.classNotes.map((n) => n.id),
      "update",
      plan.classNotes.map((n) => n.message),
    );
  }
  return created;
}

/** The accounts' notes (ADM-015), by the admin who imported the roster. */
async function notes(db: Queryable, actor: User, users: number[], type: "created" | "update", messages: string[]) {
  await db.query(
    `INSERT INTO user_notes (user_id, type, message, author_id, author_name)
     SELECT u, $3::enum_user_notes_type, m, $4, $5 FROM unnest($1::int[], $2::text[]) AS x(u, m)`,
    [users, messages, type, actor.id, actor.email],
  );
}

/**
 * After the transaction: each new account's "account created" e-mail with its single-use link to choose a
 * password (the bulk upload's; docs/bulk-upload.md, "Passwords"). A failed e-mail is logged, the others go on.
 */
async function sendWelcomeEmails(payload: Payload, created: Created[], language: Language, progress?: (sent: number, total: number) => void) {
  let sent = 0;
  for (const [i, user] of created.entries()) {
    try {
      const setPasswordUrl = await createSetPasswordLink(payload, user.id);
      await sendAccountCreatedEmail(payload, user, { language, setPasswordUrl });
      sent++;
    } catch (err) {
      payload.logger.error({ err, userId: user.id }, "roster import: account created e-mail failed");
    }
    if ((i + 1) % 50 === 0 || i + 1 === created.length) progress?.(i + 1, created.length);
  }
  return sent;
}
