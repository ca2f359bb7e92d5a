import { sql } from "@payloadcms/db-postgres";
import type { Payload } from "payload";
import type { User } from "#cms/payload-types";
import { hitRateLimit, peekRateLimit, type RateLimitResult } from "#core/auth/rateLimit";

/**
 * Password guessing is slowed per account and per address (SES-024, docs/security.md).
 *
 * Per account (columns on users): after a few failures each further failure pauses sign-in to
 * the account, twice as long each time, up to a cap. The counter decays: a failure more than
 * `windowMs` after the previous one starts it again, so a lock ends by itself and nobody can
 * keep an account locked without going on failing. A successful login (or a password reset)
 * clears it. Per address (rate_limits): a cap on attempts and a cap on failures over all
 * accounts, against one client trying one password on many accounts.
 */
export const LOCKOUT = {
  windowMs: 15 * 60 * 1000,
  freeFailures: 4,
  firstLockMs: 30 * 1000,
  maxLockMs: 15 * 60 * 1000,
} as const;

export const ADDRESS_LIMITS = {
  /** Every login attempt from one address: bounds the bcrypt work one client can cause. */
  attempts: { limit: 300, windowMs: 15 * 60 * 1000 },
  /** Failed logins from one address over all accounts. A school behind one NAT shares it: generous. */
  failures: { limit: 50, windowMs: 15 * 60 * 1000 },
} as const;

/** How long the failure number `failures` (within the window) locks the account: 0, then 30 s, 1 min, 2 min… ≤ 15 min. */
export function lockDurationMs(failures: number): number {
  if (failures <= LOCKOUT.freeFailures) return 0;
  return Math.min(LOCKOUT.maxLockMs, LOCKOUT.firstLockMs * 2 ** (failures - LOCKOUT.freeFailures - 1));
}

/** Milliseconds the account stays locked (0: not locked). */
export function lockRemainingMs(user: Pick<User, "lockedUntil">, now = Date.now()): number {
  return user.lockedUntil ? Math.max(0, new Date(user.lockedUntil).getTime() - now) : 0;
}

/** Counts one attempt from `ip` and says whether the address may try (attempt cap and failure cap). */
export async function checkAddress(payload: Payload, ip: string): Promise<RateLimitResult> {
  const attempts = await hitRateLimit(payload, `login:ip:${ip}`, ADDRESS_LIMITS.attempts);
  if (!attempts.allowed) return attempts;
  return peekRateLimit(payload, `login:fail:ip:${ip}`, ADDRESS_LIMITS.failures);
}

export async function recordAddressFailure(payload: Payload, ip: string) {
  await hitRateLimit(payload, `login:fail:ip:${ip}`, ADDRESS_LIMITS.failures);
}

type Row = { failed_logins: string | number | null; locked_until: string | Date | null };

/**
 * Counts a failed password for the account in one atomic statement (concurrent guesses cannot
 * slip past the counter) and locks it when the count calls for it. Returns the lock, if any.
 */
export async function recordAccountFailure(payload: Payload, userId: number, opts: { ip: string }): Promise<{ failures: number; lockedMs: number }> {
  const windowSecs = LOCKOUT.windowMs / 1000;
  const counted = await payload.db.drizzle.execute(sql`
    UPDATE users SET
      failed_logins = CASE
        WHEN last_failed_login_at IS NULL OR last_failed_login_at < now() - make_interval(secs => ${windowSecs}) THEN 1
        ELSE COALESCE(failed_logins, 0) + 1 END,
      last_failed_login_at = now()
    WHERE id = ${userId}
    RETURNING failed_logins, locked_until`);
  const row = (counted as unknown as { rows: Row[] }).rows[0];
  const failures = Number(row?.failed_logins ?? 0);
  const lockedMs = lockDurationMs(failures);
  if (lockedMs > 0) {
    await payload.db.drizzle.execute(sql`
      UPDATE users SET locked_until = now() + make_interval(secs => ${lockedMs / 1000}) WHERE id = ${userId}`);
    await payload.create({
      collection: "user-notes",
      overrideAccess: true,
      depth: 0,
      data: {
        user: userId,
        type: "lockout",
        message: `Sign-in locked for ${formatDuration(lockedMs)} after ${failures} failed password attempts (the last from ${
          opts.ip || "an unknown address"
        }).`,
      },
    });
  }
  return { failures, lockedMs };
}

/** A successful login forgets earlier failures (written only when there is something to clear). */
export async function clearAccountFailures(payload: Payload, user: Pick<User, "id" | "failedLogins" | "lockedUntil" | "lastFailedLoginAt">) {
  if (!user.failedLogins && !user.lockedUntil && !user.lastFailedLoginAt) return;
  await payload.db.drizzle.execute(sql`
    UPDATE users SET failed_logins = 0, last_failed_login_at = NULL, locked_until = NULL WHERE id = ${user.id}`);
}

function formatDuration(ms: number): string {
  return ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`;
}
