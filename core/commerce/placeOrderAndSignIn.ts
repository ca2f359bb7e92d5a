import type { Context } from "#core/context";
import type { z } from "zod";
import { placeOrder as placeOrderOf } from "#core/commerce/orders";
import { type placeOrderSchema } from "#shared/commerce";
import type { User } from "#cms/payload-types";
import { startUserSession } from "#core/auth/startUserSession";

/** CHK-023, CHK-024: the order; a new customer is signed in to the account it creates. */
export async function placeOrderAndSignIn(ctx: Context, input: z.infer<typeof placeOrderSchema>) {
  const { newUserId, ...result } = await placeOrderOf(ctx, input);
  if (newUserId) {
    const user = (await ctx.payload.findByID({ collection: "users", id: newUserId, depth: 0, overrideAccess: true })) as User;
    await startUserSession(ctx, user);
  }
  return result;
}
