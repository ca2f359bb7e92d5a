import { listUsers, listUsersInput } from "#core/admin/listUsers";
import { adminProcedure } from "../../init";

/** Admin-only account list (the Search Users tab builds on it). */
export const list = adminProcedure.input(listUsersInput).query(({ ctx, input }) => listUsers(ctx, input));
