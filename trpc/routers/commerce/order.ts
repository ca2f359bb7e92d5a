import { z } from "zod";
import { orderForOwner } from "#core/commerce/orders";
import { accountOwnerProcedure } from "../../init";

/** CHK-033, CHK-034: an order, for its owner only. */
export const order = accountOwnerProcedure.input(z.object({ id: z.number().int().positive() })).query(({ ctx, input }) => orderForOwner(ctx, input.id));
