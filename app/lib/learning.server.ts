import { TRPCError } from "@trpc/server";

/** In a learning page's loader: a procedure's NOT_FOUND becomes a 404 page, FORBIDDEN a 403 page (LearningError); anything else is rethrown. */
export function asHttpError(err: unknown): never {
  if (err instanceof TRPCError && err.code === "NOT_FOUND") throw new Response("Not Found", { status: 404 });
  if (err instanceof TRPCError && err.code === "FORBIDDEN") throw new Response("Forbidden", { status: 403 });
  // What the visitor asked for cannot be (a malformed value): a 400, not the unexpected-error page.
  if (err instanceof TRPCError && err.code === "BAD_REQUEST") throw new Response("Bad Request", { status: 400 });
  throw err;
}

/** A record id from the query string: a whole number a PostgreSQL integer column holds, else null (issue 22 item 3). */
export function idParam(url: URL, name: string): number | null {
  const n = Number(url.searchParams.get(name));
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
