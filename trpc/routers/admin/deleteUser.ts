import { deleteUser as deleteUserOf, deleteUserInput } from "#core/admin/deleteUser";
import { adminProcedure } from "../../init";

/**
 * ADM-026: deletes an account once the admin has typed its e-mail address again. Refused for
 * the admin's own account and for an IP list's dummy account. What goes with the account and
 * what stays: docs/decisions/005-deleting-users.md.
 */
export const deleteUser = adminProcedure.input(deleteUserInput).mutation(({ ctx, input }) => deleteUserOf(ctx, input));
