import { domainError, throwAsPageError } from "~/.server/domainErrors";

/**
 * In a learning page's loader: a refusal from core (a domain error: not found → 404, forbidden → 403…)
 * becomes the page of its status (LearningError); a malformed value the visitor sent (a procedure's
 * input error) a 400, not the unexpected-error page; anything else is rethrown.
 */
export function asHttpError(err: unknown): never {
  if (domainError(err)) throwAsPageError(err);
  if ((err as { code?: unknown } | null)?.code === "BAD_REQUEST") throw new Response("Bad Request", { status: 400 });
  throw err;
}

/** In a loader's `.catch`: a record that is not there (a domain NotFound) is null; any other failure is rethrown. */
export function nullIfNotFound(err: unknown): null {
  if (domainError(err)?.kind === "NotFound") return null;
  throw err;
}

/** A record id from the query string: a whole number a PostgreSQL integer column holds, else null (issue 22 item 3). */
export function idParam(url: URL, name: string): number | null {
  const n = Number(url.searchParams.get(name));
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
