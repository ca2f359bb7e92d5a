import type { CatalogProduct } from "#core/catalog/catalog";

/** The card fields (PUB-039, PUB-042/043): what the lists send to the browser. */
export const card = (p: CatalogProduct) => ({
  id: p.id,
  title: p.title,
  price: p.price,
  currency: p.currency,
  categories: p.categories,
  ltiOnly: p.ltiOnly,
  externalPurchaseUrl: p.categories.includes("ebook") ? p.externalPurchaseUrl : null,
  cover: p.cover,
});
