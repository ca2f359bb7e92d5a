import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import enAdmin from "./locales/en.admin.json";
import enAuth from "./locales/en.auth.json";
import enCommerce from "./locales/en.commerce.json";
import enDashboard from "./locales/en.dashboard.json";
import enForms from "./locales/en.forms.json";
import en from "./locales/en.json";
import enLearning from "./locales/en.learning.json";
import enPublic from "./locales/en.public.json";
import enLti from "./locales/en.lti.json";
import frAdmin from "./locales/fr.admin.json";
import frAuth from "./locales/fr.auth.json";
import frCommerce from "./locales/fr.commerce.json";
import frDashboard from "./locales/fr.dashboard.json";
import frForms from "./locales/fr.forms.json";
import fr from "./locales/fr.json";
import frLearning from "./locales/fr.learning.json";
import frPublic from "./locales/fr.public.json";
import enStudy from "./locales/en.study.json";
import frStudy from "./locales/fr.study.json";
// Quizzes (issue 13)
import enQuizzes from "./locales/en.quizzes.json";
import frQuizzes from "./locales/fr.quizzes.json";
import frLti from "./locales/fr.lti.json";

import { LANGUAGES, type Language } from "#shared/language";

export { LANGUAGES, type Language };
/**
 * All interface strings. Feature areas keep their own file, merged under one key each:
 * locales/<lang>.auth.json → t("auth.…") (sign-in, passwords), <lang>.dashboard.json →
 * t("dashboard.…") (the /account tabs), <lang>.admin.json → t("admin.…") (admin tools),
 * <lang>.learning.json → t("learning.…") (units, modules, lessons, progress), <lang>.public.json →
 * t("public.…") (home, About, catalogue, privacy pages).
 */
export const resources = {
  en: {
    translation: {
      ...en,
      admin: enAdmin,
      auth: enAuth,
      commerce: enCommerce,
      dashboard: enDashboard,
      forms: enForms,
      learning: enLearning,
      public: enPublic,
      lti: enLti,
      study: enStudy,
      quizzes: enQuizzes,
    },
  },
  fr: {
    translation: {
      ...fr,
      admin: frAdmin,
      auth: frAuth,
      commerce: frCommerce,
      dashboard: frDashboard,
      forms: frForms,
      learning: frLearning,
      public: frPublic,
      lti: frLti,
      study: frStudy,
      quizzes: frQuizzes,
    },
  },
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
