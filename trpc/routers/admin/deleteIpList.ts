import { deleteIpList as deleteIpListOf, deleteIpListInput } from "#core/admin/deleteIpList";
import { adminProcedure } from "../../init";

/** Deletes an IP access list (its dummy account stays; delete it in the DeleteUser tab if it is no longer needed). */
export const deleteIpList = adminProcedure.input(deleteIpListInput).mutation(({ ctx, input }) => deleteIpListOf(ctx, input));
