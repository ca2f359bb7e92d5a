import { newReference } from "#core/context";
import type { AdminCtx } from "#core/admin/shared";
import type { z } from "zod";
import { recordAudit } from "#core/audit/record";
import { sendAccountCreatedEmail } from "#core/auth/accountEmails";
import { createAccount, uniqueViolation } from "#core/admin/accounts";
import { isValidEmail } from "#shared/adminUsers";
import { type bulkCreateUsersInput, checkBulkRow, type BulkRowResult, type CheckedRow } from "#shared/bulkUpload";
import { loadCatalog } from "#core/admin/shared";

/** Rows created at the same time: each holds one database connection for its unit (the pool has 10). */
const CONCURRENCY = 4;

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

type Candidate = { line: number; email: string; checked: Extract<CheckedRow, { ok: true }> };

/**
 * ADM-012/ADM-013: one batch of a trial-users file (docs/bulk-upload.md). Every row is checked
 * here — required fields, e-mail format, role, isLTI, language, membership and class keys,
 * repeats in the batch, e-mails and usernames already used — and each valid row becomes an
 * account with its memberships, classes, 'created' note and set-password link in one unit, so
 * a row that fails leaves nothing behind. Bulk accounts get no password (bcrypt for thousands
 * of rows would take minutes): the e-mail sent afterwards links to choosing one.
 */
export async function bulkCreateUsers(ctx: AdminCtx, input: z.infer<typeof bulkCreateUsersInput>) {
  const catalog = await loadCatalog(ctx);
  const lookups = {
    membership: (key: string) => catalog.memberships.byKey.get(key.toLowerCase())?.id,
    class: (key: string) => catalog.classes.byKey.get(key.toLowerCase())?.id,
  };
  const results: BulkRowResult[] = [];
  const refuse = (line: number, email: string, reason: Extract<BulkRowResult, { status: "refused" }>["reason"], detail?: string) =>
    results.push({ line, email, status: "refused", reason, ...(detail ? { detail } : {}) });

  const candidates: Candidate[] = [];
  const firstLine = new Map<string, number>();
  for (const row of input.rows) {
    const checked = checkBulkRow(row, lookups, isValidEmail);
    if (!checked.ok) {
      refuse(row.line, row.email, checked.reason, checked.detail);
      continue;
    }
    const seen = firstLine.get(checked.account.email);
    if (seen !== undefined) {
      refuse(row.line, row.email, "duplicateInFile", String(seen));
      continue;
    }
    firstLine.set(checked.account.email, row.line);
    candidates.push({ line: row.line, email: row.email, checked });
  }

  const { docs: existing } = candidates.length
    ? await ctx.payload.find({
        collection: "users",
        where: {
          or: [{ email: { in: candidates.map((c) => c.checked.account.email) } }, { username: { in: candidates.map((c) => c.checked.account.username) } }],
        },
        select: { email: true, username: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] };
  const usedEmails = new Set(existing.map((u) => u.email));
  const usedUsernames = new Set(existing.map((u) => u.username).filter(Boolean));
  const toCreate: Candidate[] = [];
  for (const c of candidates) {
    const { email, username } = c.checked.account;
    if (usedEmails.has(email)) refuse(c.line, c.email, "emailInUse");
    else if (usedUsernames.has(username)) refuse(c.line, c.email, "usernameInUse");
    else {
      usedUsernames.add(username);
      toCreate.push(c);
    }
  }

  await eachLimited(toCreate, CONCURRENCY, async (c) => {
    try {
      const { user, setPasswordUrl } = await createAccount(
        ctx.payload,
        ctx.user,
        { ...c.checked.account, passwordHash: null },
        { source: `bulk upload, line ${c.line}`, setPasswordLink: true },
      );
      let emailSent = true;
      try {
        await sendAccountCreatedEmail(ctx.payload, user, { language: c.checked.language, setPasswordUrl });
      } catch (err) {
        emailSent = false;
        ctx.payload.logger.error({ err, userId: user.id }, "bulk upload: account created e-mail failed");
      }
      results.push({ line: c.line, email: user.email, status: "created", id: user.id, emailSent });
    } catch (err) {
      const field = uniqueViolation(err);
      if (field) return void refuse(c.line, c.email, field === "email" ? "emailInUse" : "usernameInUse");
      const reference = newReference();
      ctx.payload.logger.error({ err, reference, line: c.line }, `bulk upload: row failed (ref ${reference})`);
      refuse(c.line, c.email, "failed", reference);
    }
  });

  results.sort((a, b) => a.line - b.line);
  // Issue 50: one audit row for the upload (each account is its own unit; the row names what came of the batch).
  const created = results.flatMap((r) => (r.status === "created" ? [r.id] : []));
  await recordAudit(ctx, ctx, {
    action: "users.bulkCreated",
    target: { type: "users" },
    summary: { rows: input.rows.length, created: created.length, refused: results.length - created.length, ids: created.slice(0, 200) },
  });
  return { results };
}
