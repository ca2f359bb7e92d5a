import type { Context } from "#core/context";
import { z } from "zod";
import { sendPasswordReset } from "#core/auth/passwordResets";
import { hitRateLimit } from "#core/auth/rateLimit";

export const requestPasswordResetInput = z.object({ email: z.string().trim().min(1).max(254) });

export const FORGOT_LIMITS = {
  /** Requests from one address (any e-mail). */
  perAddress: { limit: 10, windowMs: 15 * 60 * 1000 },
  /** Requests for one e-mail address: nobody can flood an inbox with reset mail. */
  perEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
};

/** 'sent' and 'userNotFound' are the legacy result codes 0 and 2 (SES-036, SES-037). */
export type PasswordResetRequestResult = { result: "sent" } | { result: "userNotFound" } | { result: "rateLimited"; retryAfterSeconds: number };

/**
 * SES-035…SES-037: the 'Forgot Password?' modal. E-mails a single-use, one-hour reset link in
 * the session's language. Rate-limited per address and per e-mail, which also bounds how fast
 * anyone can probe which e-mails have accounts through the 'User Not Found' answer.
 */
export async function requestPasswordReset(ctx: Context, input: z.infer<typeof requestPasswordResetInput>): Promise<PasswordResetRequestResult> {
  const email = input.email.toLowerCase();
  const byAddress = await hitRateLimit(ctx.payload, `forgot:ip:${ctx.ip}`, FORGOT_LIMITS.perAddress);
  const byEmail = byAddress.allowed ? await hitRateLimit(ctx.payload, `forgot:email:${email}`, FORGOT_LIMITS.perEmail) : byAddress;
  if (!byEmail.allowed) return { result: "rateLimited", retryAfterSeconds: Math.max(1, Math.ceil(byEmail.retryAfterMs / 1000)) };

  const { docs } = await ctx.payload.find({
    collection: "users",
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    joins: { notes: false },
  });
  const user = docs[0];
  if (!user) return { result: "userNotFound" };
  await sendPasswordReset(ctx.payload, user, { requestedBy: "self", language: ctx.language });
  return { result: "sent" };
}
