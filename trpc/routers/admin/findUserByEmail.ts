import { findUserByEmail as findUserByEmailOf, findUserByEmailInput } from "#core/admin/findUserByEmail";
import { adminProcedure } from "../../init";

/**
 * ADM-023 … ADM-025: an account by e-mail for the DeleteUser tab (and the IP list's dummy
 * account): ID, Email, Name, Role, MembershipList, with code 0; or code 2 and 'User Not Found'.
 * Also says whether it is the caller's own account and which IP lists use it (neither can be deleted).
 */
export const findUserByEmail = adminProcedure.input(findUserByEmailInput).query(({ ctx, input }) => findUserByEmailOf(ctx, input));
