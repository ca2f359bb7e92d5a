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
 * I18N-005 (a unit test) keeps both languages' keys identical, so no fallback language is needed.
 */
export type Translation = typeof english;

/**
 * Where the strings come from. The server registers both languages (./resources.ts, imported by
 * entry.server.tsx); the browser bundle carries none: the page names its language's strings file with
 * a classic `<script src>` ahead of Remix's scripts (./strings.server.ts, root.tsx), which sets
 * `globalThis.__biotextStrings[lang]`. The parser runs it before it reaches Remix's (async) module
 * scripts, so the strings are there before hydration without being inlined in every page (18 KiB of
 * each page's 28 KiB gzip) and without a request made after the entry ran (such a wait lost a click in
 * CI, SES-024). The browser keeps the file (its URL carries a digest), so later pages do not fetch it.
 */
const strings = new Map<Language, Translation>();

/** The global the strings file assigns to (./strings.server.ts writes it). */
export const STRINGS_GLOBAL = "__biotextStrings";

export function registerLanguage(language: Language, translation: Translation) {
  strings.set(language, translation);
}

function stringsOf(language: Language): Translation {
  const registered = strings.get(language);
  if (registered) return registered;
  const loaded = (globalThis as unknown as Record<string, Partial<Record<Language, Translation>> | undefined>)[STRINGS_GLOBAL]?.[language];
  if (!loaded) throw new Error(`The ${language} interface strings are not loaded.`);
  strings.set(language, loaded);
  return loaded;
}

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, shared by every render: the strings are there before the
 * first render (init is synchronous) and the language of an instance never changes, so sharing is safe.
 */
export function createI18n(language: Language): i18n {
  const cached = instances.get(language);
  if (cached) return cached;
  const translation = stringsOf(language);
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
