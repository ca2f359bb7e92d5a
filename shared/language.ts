import { z } from "zod";

/** The site's languages (I18N): English by default, French by the header's dropdown. */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The one schema of a language ("en" | "fr"): what procedures and forms accept. */
export const languageSchema = z.enum(LANGUAGES);

/**
 * The legacy API's `lang` parameter spells the same languages in capitals ("EN" | "FR", LRN-*, SES-*):
 * the same list, upper-cased, kept as the wire format the pages and the legacy clients send.
 */
export const LANGUAGE_CODES = ["EN", "FR"] as const satisfies readonly Uppercase<Language>[];
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const languageCodeSchema = z.enum(LANGUAGE_CODES);

/**
 * Issue 46 F7 F18: a percentage as the page's language writes it, the one formatter of every percent the pages show.
 * `points` is out of 100 (12.5 → English "12.5%", French "12,5 %": a decimal comma and a no-break space before the
 * sign), up to 3 decimals (a tax rate: 14.975).
 */
export function formatPercent(points: number, language: string): string {
  const locale = language.toLowerCase().startsWith("fr") ? "fr-CA" : "en-CA";
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 3, useGrouping: false }).format(points / 100);
}
