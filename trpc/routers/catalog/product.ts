import { NotFound } from "#core/errors";
import { canPurchase, getProduct } from "#core/catalog/catalog";
import { productIdInput } from "#shared/catalog";
import { publicProcedure } from "../../init";

/** PUB-047…051: one published product with its details and whether this session may buy it. */
export const product = publicProcedure.input(productIdInput).query(async ({ ctx, input }) => {
  const p = await getProduct(ctx, ctx.language, input.id);
  if (!p) throw new NotFound("product.notFound", "No such product.");
  const { memberships: _memberships, ...details } = p;
  return { ...details, canPurchase: canPurchase(p, ctx.session) };
});
