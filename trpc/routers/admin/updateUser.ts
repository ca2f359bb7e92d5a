import { updateUser as updateUserOf } from "#core/admin/updateUser";
import { updateUserInput } from "#shared/adminUsers";
import { adminProcedure } from "../../init";

/**
 * ADM-017 … ADM-020: saves an edit confirmed in the Search Users tab. The differences are
 * worked out here against the stored record (not trusted from the browser); with none the answer
 * is 'No changes found.'. The update and the one note describing it are one unit.
 */
export const updateUser = adminProcedure.input(updateUserInput).mutation(({ ctx, input }) => updateUserOf(ctx, input));
