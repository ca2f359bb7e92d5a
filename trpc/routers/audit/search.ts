import { searchAudit } from "#core/audit/search";
import { auditSearchInput } from "#shared/audit";
import { adminProcedure } from "../../init";

/** Issue 50 item 5: the Audit tab — one page of the audit trail, filtered. */
export const search = adminProcedure.input(auditSearchInput).query(({ ctx, input }) => searchAudit(ctx, input));
