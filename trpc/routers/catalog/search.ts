import { searchProducts } from "#core/catalog/catalog";
import { catalogSearchInput } from "#shared/catalog";
import { publicProcedure } from "../../init";
import { card } from "./card";

/** PUB-044/045: the class or school search (empty → every product). */
export const search = publicProcedure.input(catalogSearchInput).query(async ({ ctx, input }) => {
  const products = (await searchProducts(ctx, ctx.language, input.q)).map(card);
  return { products, numProducts: products.length, numRows: Math.ceil(products.length / 3) };
});
