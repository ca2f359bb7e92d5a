/**
 * Issue 50: sign-ins of this process since it started, by outcome — plain counters the server's /metrics reads
 * (server/metrics.ts `biotext_sign_ins_total`), by method (password, sso, library). `ok` is a session started;
 * `link_required` a school sign-in waiting for the account's password; every other outcome is a refusal.
 */
export type SignInOutcome =
  | "ok"
  | "invalid_password"
  | "unknown_account"
  | "locked"
  | "rate_limited"
  | "lti_account"
  | "must_reset"
  | "session_failed"
  | "link_required"
  | "refused";
/** How the sign-in was made: the password form, a school's OpenID Connect provider, a library's address. */
export type SignInMethod = "password" | "sso" | "library";
export const SIGN_IN_METHODS: readonly SignInMethod[] = ["password", "sso", "library"];

export const SIGN_IN_OUTCOMES: readonly SignInOutcome[] = [
  "ok",
  "invalid_password",
  "unknown_account",
  "locked",
  "rate_limited",
  "lti_account",
  "must_reset",
  "session_failed",
  "link_required",
  "refused",
];

const counts = new Map<string, number>();

export function countSignIn(outcome: SignInOutcome, method: SignInMethod = "password"): void {
  const key = `${method} ${outcome}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The counts so far: every outcome of the password form (0 included), and what the other methods have seen. */
export function signInCounts(): { method: SignInMethod; outcome: SignInOutcome; value: number }[] {
  const out = SIGN_IN_OUTCOMES.map((outcome) => ({ method: "password" as SignInMethod, outcome, value: counts.get(`password ${outcome}`) ?? 0 }));
  for (const [key, value] of counts) {
    const [method, outcome] = key.split(" ") as [SignInMethod, SignInOutcome];
    if (method !== "password") out.push({ method, outcome, value });
  }
  return out;
}
