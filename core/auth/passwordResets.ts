import crypto from "node:crypto";
import type { Payload } from "payload";
import type { User } from "#cms/payload-types";
import { hashPassword } from "#core/auth/passwords";
import { env } from "#core/env";
import { mailBody, sendMail, type Language } from "#core/mail/mail";
import { hashToken, newToken, revokeUserSessions } from "#core/session/sessions";
import { poolOf } from "#core/db/pool";

/** A reset link works once, for this long. */
export const RESET_TTL_MS = 60 * 60 * 1000;

const SUBJECT = { en: "Reset your BioText password", fr: "Réinitialisez votre mot de passe BioText" };
const BODY = {
  en: (name: string) => [
    `Hello ${name},`,
    "Someone asked to reset the password of your BioText account. If it was you, choose a new password with the link below. The link works once and expires in one hour.",
    "If you did not ask for this, you can ignore this e-mail: your password stays the same.",
  ],
  fr: (name: string) => [
    `Bonjour ${name},`,
    "Une demande de réinitialisation du mot de passe de votre compte BioText a été faite. Si elle vient de vous, choisissez un nouveau mot de passe avec le lien ci-dessous. Le lien ne fonctionne qu'une fois et expire dans une heure.",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce courriel : votre mot de passe reste le même.",
  ],
};
const BUTTON = { en: "Choose a new password", fr: "Choisir un nouveau mot de passe" };

/**
 * Creates a single-use, expiring reset link for the account and e-mails it (SES-036, ADM-022).
 * Only the SHA-256 of the link's secret is stored; earlier unused links of the account stop working.
 */
export async function sendPasswordReset(payload: Payload, user: User, opts: { requestedBy: "self" | "admin"; language: Language }) {
  const token = newToken();
  const now = Date.now();
  await payload.update({
    collection: "password-resets",
    where: { user: { equals: user.id }, usedAt: { exists: false } },
    data: { usedAt: new Date(now).toISOString() },
    overrideAccess: true,
  });
  await payload.create({
    collection: "password-resets",
    overrideAccess: true,
    data: {
      publicId: crypto.randomUUID(),
      tokenHash: hashToken(token),
      user: user.id,
      requestedBy: opts.requestedBy,
      expiresAt: new Date(now + RESET_TTL_MS).toISOString(),
    },
  });
  const url = `${env().PUBLIC_URL}/passwordReset/${token}`;
  const name = user.firstName || user.email;
  await sendMail(payload, {
    to: user.email,
    subject: SUBJECT[opts.language],
    kind: "password-reset",
    ...mailBody(BODY[opts.language](name), { href: url, label: BUTTON[opts.language] }),
  });
  await payload.create({
    collection: "user-notes",
    overrideAccess: true,
    data: { user: user.id, type: "email", message: `Password reset e-mail sent (${opts.requestedBy === "admin" ? "by an admin" : "requested by the user"}).` },
  });
  return { url };
}

/** The live reset request for a link's secret, or null (unknown, used or expired). */
export async function findPasswordReset(payload: Payload, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const { docs } = await payload.find({
    collection: "password-resets",
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const reset = docs[0];
  if (!reset || reset.usedAt || new Date(reset.expiresAt).getTime() <= Date.now()) return null;
  return reset;
}

/**
 * Uses a reset link: sets the new password (already checked against the policy by the caller),
 * marks the link used, ends every session of the account and clears the reset flag and lockout.
 * Returns false when the link is unknown, used or expired.
 */
export async function completePasswordReset(payload: Payload, token: string, newPassword: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
  // Claim the link first, in one statement: of concurrent uses, only the one whose UPDATE flips
  // used_at goes on (issue 23 item 4: Payload's update with a where clause reads, then writes, so
  // nine of ten parallel uses passed).
  const pool = poolOf(payload);
  const { rows } = await pool.query<{ user_id: number }>(
    `UPDATE password_resets SET used_at = now(), updated_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [hashToken(token)],
  );
  if (rows.length !== 1) return false;
  const userId = rows[0].user_id;
  await setPassword(payload, userId, newPassword);
  await payload.create({
    collection: "user-notes",
    overrideAccess: true,
    data: { user: userId, type: "password", message: "Password reset through an e-mailed link." },
  });
  return true;
}

/** Stores a new password (bcrypt on the server), clears the reset flag and lockout, and ends the account's other sessions. */
export async function setPassword(payload: Payload, userId: number, newPassword: string, keepSessionId?: number) {
  await payload.update({
    collection: "users",
    id: userId,
    overrideAccess: true,
    data: { passwordHash: await hashPassword(newPassword), mustResetPassword: false, failedLogins: 0, lockedUntil: null },
  });
  await revokeUserSessions(payload, userId, keepSessionId);
}
