import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from "payload";
import type { User } from "#cms/payload-types";
import { createSetPasswordLink } from "#core/auth/accountEmails";
import { isUniqueViolation } from "#core/db/pgErrors";
import { recordAudit, type AuditSource } from "#core/audit/record";

/**
 * Account records written by the admin tools: creation (one by one, in bulk, IP-list accounts)
 * and deletion, each as one unit — all of it or nothing.
 */

type Actor = Pick<User, "id" | "email" | "role">;

/** How notes name who did something (ADM-015's 'user' column). */
export const authorOf = (actor: Actor) => ({ author: actor.id, authorName: actor.email });

/**
 * Runs `work` as one unit. On PostgreSQL it is a transaction; the embedded database (PGlite, one
 * session for every connection) runs without transactions, so there `undo` removes what a failed
 * unit wrote before the error goes on.
 */
export async function inUnit<T>(payload: Payload, actor: Actor | null, work: (req: PayloadRequest) => Promise<T>, undo?: () => Promise<void>): Promise<T> {
  const req = await createLocalReq({ user: actor ? ({ ...actor, collection: "users" } as never) : undefined }, payload);
  const transactional = await initTransaction(req);
  try {
    const result = await work(req);
    if (transactional) await commitTransaction(req);
    return result;
  } catch (err) {
    if (transactional) await killTransaction(req);
    else if (undo) await undo().catch((e) => payload.logger.error({ err: e }, "undoing a failed unit failed"));
    throw err;
  }
}

/** Which unique field (email, username) a failed write collided on, if that is why it failed. */
export function uniqueViolation(err: unknown): "email" | "username" | null {
  if (isUniqueViolation(err, "email")) return "email";
  return isUniqueViolation(err, "username") ? "username" : null;
}

export type NewAccount = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: User["role"];
  isLTI: boolean;
  memberships: number[];
  classes: number[];
  /** bcrypt hash made on the server, or null: no password yet (must set one through the e-mailed link). */
  passwordHash: string | null;
};

/** Removes an account's own records (its notes and links first: their user column is NOT NULL). */
async function removeAccountRecords(payload: Payload, userId: number, req?: Partial<PayloadRequest>) {
  for (const collection of ["user-notes", "password-resets", "sessions"] as const) {
    await payload.delete({ collection, where: { user: { equals: userId } }, overrideAccess: true, depth: 0, req });
  }
}

/** `audit`: who acted, for an audit row user.created in the same unit (issue 50; a bulk upload records one row for the batch instead). */
type AccountOptions = { source: string; setPasswordLink?: boolean; audit?: AuditSource };

/** The writes of a new account, inside the caller's unit (`req`). */
export async function writeAccount(payload: Payload, actor: Actor, data: NewAccount, opts: AccountOptions, req: PayloadRequest, written?: { userId?: number }) {
  const user = await payload.create({
    collection: "users",
    depth: 0,
    req,
    overrideAccess: false,
    data: { ...data, mustResetPassword: data.passwordHash === null },
  });
  if (written) written.userId = user.id;
  await payload.create({
    collection: "user-notes",
    overrideAccess: true,
    depth: 0,
    req,
    data: {
      user: user.id,
      type: "created",
      message: `Account created (${opts.source}). Role: ${data.role}; Is LTI: ${data.isLTI ? "Y" : "N"}.`,
      ...authorOf(actor),
    },
  });
  if (opts.audit)
    await recordAudit({ payload, req }, opts.audit, {
      action: "user.created",
      target: { type: "user", id: user.id },
      summary: { role: data.role, isLTI: data.isLTI, memberships: data.memberships, classes: data.classes, source: opts.source },
    });
  const setPasswordUrl = opts.setPasswordLink ? await createSetPasswordLink(payload, user.id, req) : undefined;
  return { user, setPasswordUrl };
}

/** Undoes writeAccount where there is no transaction (the embedded database). */
export async function removeAccount(payload: Payload, userId: number | undefined) {
  if (userId === undefined) return;
  await removeAccountRecords(payload, userId);
  await payload.delete({ collection: "users", where: { id: { equals: userId } }, overrideAccess: true, depth: 0 });
}

/**
 * Creates an account with its memberships and classes and its 'created' note as one unit; with
 * `setPasswordLink` (accounts without a password) also its single-use link to choose one.
 * Returns the account and the link's URL. The e-mail is sent by the caller, after the unit.
 */
export async function createAccount(payload: Payload, actor: Actor, data: NewAccount, opts: AccountOptions) {
  const written: { userId?: number } = {};
  return inUnit(
    payload,
    actor,
    (req) => writeAccount(payload, actor, data, opts, req, written),
    () => removeAccount(payload, written.userId),
  );
}

/**
 * Deletes an account (docs/decisions/005-deleting-users.md): its sessions, reset links, notes
 * and captured e-mails go with it (progress cascades in the database); the deletion is logged
 * in the acting admin's own notes. Refused by the caller when the account is an IP list's.
 */
export async function deleteAccount(payload: Payload, actor: Actor, user: Pick<User, "id" | "email" | "role">, who: AuditSource) {
  await inUnit(payload, actor, async (req) => {
    await recordAudit({ payload, req }, who, { action: "user.deleted", target: { type: "user", id: user.id }, summary: { role: user.role } });
    await removeAccountRecords(payload, user.id, req);
    await payload.delete({ collection: "emails", where: { to: { equals: user.email } }, overrideAccess: true, depth: 0, req });
    await payload.delete({ collection: "users", id: user.id, overrideAccess: false, depth: 0, req });
    await payload.create({
      collection: "user-notes",
      overrideAccess: true,
      depth: 0,
      req,
      data: { user: actor.id, type: "update", message: `Deleted the account #${user.id} (${user.email}).`, ...authorOf(actor) },
    });
  });
}
