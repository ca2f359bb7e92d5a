import { z } from "zod";
import { findPasswordReset } from "#core/passwordResets";
import { publicProcedure } from "../../init";

export const resetTokenSchema = z.string().max(200);

/** SES-038: whether a /passwordReset/{id} link still works (unknown, used and expired links do not). */
export const passwordResetStatus = publicProcedure.input(z.object({ token: resetTokenSchema })).query(async ({ ctx, input }) => {
  const reset = await findPasswordReset(ctx.payload, input.token);
  return { valid: !!reset };
});
