import { Invalid } from "#core/errors";
import { saveCartAddress } from "#core/commerce/cart";
import { addressProblem, addressSchema, normalizePostal, taxFor } from "#shared/commerce";
import { publicProcedure } from "../../init";

/** CHK-014, CHK-015, CART-016: checks the address, saves it on the cart and answers the tax. */
export const saveAddress = publicProcedure.input(addressSchema).mutation(async ({ ctx, input }) => {
  const problem = addressProblem(input.country, input.province, input.postalCode);
  if (problem) throw new Invalid("address.invalid", problem);
  const cart = await saveCartAddress(ctx, { ...input, postalCode: normalizePostal(input.postalCode) });
  return { cart, taxTotalPercentage: taxFor(input.country, input.province).rate };
});
