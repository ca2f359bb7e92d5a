import { ZodError } from "zod";
import { domainError, type DomainError } from "#core/errors";
import { HTTP_STATUS_OF_KIND, isDataException, type DomainErrorKind } from "#shared/errors";
import { fieldErrors } from "#shared/forms";

/**
 * The one place a page's loader or action turns a caught procedure error into what the page shows
 * (issue 45 item 4): a form's answer, or the HTTP response of a page error that the route's (or the
 * root's) error boundary renders. Branches on the domain error's kind (core/errors.ts, mapped to a
 * status by shared/errors.ts HTTP_STATUS_OF_KIND) or on what makes an input error (a schema error, a value
 * PostgreSQL refused: HTTP 400) — never on a tRPC code string.
 */

/** What a refusal is: a domain error's kind, or "Input" for a malformed value (a schema error, or a value PostgreSQL refused). */
export type RefusalKind = DomainErrorKind | "Input";

export interface Refusal {
  kind: RefusalKind;
  /** The page's status for it (HTTP_STATUS_OF_KIND; 400 for an input error). */
  status: number;
  /** The domain error's message (an i18n key or the seed's text), or the input error's message. */
  message: string;
  /** The domain error's dotted code ("quiz.closed"); null for an input error. */
  code: string | null;
  /** A schema error's field messages (shared/forms.ts fieldErrors); null otherwise. */
  schema: { fields: Record<string, string>; form: string } | null;
  domain: DomainError | null;
}

export type FormFailure = { ok: false; fields: Record<string, string>; form: string };

/** Per kind, the form's answer (or a throw: a redirect, another page); the kinds left out are page errors. */
export type RefusalAnswers = Partial<Record<RefusalKind, (refusal: Refusal) => unknown>>;
type AnswerOf<A extends RefusalAnswers> = { [K in keyof A]-?: A[K] extends (refusal: Refusal) => infer R ? R : never }[keyof A];

/** The refusal a caught error carries, or undefined for an unexpected failure (a fault of ours, a service down). */
export function refusalOf(err: unknown): Refusal | undefined {
  const domain = domainError(err);
  if (domain) return { kind: domain.kind, status: HTTP_STATUS_OF_KIND[domain.kind], message: domain.message, code: domain.code, schema: null, domain };
  const cause = (err as { cause?: unknown } | null)?.cause;
  const zod = err instanceof ZodError ? err : cause instanceof ZodError ? cause : null;
  if (zod) return { kind: "Input", status: 400, message: (err as Error).message, code: null, schema: fieldErrors(zod), domain: null };
  // A value PostgreSQL refused: trpc/init.ts answers it as an input error too.
  if (isDataException(err)) return { kind: "Input", status: 400, message: (err as Error).message, code: null, schema: null, domain: null };
  return undefined;
}

/** The page a refusal shows: its status, the domain code as the status text (404's body stays "Not Found"). */
function pageResponse(refusal: Refusal): Response {
  if (refusal.kind === "Input") return new Response("Bad Request", { status: 400 });
  return new Response(refusal.status === 404 ? "Not Found" : refusal.message, { status: refusal.status, statusText: refusal.code ?? "" });
}

/** An answer for refusals a page shows as "not found" (another's order is as absent as a missing one). */
export function notFoundPage(): never {
  throw new Response("Not Found", { status: 404 });
}

/**
 * A caught procedure error in a loader or an action:
 * - with a fallback message key (the forms' way): field messages for a schema error, the refusal's own key when it is a
 *   form message ("forms.…", Invalid or RateLimited), else the fallback — an unexpected failure is logged, never shown;
 * - with per-kind answers: the answer of the refusal's kind; any other refusal is thrown as its page (404, 403 …, the
 *   error boundary renders it); an unexpected failure is rethrown as it is (the unexpected-error page).
 * A thrown Response (a redirect, a page already chosen) goes on as it is.
 */
export function formError(err: unknown, fallback: string): FormFailure;
export function formError<A extends RefusalAnswers>(err: unknown, answers: A): AnswerOf<A>;
export function formError(err: unknown, how: string | RefusalAnswers): unknown {
  if (err instanceof Response) throw err;
  const refusal = refusalOf(err);
  if (typeof how === "string") {
    if (refusal?.schema) return { ok: false, ...refusal.schema };
    if ((refusal?.kind === "RateLimited" || refusal?.kind === "Invalid") && refusal.message.startsWith("forms.")) {
      return { ok: false, fields: {}, form: refusal.message };
    }
    if (!refusal) console.error("form submission failed", err);
    return { ok: false, fields: {}, form: how };
  }
  if (!refusal) throw err;
  const answer = how[refusal.kind];
  if (answer) return answer(refusal);
  throw pageResponse(refusal);
}

/** formError without answers, for a loader's `.catch(pageError)`: every refusal is its page, anything else rethrown. */
export function pageError(err: unknown): never {
  return formError(err, {}) as never;
}
