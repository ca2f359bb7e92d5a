import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "#shared/language";
import { translation as english } from "./en";
import { translation as french } from "./fr";

export { LANGUAGES, type Language };

/**
 * All interface strings. Feature areas keep their own file, merged under one key each in ./en.ts and
 * ./fr.ts: locales/<lang>.auth.json → t("auth.…") (sign-in, passwords), <lang>.dashboard.json →
 * t("dashboard.…") (the /account tabs), <lang>.admin.json → t("admin.…") (admin tools),
 * <lang>.learning.json → t("learning.…") (units, modules, lessons, progress), <lang>.public.json →
 * t("public.…") (home, About, catalogue, privacy pages), and so on.
 *
 * I18N-005 (a unit test) keeps both languages' keys identical, so no fallback language is needed.
 */
export type Translation = typeof english;

// Both languages are bundled: loading only the page's language delayed hydration by one more
// request, and a click in that window (a fast user, a loaded machine) was lost (CI, SES-024).
const strings = new Map<Language, Translation>([
  ["en", english],
  ["fr", french],
]);

export function registerLanguage(language: Language, translation: Translation) {
  strings.set(language, translation);
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
  if (!translation) throw new Error(`The ${language} interface strings are not registered.`);
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
