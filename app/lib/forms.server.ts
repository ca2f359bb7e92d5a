import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { fieldErrors } from "#shared/forms";

export type FormFailure = { ok: false; fields: Record<string, string>; form: string };

/** A procedure's error as the form's answer: field messages for wrong input, the i18n key otherwise. */
export function formFailure(err: unknown, fallback: string): FormFailure {
  if (err instanceof TRPCError && err.cause instanceof ZodError) return { ok: false, ...fieldErrors(err.cause) };
  if (err instanceof ZodError) return { ok: false, ...fieldErrors(err) };
  if (err instanceof TRPCError && (err.code === "TOO_MANY_REQUESTS" || err.code === "BAD_REQUEST") && err.message.startsWith("forms.")) {
    return { ok: false, fields: {}, form: err.message };
  }
  if (!(err instanceof TRPCError) || err.code === "INTERNAL_SERVER_ERROR") console.error("form submission failed", err);
  return { ok: false, fields: {}, form: fallback };
}
