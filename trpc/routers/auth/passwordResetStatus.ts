import { passwordResetStatus as passwordResetStatusOf, passwordResetStatusInput } from "#core/auth/passwordResetStatus";
import { publicProcedure } from "../../init";

/** SES-038: whether a /passwordReset/{id} link still works (unknown, used and expired links do not). */
export const passwordResetStatus = publicProcedure.input(passwordResetStatusInput).query(({ ctx, input }) => passwordResetStatusOf(ctx, input));
