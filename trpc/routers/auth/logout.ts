import { logout as logoutOf } from "#core/auth/logout";
import { publicProcedure } from "../../init";

/** Revokes the session row: the cookie is dead everywhere (site and /admin) at once. */
export const logout = publicProcedure.mutation(({ ctx }) => logoutOf(ctx));
