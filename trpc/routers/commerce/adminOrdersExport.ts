import { adminOrdersExport as adminOrdersExportOf } from "#core/commerce/adminOrders";
import { adminOrdersSchema } from "#shared/commerce";
import { adminProcedure } from "../../init";

/** ORD-013: every order found, for the XLSX download. */
export const adminOrdersExport = adminProcedure.input(adminOrdersSchema).query(({ ctx, input }) => adminOrdersExportOf(ctx, input));
