import { listMemberships as listMembershipsOf } from "#core/admin/listMemberships";
import { adminProcedure } from "../../init";

/** ADM-002: every membership (membershipId, membershipKey, membershipName in the session's language), by key. */
export const listMemberships = adminProcedure.query(({ ctx }) => listMembershipsOf(ctx));
