import crypto from "node:crypto";
import { LANGUAGES, type Language } from "#shared/language";
import { resources } from "./resources";

/**
 * I18N-001: one language's interface strings as a JSON file, instead of about 18 KiB gzip of strings
 * inlined in every page. The page names it on `<html data-i18n-strings>` and preloads it from its head
 * (root.tsx), so it downloads alongside the page's modules; entry.client.tsx reads it (./index.ts
 * `loadStrings`) before hydrating. The URL carries a digest of the strings, so the browser keeps it for a
 * year and a changed string is a new URL. server/app.ts serves these files from memory, ahead of Express,
 * like the built assets. It is data, not JavaScript.
 */
type StringsFile = { language: Language; url: string; stableUrl: string; body: string };

const files = new Map<Language, StringsFile>();

function fileOf(language: Language): StringsFile {
  let f = files.get(language);
  if (!f) {
    const body = JSON.stringify(resources[language].translation);
    const digest = crypto.createHash("sha256").update(body).digest("hex").slice(0, 12);
    f = { language, url: `/i18n/strings.${language}.${digest}.json`, stableUrl: `/i18n/strings.${language}.json`, body };
    files.set(language, f);
  }
  return f;
}

/** The long-lived URL of a language's strings (changes with them). */
export const stringsUrl = (language: Language) => fileOf(language).url;

/** Every language's strings file, for the server to serve (versioned URL immutable, stable URL revalidated). */
export const stringsFiles = (): StringsFile[] => LANGUAGES.map(fileOf);
