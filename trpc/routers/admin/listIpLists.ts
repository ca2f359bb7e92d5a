import { listIpLists as listIpListsOf } from "#core/admin/listIpLists";
import { adminProcedure } from "../../init";

/** ADM-033: every IP access list with its school, addresses, dummy account and memberships. */
export const listIpLists = adminProcedure.query(({ ctx }) => listIpListsOf(ctx));
