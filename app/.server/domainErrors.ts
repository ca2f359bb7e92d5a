import { domainError, type DomainError } from "#core/errors";
import { HTTP_STATUS_OF_KIND } from "#shared/errors";

export { domainError, type DomainError };

/**
 * In a page's loader or action: a domain error (core/errors.ts) from a procedure becomes the HTTP
 * response of its kind (404, 403, 400 …, shared/errors.ts HTTP_STATUS_OF_KIND), which the route's or
 * the root's error boundary renders; anything else is rethrown as it is (the unexpected-error page).
 */
export function throwAsPageError(err: unknown): never {
  const domain = domainError(err);
  if (domain) {
    const status = HTTP_STATUS_OF_KIND[domain.kind];
    throw new Response(status === 404 ? "Not Found" : domain.message, { status, statusText: domain.code });
  }
  throw err;
}
