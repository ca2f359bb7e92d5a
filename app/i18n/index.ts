import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./locales/en.json";
import fr from "./locales/fr.json";

export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const resources = { en: { translation: en }, fr: { translation: fr } } as const;

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, shared by every render: all strings are bundled (init is
 * synchronous) and the language of an instance never changes, so sharing is safe and saves the
 * set-up on every request.
 */
export function createI18n(language: Language): i18n {
  const cached = instances.get(language);
  if (cached) return cached;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: "en",
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(language, instance);
  return instance;
}
