import { changePassword as changePasswordOf, changePasswordInput } from "#core/auth/changePassword";
import { accountOwnerProcedure } from "../../init";

/**
 * SES-041…SES-047: the signed-in user changes their own password. The existing password is
 * checked in this same call (unlike the legacy separate check), the new one is hashed here,
 * the current session stays and every other session of the account ends. Library and
 * multi-session sessions are refused (accountOwnerProcedure).
 */
export const changePassword = accountOwnerProcedure.input(changePasswordInput).mutation(({ ctx, input }) => changePasswordOf(ctx, input));
