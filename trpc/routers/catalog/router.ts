import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { canPurchase, getProduct, listProducts, searchProducts, type CatalogProduct } from "#core/catalog/catalog";
import { catalogSearchInput, PRODUCT_FILTERS, productIdInput } from "#shared/catalog";
import { publicProcedure, router } from "../../init";

/** The card fields (PUB-039, PUB-042/043): what the lists send to the browser. */
const card = (p: CatalogProduct) => ({
  id: p.id,
  title: p.title,
  price: p.price,
  currency: p.currency,
  categories: p.categories,
  ltiOnly: p.ltiOnly,
  externalPurchaseUrl: p.categories.includes("ebook") ? p.externalPurchaseUrl : null,
  cover: p.cover,
});

/** PUB-039/040: the published products, optionally filtered by category (/buy/individual). */
const list = publicProcedure.input(z.object({ filter: z.enum(PRODUCT_FILTERS).default("all") })).query(async ({ ctx, input }) => {
  const products = (await listProducts(ctx.payload, ctx.language, input.filter)).map(card);
  return { products, numProducts: products.length, numRows: Math.ceil(products.length / 3) };
});

/** PUB-044/045: the class or school search (empty → every product). */
const search = publicProcedure.input(catalogSearchInput).query(async ({ ctx, input }) => {
  const products = (await searchProducts(ctx.payload, ctx.language, input.q)).map(card);
  return { products, numProducts: products.length, numRows: Math.ceil(products.length / 3) };
});

/** PUB-047…051: one published product with its details and whether this session may buy it. */
const product = publicProcedure.input(productIdInput).query(async ({ ctx, input }) => {
  const p = await getProduct(ctx.payload, ctx.language, input.id);
  if (!p) throw new TRPCError({ code: "NOT_FOUND", message: "No such product." });
  const { memberships: _memberships, ...details } = p;
  return { ...details, canPurchase: canPurchase(p, ctx.session) };
});

export const catalogRouter = router({ list, search, product });
