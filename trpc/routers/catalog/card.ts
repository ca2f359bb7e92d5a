import type { CatalogProduct } from "#core/catalog/catalog";

/**
 * The card fields (PUB-039, PUB-042/043): what the lists send to the browser. PUB-039's legacy names map to
 * these: memberships[].membershipKey, coverImage_en → cover (the page's language's, else the English one),
 * categories[] (slug), Custom_field[] (the external purchase link) → externalPurchaseUrl (eBooks), ltiOnly.
 */
export const card = (p: CatalogProduct) => ({
  id: p.id,
  title: p.title,
  price: p.price,
  memberships: p.membershipKeys.map((membershipKey) => ({ membershipKey })),
  currency: p.currency,
  categories: p.categories,
  ltiOnly: p.ltiOnly,
  externalPurchaseUrl: p.categories.includes("ebook") ? p.externalPurchaseUrl : null,
  cover: p.cover,
});
