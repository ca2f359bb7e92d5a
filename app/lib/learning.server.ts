import { TRPCError } from "@trpc/server";

/** In a learning page's loader: a procedure's NOT_FOUND becomes a 404 page, FORBIDDEN a 403 page (LearningError); anything else is rethrown. */
export function asHttpError(err: unknown): never {
  if (err instanceof TRPCError && err.code === "NOT_FOUND") throw new Response("Not Found", { status: 404 });
  if (err instanceof TRPCError && err.code === "FORBIDDEN") throw new Response("Forbidden", { status: 403 });
  throw err;
}

/** The id in a query parameter, or null when it is not a positive integer. */
export function idParam(url: URL, name: string): number | null {
  const n = Number(url.searchParams.get(name));
  return Number.isInteger(n) && n > 0 ? n : null;
}
