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
 * entry.server.tsx); the browser bundle carries none: the page names its language's strings file on
 * `<html data-i18n-strings>` and preloads it from its head (./strings.server.ts, root.tsx), and
 * entry.client.tsx loads it (`loadStrings`) before hydrating. The preload starts with the page's own
 * modules, so hydration does not wait on a request started after the entry ran (such a wait lost a click
 * in CI, SES-024), and the browser keeps the file across pages (its URL carries a digest) instead of
 * receiving it inside every page (it was 18 KiB of each page's 28 KiB gzip).
 */
const strings = new Map<Language, Translation>();

export function registerLanguage(language: Language, translation: Translation) {
  strings.set(language, translation);
}

/** The `<html>` attribute naming the URL of the page's strings (root.tsx). */
export const STRINGS_URL_ATTRIBUTE = "data-i18n-strings";

/**
 * In the browser, before hydrating: the strings of the document's language, from the URL its `<html>`
 * names (a preloaded, long-cached response). Retried twice; rejects if they cannot be had.
 */
export async function loadStrings(): Promise<void> {
  const root = document.documentElement;
  const language: Language = root.lang === "fr" ? "fr" : "en";
  if (strings.has(language)) return;
  const url = root.getAttribute(STRINGS_URL_ATTRIBUTE) ?? `/i18n/strings.${language}.json`;
  let failure: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const res = await fetch(url, { credentials: "same-origin" });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      registerLanguage(language, (await res.json()) as Translation);
      return;
    } catch (err) {
      failure = err;
      await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
    }
  }
  throw failure;
}

function stringsOf(language: Language): Translation {
  const registered = strings.get(language);
  if (!registered) throw new Error(`The ${language} interface strings are not loaded.`);
  return registered;
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
