import type { AuthedContext } from "#core/context";
import bcrypt from "bcrypt";
import { z } from "zod";
import { passwordSchema } from "#shared/passwordPolicy";
import { setPassword } from "#core/auth/passwordResets";
import { hitRateLimit } from "#core/auth/rateLimit";
import { passwordFormProblem, type PasswordFormProblem } from "#shared/passwordForm";

const password = passwordSchema;
export const changePasswordInput = z.object({ existingPassword: password, newPassword: password, repeatPassword: password });

export type ChangePasswordResult = { ok: true } | { ok: false; problem: PasswordFormProblem | "existingMismatch" | "rateLimited" };

/** Attempts per account: a borrowed session cannot be used to guess the existing password. */
const CHANGE_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * SES-041…SES-047: the signed-in user changes their own password. The existing password is
 * checked in this same call (unlike the legacy separate check), the new one is hashed here,
 * the current session stays and every other session of the account ends. Library and
 * multi-session sessions are refused (accountOwnerProcedure).
 */
export async function changePassword(ctx: AuthedContext, input: z.infer<typeof changePasswordInput>): Promise<ChangePasswordResult> {
  const shape = passwordFormProblem(input);
  if (shape === "empty" || shape === "mismatch") return { ok: false, problem: shape };
  const limited = await hitRateLimit(ctx.payload, `pwchange:user:${ctx.user.id}`, CHANGE_LIMIT);
  if (!limited.allowed) return { ok: false, problem: "rateLimited" };

  const account = await ctx.payload.findByID({
    collection: "users",
    id: ctx.user.id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    joins: { notes: false },
  });
  const matches = account.passwordHash ? await bcrypt.compare(input.existingPassword, account.passwordHash) : false;
  if (!matches) return { ok: false, problem: "existingMismatch" };
  if (shape) return { ok: false, problem: shape };

  await setPassword(ctx.payload, account.id, input.newPassword, ctx.session.id);
  await ctx.payload.create({
    collection: "user-notes",
    overrideAccess: true,
    depth: 0,
    data: { user: account.id, type: "password", message: "Password changed by the user; their other sessions were ended." },
  });
  return { ok: true };
}
