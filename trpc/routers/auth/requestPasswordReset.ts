import { requestPasswordReset as requestPasswordResetOf, requestPasswordResetInput } from "#core/auth/requestPasswordReset";
import { publicProcedure } from "../../init";

/**
 * SES-035…SES-037: the 'Forgot Password?' modal. E-mails a single-use, one-hour reset link in
 * the session's language. Rate-limited per address and per e-mail, which also bounds how fast
 * anyone can probe which e-mails have accounts through the 'User Not Found' answer.
 */
export const requestPasswordReset = publicProcedure.input(requestPasswordResetInput).mutation(({ ctx, input }) => requestPasswordResetOf(ctx, input));
