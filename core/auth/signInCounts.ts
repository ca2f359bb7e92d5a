/**
 * Issue 50: sign-ins of this process since it started, by outcome — plain counters the server's /metrics reads
 * (server/metrics.ts `biotext_sign_ins_total`). `ok` is a session started; every other outcome is a refusal.
 */
export type SignInOutcome = "ok" | "invalid_password" | "unknown_account" | "locked" | "rate_limited" | "lti_account" | "must_reset" | "session_failed";

export const SIGN_IN_OUTCOMES: readonly SignInOutcome[] = [
  "ok",
  "invalid_password",
  "unknown_account",
  "locked",
  "rate_limited",
  "lti_account",
  "must_reset",
  "session_failed",
];

const counts: Record<SignInOutcome, number> = Object.fromEntries(SIGN_IN_OUTCOMES.map((o) => [o, 0])) as Record<SignInOutcome, number>;

export function countSignIn(outcome: SignInOutcome): void {
  counts[outcome] += 1;
}

/** The counts so far (a copy). */
export function signInCounts(): Record<SignInOutcome, number> {
  return { ...counts };
}
