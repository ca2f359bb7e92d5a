import { searchUsers as searchUsersOf, searchUsersInput } from "#core/admin/searchUsers";
import { adminProcedure } from "../../init";

/**
 * ADM-014: accounts whose e-mail, username, first or last name contain every word of the term
 * ('Lopez, Ana' and 'ana lopez' both find Ana Lopez); a number also finds that account id.
 */
export const searchUsers = adminProcedure.input(searchUsersInput).query(({ ctx, input }) => searchUsersOf(ctx, input));
