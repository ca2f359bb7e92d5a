import { z } from "zod";
import { listProducts } from "#core/catalog/catalog";
import { PRODUCT_FILTERS } from "#shared/catalog";
import { publicProcedure } from "../../init";
import { card } from "./card";

/** PUB-039/040: the published products, optionally filtered by category (/buy/individual). */
export const list = publicProcedure.input(z.object({ filter: z.enum(PRODUCT_FILTERS).default("all") })).query(async ({ ctx, input }) => {
  const products = (await listProducts(ctx, ctx.language, input.filter)).map(card);
  return { products, numProducts: products.length, numRows: Math.ceil(products.length / 3) };
});
