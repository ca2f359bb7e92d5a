/**
 * Domain errors: what core/ throws when a rule refuses (never tRPC's own error class, never a bare Error
 * for an expected refusal). Each has a kind (the class), a stable dotted `code` ("quiz.closed") and a
 * `message` that is either a message key of app/i18n or the seed's own user-visible text.
 *
 * Mapped in exactly two places: to tRPC codes in trpc/init.ts (the publicProcedure middleware), and to HTTP statuses
 * for pages by app/.server/formError.ts (shared/errors.ts HTTP_STATUS_OF_KIND).
 */
import type { DomainErrorKind } from "#shared/errors";

export interface DomainErrorOptions {
  cause?: unknown;
  /** Extra, user-safe facts a page may show (e.g. the attempts left). */
  details?: Record<string, unknown>;
}

/**
 * A brand every domain error carries: the production build bundles core/ twice (the server's bundle
 * and Remix's server build), so `instanceof` fails across the two copies; the registered symbol does not.
 */
const DOMAIN_ERROR = Symbol.for("biotext.DomainError");

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  readonly [DOMAIN_ERROR] = true;
  readonly code: string;
  readonly details?: Record<string, unknown>;
  constructor(code: string, message: string = code, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }
}

/** The thing asked for does not exist, or is not the caller's to know about. */
export class NotFound extends DomainError {
  readonly kind = "NotFound" as const;
  override name = "NotFound";
}
/** Signed in, but not allowed. */
export class Forbidden extends DomainError {
  readonly kind = "Forbidden" as const;
  override name = "Forbidden";
}
/** Not signed in (or the session ended). */
export class Unauthorized extends DomainError {
  readonly kind = "Unauthorized" as const;
  override name = "Unauthorized";
}
/** The request contradicts the current state (already taken, already paid, changed meanwhile). */
export class Conflict extends DomainError {
  readonly kind = "Conflict" as const;
  override name = "Conflict";
}
/** Something must happen first (complete the lesson, open the quiz, verify the e-mail). */
export class Precondition extends DomainError {
  readonly kind = "Precondition" as const;
  override name = "Precondition";
}
/** Too many attempts; try later. */
export class RateLimited extends DomainError {
  readonly kind = "RateLimited" as const;
  override name = "RateLimited";
}
/** The input is well-formed but not acceptable (a rule on values, not a schema error). */
export class Invalid extends DomainError {
  readonly kind = "Invalid" as const;
  override name = "Invalid";
}

export function isDomainError(err: unknown): err is DomainError {
  return typeof err === "object" && err !== null && (err as { [DOMAIN_ERROR]?: unknown })[DOMAIN_ERROR] === true;
}

/** The domain error in an error's cause chain (tRPC wraps what a procedure throws), if any. */
export function domainError(err: unknown): DomainError | undefined {
  for (let e = err, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if (isDomainError(e)) return e;
  }
  return undefined;
}
