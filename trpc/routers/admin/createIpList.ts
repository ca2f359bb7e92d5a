import { createIpList as createIpListOf } from "#core/admin/createIpList";
import { ipListInput } from "#shared/adminUsers";
import { adminProcedure } from "../../init";

/**
 * ADM-033 … ADM-039: creates an IP access list. Every rule of the form is enforced here too:
 * all fields filled, each address a.b.c.d / a.b.c.* / a.b.*.* with octets 0–255, a well-formed
 * dummy account e-mail, an existing class and memberships, a free name. The dummy account
 * (existing, or created here) and the list are one unit.
 */
export const createIpList = adminProcedure.input(ipListInput).mutation(({ ctx, input }) => createIpListOf(ctx, input));
