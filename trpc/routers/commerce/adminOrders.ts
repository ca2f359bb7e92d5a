import { adminOrders as adminOrdersOf } from "#core/commerce/adminOrders";
import { adminOrdersSchema } from "#shared/commerce";
import { adminProcedure } from "../../init";

/** ORD-007…ORD-017: View Orders (admins), one page of 10 with the summary by product. */
export const adminOrders = adminProcedure.input(adminOrdersSchema).query(({ ctx, input }) => adminOrdersOf(ctx, input));
