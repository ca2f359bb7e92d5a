import crypto from "node:crypto";
import type { Language } from "#shared/language";
import { resources } from "./resources";

/**
 * The interface strings of one language as a JSON resource (app/routes/i18n.$lang.ts), served once to
 * each browser and kept by it: the URL carries a digest of the strings, so a changed string is a new
 * URL. Pages only name it (root.tsx preloads it; entry.client.tsx reads it before hydrating), which
 * keeps about 18 KiB gzip of strings out of every page's HTML.
 */
const texts = new Map<Language, { json: string; version: string }>();

function textOf(language: Language) {
  let t = texts.get(language);
  if (!t) {
    const json = JSON.stringify(resources[language].translation);
    t = { json, version: crypto.createHash("sha256").update(json).digest("hex").slice(0, 16) };
    texts.set(language, t);
  }
  return t;
}

export const stringsJson = (language: Language) => textOf(language).json;
export const stringsVersion = (language: Language) => textOf(language).version;
export const stringsUrl = (language: Language) => `/i18n/${language}?v=${stringsVersion(language)}`;
