import { purchasableProducts } from "#core/commerce/cart";
import { publicProcedure } from "../../init";

/** Products that can be added to a cart (the cart page's list). */
export const catalogue = publicProcedure.query(({ ctx }) => purchasableProducts(ctx));
