import { placeOrderAndSignIn } from "#core/commerce/placeOrderAndSignIn";
import { placeOrderSchema } from "#shared/commerce";
import { publicProcedure } from "../../init";

/** CHK-023, CHK-024: the order; a new customer is signed in to the account it creates. */
export const placeOrder = publicProcedure.input(placeOrderSchema).mutation(({ ctx, input }) => placeOrderAndSignIn(ctx, input));
