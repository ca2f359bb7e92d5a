import { createCallerFactory, router } from "./init";
import { accountingRouter } from "./routers/accounting/router";
import { adminRouter } from "./routers/admin/router";
import { arRouter } from "./routers/ar/router";
import { authRouter } from "./routers/auth/router";
import { catalogRouter } from "./routers/catalog/router";
import { formsRouter } from "./routers/forms/router";
import { commerceRouter } from "./routers/commerce/router";
import { contentRouter } from "./routers/content/router";
import { liveClassRouter } from "./routers/liveClass/router";
import { ltiRouter } from "./routers/lti/router";
import { progressRouter } from "./routers/progress/router";
import { publicSiteRouter } from "./routers/publicSite/router";
import { quizzesRouter } from "./routers/quizzes/router";
import { offlineRouter } from "./routers/offline/router";
import { reviewRouter } from "./routers/review/router";
import { sessionRouter } from "./routers/session/router";
import { ssoRouter } from "./routers/sso/router";
import { studyRouter } from "./routers/study/router";
import { textbookRouter } from "./routers/textbook/router";
import { usersRouter } from "./routers/users/router";
import { auditRouter } from "./routers/audit/router";
import { privacyRouter } from "./routers/privacy/router";

export const appRouter = router({
  auth: authRouter,
  content: contentRouter,
  session: sessionRouter,
  textbook: textbookRouter,
  progress: progressRouter,
  ar: arRouter,
  users: usersRouter,
  admin: adminRouter,
  publicSite: publicSiteRouter,
  study: studyRouter,
  quizzes: quizzesRouter,
  // Issue 28: spaced-repetition review
  review: reviewRouter,
  // Issue 46 item 2: a module kept offline, writes made offline
  offline: offlineRouter,
  lti: ltiRouter,
  // Issue 11, products and forms (feat/forms)
  catalog: catalogRouter,
  forms: formsRouter,
  commerce: commerceRouter,
  // Issue 28: the live class view
  liveClass: liveClassRouter,
  // Issue 27: the QuickBooks Online connection
  accounting: accountingRouter,
  sso: ssoRouter,
  privacy: privacyRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: loaders and tests call procedures directly, with the same context and rules. */
export const createCaller = createCallerFactory(appRouter);
