import { createBulkCoupons } from "#core/commerce/bulkCoupons";
import { bulkCouponSchema } from "#shared/commerce";
import { adminProcedure } from "../../init";

/** ADM-027…ADM-030: single-use coupons in bulk; answers their codes for the XLSX download. */
export const bulkCoupons = adminProcedure.input(bulkCouponSchema).mutation(async ({ ctx, input }) => ({ codes: await createBulkCoupons(ctx, input) }));
