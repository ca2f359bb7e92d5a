import { z } from "zod";

/** Lower-case, accents removed, spaces collapsed: how the class/school search compares text (PUB-045). */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/gi, "o")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The /buy/individual filters as URL values (PUB-043). */
export const PRODUCT_FILTERS = ["all", "animated-textbook", "ebook"] as const;
export type ProductFilterValue = (typeof PRODUCT_FILTERS)[number];

export const catalogSearchInput = z.object({ q: z.string().max(200).default("") });
export const productIdInput = z.object({ id: z.number().int().positive() });

/** Price with its currency, written the way the page's language writes money. */
export function formatPrice(price: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === "fr" ? "fr-CA" : "en-US", { style: "currency", currency }).format(price);
}
