import { updateIpList as updateIpListOf, updateIpListInput } from "#core/admin/updateIpList";
import { adminProcedure } from "../../init";

/** The update section the legacy left as a placeholder (ADM-033): the same fields and checks as creating. */
export const updateIpList = adminProcedure.input(updateIpListInput).mutation(({ ctx, input }) => updateIpListOf(ctx, input));
