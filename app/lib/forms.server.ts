import { ZodError } from "zod";
import { domainError } from "~/.server/domainErrors";
import { fieldErrors } from "#shared/forms";

export type FormFailure = { ok: false; fields: Record<string, string>; form: string };

/** A procedure's error as the form's answer: field messages for wrong input, the i18n key of a domain refusal otherwise. */
export function formFailure(err: unknown, fallback: string): FormFailure {
  const cause = (err as { cause?: unknown } | null)?.cause;
  if (cause instanceof ZodError) return { ok: false, ...fieldErrors(cause) };
  if (err instanceof ZodError) return { ok: false, ...fieldErrors(err) };
  const domain = domainError(err);
  if (domain && (domain.kind === "RateLimited" || domain.kind === "Invalid") && domain.message.startsWith("forms.")) {
    return { ok: false, fields: {}, form: domain.message };
  }
  if (!domain && (err as { code?: unknown } | null)?.code !== "BAD_REQUEST") console.error("form submission failed", err);
  return { ok: false, fields: {}, form: fallback };
}
