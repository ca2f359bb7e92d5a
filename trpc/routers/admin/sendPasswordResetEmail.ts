import { sendPasswordResetEmail as sendPasswordResetEmailOf, sendPasswordResetEmailInput } from "#core/admin/sendPasswordResetEmail";
import { adminProcedure } from "../../init";

/**
 * ADM-022: an admin sends an account the password-reset e-mail (single-use link, logged in the
 * user's notes by sendPasswordReset). The tab shows 'Password Email Sent!' or 'Error Occured: {reason}'.
 */
export const sendPasswordResetEmail = adminProcedure.input(sendPasswordResetEmailInput).mutation(({ ctx, input }) => sendPasswordResetEmailOf(ctx, input));
