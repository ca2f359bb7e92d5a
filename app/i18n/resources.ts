import { translation as en } from "./en";
import { translation as fr } from "./fr";
import { registerLanguage } from "./index";

/** Both languages' strings, for the server's renders and for tests (the browser loads one: ./index.ts). */
export const resources = { en: { translation: en }, fr: { translation: fr } } as const;

registerLanguage("en", en);
registerLanguage("fr", fr);
