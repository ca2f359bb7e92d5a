import { exportAudit } from "#core/audit/search";
import { auditExportInput } from "#shared/audit";
import { adminProcedure } from "../../init";

/** Issue 50 item 5: the filtered audit trail as CSV or XLSX (formula-safe cells). */
export const exportRows = adminProcedure.input(auditExportInput).query(({ ctx, input }) => exportAudit(ctx, input));
