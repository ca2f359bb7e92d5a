import { getUser as getUserOf, getUserInput } from "#core/admin/getUser";
import { adminProcedure } from "../../init";

/**
 * ADM-015: one account as the Search Users record shows it — ID, Name ('last, first'), Email,
 * UserName, Role, memberships, classes and the notes log (date, type, user, message).
 */
export const getUser = adminProcedure.input(getUserInput).query(({ ctx, input }) => getUserOf(ctx, input));
