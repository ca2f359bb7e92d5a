import { ordersOf } from "#core/commerce/orders";
import { accountOwnerProcedure } from "../../init";

/** The caller's own orders (own account only). */
export const myOrders = accountOwnerProcedure.query(({ ctx }) => ordersOf(ctx));
