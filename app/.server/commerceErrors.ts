import { TRPCError } from "@trpc/server";

/** A refused commerce request (bad coupon, LTI-only, bad input…) becomes a message for the form; anything else goes on. */
export function commerceError(err: unknown): { ok: false; error: string } {
  if (err instanceof TRPCError && ["BAD_REQUEST", "FORBIDDEN", "NOT_FOUND", "CONFLICT"].includes(err.code)) {
    const invalidInput = (err.cause as Error | undefined)?.name === "ZodError";
    return { ok: false, error: invalidInput ? "INVALID" : err.message };
  }
  throw err;
}
