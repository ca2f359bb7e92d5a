import { ZodError } from "zod";
import { domainError } from "~/.server/domainErrors";

/** A refused commerce request (bad coupon, LTI-only, bad input…) becomes a message for the form; anything else goes on. */
export function commerceError(err: unknown): { ok: false; error: string } {
  if ((err as { cause?: unknown } | null)?.cause instanceof ZodError) return { ok: false, error: "INVALID" };
  const domain = domainError(err);
  if (domain && (domain.kind === "Invalid" || domain.kind === "Forbidden" || domain.kind === "NotFound" || domain.kind === "Conflict")) {
    return { ok: false, error: domain.message };
  }
  // A value PostgreSQL refused (trpc/init.ts answers it as an input error).
  if ((err as { code?: unknown } | null)?.code === "BAD_REQUEST") return { ok: false, error: (err as Error).message };
  throw err;
}
