import type { Context } from "#core/context";
import { z } from "zod";
import { passwordSchema } from "#shared/passwordPolicy";
import { completePasswordReset, findPasswordReset } from "#core/auth/passwordResets";
import { hitRateLimit } from "#core/auth/rateLimit";
import { passwordFormProblem, type PasswordFormProblem } from "#shared/passwordForm";
import { resetTokenSchema } from "#core/auth/passwordResetStatus";

const password = passwordSchema;
export const resetPasswordInput = z.object({ token: resetTokenSchema, newPassword: password, repeatPassword: password });

export type ResetPasswordResult = { ok: true } | { ok: false; problem: PasswordFormProblem | "invalidLink" | "rateLimited" };

const RESET_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 };

/**
 * SES-038…SES-040, SES-043, SES-044, SES-047: sets a new password through an e-mailed link.
 * The password arrives as typed (over the connection) and is hashed here with bcrypt; the link
 * works once and for an hour; every session of the account ends (app/.server/passwordResets.ts).
 */
export async function resetPassword(ctx: Context, input: z.infer<typeof resetPasswordInput>): Promise<ResetPasswordResult> {
  const limited = await hitRateLimit(ctx.payload, `reset:ip:${ctx.ip}`, RESET_LIMIT);
  if (!limited.allowed) return { ok: false, problem: "rateLimited" };
  const { newPassword, repeatPassword } = input;
  const shape = passwordFormProblem({ newPassword, repeatPassword });
  if (shape === "empty" || shape === "mismatch") return { ok: false, problem: shape };
  if (!(await findPasswordReset(ctx.payload, input.token))) return { ok: false, problem: "invalidLink" };
  if (shape) return { ok: false, problem: shape };
  if (!(await completePasswordReset(ctx.payload, input.token, newPassword))) return { ok: false, problem: "invalidLink" };
  return { ok: true };
}
