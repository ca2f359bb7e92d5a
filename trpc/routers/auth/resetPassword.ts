import { resetPassword as resetPasswordOf, resetPasswordInput } from "#core/auth/resetPassword";
import { publicProcedure } from "../../init";

/**
 * SES-038…SES-040, SES-043, SES-044, SES-047: sets a new password through an e-mailed link.
 * The password arrives as typed (over the connection) and is hashed here with bcrypt; the link
 * works once and for an hour; every session of the account ends (app/.server/passwordResets.ts).
 */
export const resetPassword = publicProcedure.input(resetPasswordInput).mutation(({ ctx, input }) => resetPasswordOf(ctx, input));
