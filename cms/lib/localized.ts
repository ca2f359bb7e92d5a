/** The seeds', scripts' and tests' name for core/content/localized.ts (core cannot import cms/, so the code lives there). */
export { LOCALES, type Locale, pickLocale, alignRowIds, createLocalized } from "../../core/content/localized";
