import { TRPCError } from "@trpc/server";

/**
 * What a call refused: `{ code, message }` for a tRPC error (the typed errors of core/errors.ts as the client sees
 * them), the error itself for anything else, null when the call succeeded. Takes the call's promise or a function
 * that makes it (so a synchronous throw is caught too).
 */
export async function errorOf(p: Promise<unknown> | (() => Promise<unknown>)) {
  try {
    await (typeof p === "function" ? p() : p);
    return null;
  } catch (err) {
    return err instanceof TRPCError ? { code: err.code, message: err.message } : err;
  }
}

/** The tRPC code a call was refused with, the error as text for anything else, null when the call succeeded. */
export async function codeOf(p: Promise<unknown>) {
  try {
    await p;
    return null;
  } catch (err) {
    return err instanceof TRPCError ? err.code : String(err);
  }
}
