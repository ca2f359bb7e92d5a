/** The site's languages (I18N): English by default, French by the header's dropdown. */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
