/**
 * The kinds of domain error core/ throws (core/errors.ts), as browser-safe data: tRPC maps each
 * kind to one of its codes in trpc/init.ts, and the formatter sends `data.kind` and `data.domainCode`
 * so a component can branch on the domain's words, not on tRPC's.
 */
export const DOMAIN_ERROR_KINDS = ["NotFound", "Forbidden", "Unauthorized", "Conflict", "Precondition", "RateLimited", "Invalid"] as const;
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

/** The tRPC code each kind travels as (one place; trpc/init.ts applies it). */
export const TRPC_CODE_OF_KIND = {
  NotFound: "NOT_FOUND",
  Forbidden: "FORBIDDEN",
  Unauthorized: "UNAUTHORIZED",
  Conflict: "CONFLICT",
  Precondition: "PRECONDITION_FAILED",
  RateLimited: "TOO_MANY_REQUESTS",
  Invalid: "BAD_REQUEST",
} as const satisfies Record<DomainErrorKind, string>;

/** The HTTP status a page answers for each kind (the Remix side's one mapping). */
export const HTTP_STATUS_OF_KIND = {
  NotFound: 404,
  Forbidden: 403,
  Unauthorized: 401,
  Conflict: 409,
  Precondition: 412,
  RateLimited: 429,
  Invalid: 400,
} as const satisfies Record<DomainErrorKind, number>;

export interface DomainErrorData {
  kind: DomainErrorKind;
  /** Stable, dotted, e.g. "quiz.closed": tests and pages may rely on it. */
  domainCode: string;
}

/** Reads the domain error a tRPC client error carries (`err.data.kind` / `err.data.domainCode`). */
export function domainErrorData(err: unknown): DomainErrorData | undefined {
  const data = (err as { data?: { kind?: unknown; domainCode?: unknown } } | null)?.data;
  if (data && typeof data.kind === "string" && (DOMAIN_ERROR_KINDS as readonly string[]).includes(data.kind) && typeof data.domainCode === "string") {
    return { kind: data.kind as DomainErrorKind, domainCode: data.domainCode };
  }
  return undefined;
}

/**
 * Whether a tRPC client error is a schema (zod) input error — the formatter sends its `fieldErrors` —
 * rather than a domain refusal: forms show these as "check what you typed".
 */
export function isInputError(err: unknown): boolean {
  const data = (err as { data?: { fieldErrors?: unknown } } | null)?.data;
  return !!data && data.fieldErrors !== undefined;
}

/**
 * PostgreSQL's class 22 errors (data exception: a number out of an integer column's range, an invalid
 * date, a malformed value) come from what the caller sent, not from a fault of ours: trpc/init.ts answers
 * them as a typed input error (BAD_REQUEST) instead of an internal error (found by
 * tests/integration/fuzzProcedures.test.ts), and a page's formError (app/.server/formError.ts) as one.
 */
export function isDataException(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
