import type { Context } from "#core/context";
import { z } from "zod";
import { hitRateLimit, peekRateLimit } from "#core/auth/rateLimit";
import type { IpList, User } from "#cms/payload-types";
import { ipMatches, ipv4Of } from "#shared/ipPatterns";
import { SESSION_START_FAILED_URL, startUserSession } from "#core/auth/startUserSession";
import { countSignIn } from "#core/auth/signInCounts";
import { nullIfNotFound } from "#core/notFound";

/** Value 0 is the dropdown's 'select your library' (SES-014): no library chosen. */
export const libraryLoginInput = z.object({ libraryId: z.number().int().min(0) });

export const LIBRARY_LIMITS = {
  /** Every library login attempt from one address. A busy library shares one address: generous. */
  attempts: { limit: 200, windowMs: 15 * 60 * 1000 },
  /** Refused library logins from one address (someone trying lists until one matches). */
  failures: { limit: 20, windowMs: 15 * 60 * 1000 },
};

/** Shared library accounts are never staff: anyone at the address would act with their rights. */
const LIBRARY_ROLES: User["role"][] = ["student", "none"];

export type LibraryLoginResult =
  | { validLogin: true; redirectTo: string }
  | { validLogin: false; errorId: "NO_LIBRARY" | "LOCATION" }
  | { validLogin: false; errorId: "RATE_LIMITED"; retryAfterSeconds: number }
  | { validLogin: false; errorId: "SESSION_START_FAILED"; redirectTo: string };

/**
 * SES-025…SES-028, SES-057, ADM-039: library (IP) login. The server alone decides from the
 * request's own address (ctx.ip: Express's req.ip, which honours X-Forwarded-For only for the
 * TRUST_PROXY hops) whether it matches the chosen list; nothing the browser says about its
 * address is used. Success signs in as the list's account in a fresh session flagged isLib.
 */
/** A library's address sign-in, counted in the sign-in metrics (issue 50). */
export async function libraryLogin(ctx: Context, input: z.infer<typeof libraryLoginInput>): Promise<LibraryLoginResult> {
  const result = await libraryLoginFlow(ctx, input);
  countSignIn(
    result.validLogin ? "ok" : result.errorId === "RATE_LIMITED" ? "rate_limited" : result.errorId === "SESSION_START_FAILED" ? "session_failed" : "refused",
    "library",
  );
  return result;
}

async function libraryLoginFlow(ctx: Context, input: z.infer<typeof libraryLoginInput>): Promise<LibraryLoginResult> {
  if (input.libraryId === 0) return { validLogin: false, errorId: "NO_LIBRARY" };
  const failKey = `library:fail:ip:${ctx.ip}`;
  const attempts = await hitRateLimit(ctx.payload, `library:ip:${ctx.ip}`, LIBRARY_LIMITS.attempts);
  const failures = attempts.allowed ? await peekRateLimit(ctx.payload, failKey, LIBRARY_LIMITS.failures) : attempts;
  if (!failures.allowed) return { validLogin: false, errorId: "RATE_LIMITED", retryAfterSeconds: Math.max(1, Math.ceil(failures.retryAfterMs / 1000)) };

  const list = (await ctx.payload
    .findByID({ collection: "ip-lists", id: input.libraryId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(nullIfNotFound)) as IpList | null;
  const address = ipv4Of(ctx.ip);
  const matches = !!address && !!list && (list.addresses ?? []).some((a) => ipMatches(a.pattern, address));
  const accountId = list ? (typeof list.account === "object" ? list.account.id : list.account) : null;
  const account =
    matches && accountId
      ? await ctx.payload
          .findByID({ collection: "users", id: accountId, depth: 0, overrideAccess: true, disableErrors: true, joins: { notes: false } })
          .catch(nullIfNotFound)
      : null;
  if (!list || !account || !matches || !LIBRARY_ROLES.includes(account.role)) {
    await hitRateLimit(ctx.payload, failKey, LIBRARY_LIMITS.failures);
    if (list && account && matches)
      ctx.payload.logger.warn({ ipList: list.id, role: account.role }, "library login refused: the list's account is a staff account");
    return { validLogin: false, errorId: "LOCATION" };
  }

  if (!(await startUserSession(ctx, account, { library: { ipList: list.id } })))
    return { validLogin: false, errorId: "SESSION_START_FAILED", redirectTo: SESSION_START_FAILED_URL };
  return { validLogin: true, redirectTo: "/account" };
}
