import frAdmin from "./locales/fr.admin.json";
import frAuth from "./locales/fr.auth.json";
import frCommerce from "./locales/fr.commerce.json";
import frDashboard from "./locales/fr.dashboard.json";
import frForms from "./locales/fr.forms.json";
import fr from "./locales/fr.json";
import frLearning from "./locales/fr.learning.json";
import frPublic from "./locales/fr.public.json";
import frStudy from "./locales/fr.study.json";
import frQuizzes from "./locales/fr.quizzes.json";
import frReview from "./locales/fr.review.json";
import frLive from "./locales/fr.live.json";
import frLti from "./locales/fr.lti.json";

/** The French interface strings, one key per feature area (see ./index.ts). */
export const translation = {
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
  review: frReview,
  live: frLive,
};
