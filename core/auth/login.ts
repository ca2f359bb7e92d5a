import type { Context } from "#core/context";
import bcrypt from "bcrypt";
import { z } from "zod";
import { passwordSchema } from "#shared/passwordPolicy";
import { checkAddress, clearAccountFailures, lockRemainingMs, recordAccountFailure, recordAddressFailure } from "#core/auth/loginLockout";
import { mergeVisitorCart, visitorKey } from "#core/commerce/cart";
import { SESSION_START_FAILED_URL, startUserSession } from "#core/auth/startUserSession";
import { countSignIn, type SignInOutcome } from "#core/auth/signInCounts";

export const loginInput = z.object({
  identifier: z.string().trim().min(1).max(254),
  password: passwordSchema.min(1),
  /** LRN-047 (decision 076): 'This is a shared computer' — the session is a multi-session one. */
  sharedDevice: z.boolean().optional(),
});

/** A hash to compare against when the account does not exist, so both paths cost the same. */
const DUMMY_HASH = "$2b$12$eUvFskXHcsqJxc4G7bj93uf1ceyWjeRpss5I0Uc9dj7.OTAp8GXNy";

export type LoginErrorId = "M101-LTI" | "M101" | "M101-User" | "INVALID_PASSWORD" | "LOCKED" | "RATE_LIMITED";

export type LoginResult =
  | { validLogin: true; role: string; redirectTo: string }
  | { validLogin: false; errorId: Exclude<LoginErrorId, "LOCKED" | "RATE_LIMITED"> }
  /** Too many failures: for the account (LOCKED) or from the address (RATE_LIMITED). */
  | { validLogin: false; errorId: "LOCKED" | "RATE_LIMITED"; retryAfterSeconds: number }
  /** SES-004: the password was right but no session could be started: the browser goes to the error page. */
  | { validLogin: false; errorId: "SESSION_START_FAILED"; redirectTo: string };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * SES-012…SES-024: e-mail or username plus password, checked with bcrypt on the server.
 * Accounts created through a school LMS sign in only there (M101-LTI); accounts that must reset
 * their password are told so (M101). Failures are counted per account and per address
 * (app/.server/loginLockout.ts). A successful login always gets a brand-new session id.
 */
export async function login(ctx: Context, input: z.infer<typeof loginInput>): Promise<LoginResult> {
  const result = await attempt(ctx, input);
  // Issue 50: counted for the metrics (server/metrics.ts), by outcome.
  countSignIn(result.validLogin ? "ok" : OUTCOME_OF[result.errorId]);
  return result;
}

const OUTCOME_OF: Record<Exclude<LoginResult, { validLogin: true }>["errorId"], SignInOutcome> = {
  INVALID_PASSWORD: "invalid_password",
  "M101-User": "unknown_account",
  "M101-LTI": "lti_account",
  M101: "must_reset",
  LOCKED: "locked",
  RATE_LIMITED: "rate_limited",
  SESSION_START_FAILED: "session_failed",
};

async function attempt(ctx: Context, input: z.infer<typeof loginInput>): Promise<LoginResult> {
  const address = await checkAddress(ctx.payload, ctx.ip);
  if (!address.allowed) return { validLogin: false, errorId: "RATE_LIMITED", retryAfterSeconds: seconds(address.retryAfterMs) };

  const { docs } = await ctx.payload.find({
    collection: "users",
    where: { or: [{ email: { equals: input.identifier.toLowerCase() } }, { username: { equals: input.identifier } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    joins: { notes: false },
  });
  const user = docs[0];

  // A locked account is refused before its password is even compared: guesses while locked teach nothing.
  const locked = user ? lockRemainingMs(user) : 0;
  if (locked > 0) return { validLogin: false, errorId: "LOCKED", retryAfterSeconds: seconds(locked) };

  const ok = await bcrypt.compare(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user) {
    await recordAddressFailure(ctx.payload, ctx.ip);
    return { validLogin: false, errorId: "M101-User" };
  }
  // These accounts cannot sign in here whatever the password, so their answers do not depend on it.
  if (user.isLTI) return { validLogin: false, errorId: "M101-LTI" };
  if (user.mustResetPassword) return { validLogin: false, errorId: "M101" };
  if (!ok || !user.passwordHash) {
    await recordAddressFailure(ctx.payload, ctx.ip);
    const { lockedMs } = await recordAccountFailure(ctx.payload, user.id, { ip: ctx.ip });
    if (lockedMs > 0) return { validLogin: false, errorId: "LOCKED", retryAfterSeconds: seconds(lockedMs) };
    return { validLogin: false, errorId: "INVALID_PASSWORD" };
  }

  await clearAccountFailures(ctx.payload, user);
  // Commerce (issue 12): the visitor's cart joins the account's cart.
  const visitorId = visitorKey(ctx);
  if (visitorId) await mergeVisitorCart(ctx.payload, visitorId, user.id);
  const started = await startUserSession(
    ctx,
    { ...user, failedLogins: 0, lockedUntil: null, lastFailedLoginAt: null },
    { multiSession: input.sharedDevice === true },
  );
  if (!started) return { validLogin: false, errorId: "SESSION_START_FAILED", redirectTo: SESSION_START_FAILED_URL };
  return { validLogin: true, role: user.role, redirectTo: "/account" };
}
