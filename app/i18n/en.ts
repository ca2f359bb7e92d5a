import enAdmin from "./locales/en.admin.json";
import enAuth from "./locales/en.auth.json";
import enCommerce from "./locales/en.commerce.json";
import enDashboard from "./locales/en.dashboard.json";
import enForms from "./locales/en.forms.json";
import en from "./locales/en.json";
import enLearning from "./locales/en.learning.json";
import enPublic from "./locales/en.public.json";
import enLti from "./locales/en.lti.json";
import enStudy from "./locales/en.study.json";
import enQuizzes from "./locales/en.quizzes.json";
import enReview from "./locales/en.review.json";
import enLive from "./locales/en.live.json";

/** The English interface strings, one key per feature area (see ./index.ts). */
export const translation = {
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
  review: enReview,
  live: enLive,
};
