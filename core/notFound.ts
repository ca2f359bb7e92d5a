/**
 * The one place "not found" is decided. For `.catch(nullIfNotFound)` on a Payload read: a document
 * that does not exist (or that the caller's access rules hide, which Payload reports the same way)
 * becomes null; any other error — the database down, a bug — is rethrown, never turned into
 * "not found".
 */
export function isNotFound(err: unknown): boolean {
  if (!err || typeof err !== "object") return false;
  const e = err as { name?: string; status?: number };
  return e.name === "NotFound" || e.status === 404;
}

export function nullIfNotFound(err: unknown): null {
  if (isNotFound(err)) return null;
  throw err;
}
