import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import enAdmin from "./locales/en.admin.json";
import enAuth from "./locales/en.auth.json";
import enDashboard from "./locales/en.dashboard.json";
import en from "./locales/en.json";
import enLearning from "./locales/en.learning.json";
import frAdmin from "./locales/fr.admin.json";
import frAuth from "./locales/fr.auth.json";
import frDashboard from "./locales/fr.dashboard.json";
import fr from "./locales/fr.json";
import frLearning from "./locales/fr.learning.json";

export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
/**
 * All interface strings. Feature areas keep their own file, merged under one key each:
 * locales/<lang>.auth.json → t("auth.…") (sign-in, passwords), <lang>.dashboard.json →
 * t("dashboard.…") (the /account tabs), <lang>.admin.json → t("admin.…") (admin tools),
 * <lang>.learning.json → t("learning.…") (units, modules, lessons, progress).
 */
export const resources = {
  en: { translation: { ...en, auth: enAuth, dashboard: enDashboard, admin: enAdmin, learning: enLearning } },
  fr: { translation: { ...fr, auth: frAuth, dashboard: frDashboard, admin: frAdmin, learning: frLearning } },
} as const;

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
