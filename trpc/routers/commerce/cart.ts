import { getCart } from "#core/commerce/cart";
import { publicProcedure } from "../../init";

/** CART-007: the caller's cart as the server prices it. */
export const cart = publicProcedure.query(({ ctx }) => getCart(ctx));
