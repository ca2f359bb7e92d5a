import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "#shared/language";
import type { translation as english } from "./en";

export { LANGUAGES, type Language };

/**
 * All interface strings. Feature areas keep their own file, merged under one key each in ./en.ts and
 * ./fr.ts: locales/<lang>.auth.json → t("auth.…") (sign-in, passwords), <lang>.dashboard.json →
 * t("dashboard.…") (the /account tabs), <lang>.admin.json → t("admin.…") (admin tools),
 * <lang>.learning.json → t("learning.…") (units, modules, lessons, progress), <lang>.public.json →
 * t("public.…") (home, About, catalogue, privacy pages), and so on.
 *
 * The server registers both languages at start (./resources.ts); the browser loads only the page's
 * language before it hydrates (entry.client.tsx), so a page does not download the other language's strings.
 * I18N-005 (a unit test) keeps both languages' keys identical, so no fallback language is needed.
 */
export type Translation = typeof english;

const strings = new Map<Language, Translation>();

export function registerLanguage(language: Language, translation: Translation) {
  strings.set(language, translation);
}

/** Loads one language's strings (its own JavaScript chunk in the browser). */
export async function loadLanguage(language: Language): Promise<void> {
  if (strings.has(language)) return;
  const module = language === "fr" ? await import("./fr") : await import("./en");
  registerLanguage(language, module.translation);
}

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, shared by every render: the strings are registered before the
 * first render (init is synchronous) and the language of an instance never changes, so sharing is safe.
 */
export function createI18n(language: Language): i18n {
  const cached = instances.get(language);
  if (cached) return cached;
  const translation = strings.get(language);
  if (!translation) throw new Error(`The ${language} interface strings are not loaded (loadLanguage).`);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(language, instance);
  return instance;
}
