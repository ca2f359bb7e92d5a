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
 * entry.server.tsx); the browser bundle carries none: the document inlines the page's language as a
 * JSON data block (<InlineStrings />, rendered by root.tsx), read synchronously before hydration. So
 * the strings cost no JavaScript and no extra request that would delay hydration (a click lost in that
 * window failed SES-024 in CI when the language was loaded with an import before hydrating).
 */
const strings = new Map<Language, Translation>();

export function registerLanguage(language: Language, translation: Translation) {
  strings.set(language, translation);
}

/** The id of the document's JSON data block with the page's interface strings. */
export const INLINE_STRINGS_ID = "i18n-strings";

/** JSON safe inside a <script> element: no "</script", "<!--" or line separators can end or alter it. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The browser's copy of the data block's text, read once (the same text is rendered again on hydration). */
let inlineText: { language: Language; text: string } | null = null;

function readInlineStrings(language: Language): string | null {
  if (typeof document === "undefined") return null;
  if (inlineText?.language === language) return inlineText.text;
  const text = document.getElementById(INLINE_STRINGS_ID)?.textContent;
  if (!text) return null;
  inlineText = { language, text };
  return text;
}

/** The text of the data block for `language`: on the server from the registered strings, in the browser the block's own text. */
export function inlineStringsText(language: Language): string {
  const registered = strings.get(language);
  if (typeof document === "undefined") {
    if (!registered) throw new Error(`The ${language} interface strings are not registered.`);
    return inlineJson(registered);
  }
  return readInlineStrings(language) ?? (registered ? inlineJson(registered) : "{}");
}

function stringsOf(language: Language): Translation {
  const registered = strings.get(language);
  if (registered) return registered;
  const text = readInlineStrings(language);
  if (!text) throw new Error(`The ${language} interface strings are not registered.`);
  const parsed = JSON.parse(text) as Translation;
  strings.set(language, parsed);
  return parsed;
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
