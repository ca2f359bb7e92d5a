import crypto from "node:crypto";
import { LANGUAGES, type Language } from "#shared/language";
import { STRINGS_GLOBAL } from "./index";
import { resources } from "./resources";

/**
 * I18N-001: one language's interface strings as a small classic script (it assigns them to
 * `globalThis.__biotextStrings[lang]`, read by ./index.ts). Pages name it with a `<script src>` ahead of
 * Remix's scripts (root.tsx) instead of inlining about 18 KiB gzip of strings in every page: the browser
 * keeps it (the URL carries a digest of the strings, so a changed string is a new URL), and the parser
 * runs it before it reaches the page's module scripts. server/app.ts serves these files from memory,
 * ahead of Express, like the built assets.
 */
type StringsFile = { language: Language; url: string; stableUrl: string; body: string };

const files = new Map<Language, StringsFile>();

function fileOf(language: Language): StringsFile {
  let f = files.get(language);
  if (!f) {
    const json = JSON.stringify(resources[language].translation);
    // A JSON text inside a JS string literal: JSON.parse of a literal is faster than an object literal
    // this size, and JSON.stringify escapes everything that could end the literal.
    const body = `(globalThis.${STRINGS_GLOBAL}||(globalThis.${STRINGS_GLOBAL}={}))[${JSON.stringify(language)}]=JSON.parse(${JSON.stringify(json)});\n`;
    const digest = crypto.createHash("sha256").update(body).digest("hex").slice(0, 12);
    f = { language, url: `/i18n/strings.${language}.${digest}.js`, stableUrl: `/i18n/strings.${language}.js`, body };
    files.set(language, f);
  }
  return f;
}

/** The long-lived URL of a language's strings (changes with them). */
export const stringsUrl = (language: Language) => fileOf(language).url;

/** Every language's strings file, for the server to serve (versioned URL immutable, stable URL revalidated). */
export const stringsFiles = (): StringsFile[] => LANGUAGES.map(fileOf);
