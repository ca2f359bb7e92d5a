import type { AdminCtx } from "#core/admin/shared";
import { z } from "zod";
import { languageSchema } from "#shared/language";
import { sendPasswordReset } from "#core/auth/passwordResets";
import { onBehalfOf, userNotFound } from "#core/admin/shared";
import { nullIfNotFound } from "#core/notFound";

export const sendPasswordResetEmailInput = z.object({ userId: z.number().int().positive(), language: languageSchema.optional() });

/**
 * ADM-022: an admin sends an account the password-reset e-mail (single-use link, logged in the
 * user's notes by sendPasswordReset). The tab shows 'Password Email Sent!' or 'Error Occured: {reason}'.
 */
export async function sendPasswordResetEmail(ctx: AdminCtx, input: z.infer<typeof sendPasswordResetEmailInput>) {
  const user = await ctx.payload
    .findByID({ collection: "users", id: input.userId, depth: 0, joins: { notes: false }, ...onBehalfOf(ctx) })
    .catch(nullIfNotFound);
  if (!user) throw userNotFound();
  await sendPasswordReset(ctx.payload, user, { requestedBy: "admin", language: input.language ?? ctx.language });
  return { sent: true, email: user.email };
}
