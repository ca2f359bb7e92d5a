import type { Context } from "#core/context";
import { z } from "zod";
import { findPasswordReset } from "#core/auth/passwordResets";

export const resetTokenSchema = z.string().max(200);

export const passwordResetStatusInput = z.object({ token: resetTokenSchema });

/** SES-038: whether a /passwordReset/{id} link still works (unknown, used and expired links do not). */
export async function passwordResetStatus(ctx: Context, input: z.infer<typeof passwordResetStatusInput>) {
  const reset = await findPasswordReset(ctx.payload, input.token);
  return { valid: !!reset };
}
