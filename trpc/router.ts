import { createCallerFactory, router } from "./init";
import { adminRouter } from "./routers/admin/router";
import { arRouter } from "./routers/ar/router";
import { authRouter } from "./routers/auth/router";
import { contentRouter } from "./routers/content/router";
import { progressRouter } from "./routers/progress/router";
import { sessionRouter } from "./routers/session/router";
import { textbookRouter } from "./routers/textbook/router";
import { usersRouter } from "./routers/users/router";

export const appRouter = router({
  auth: authRouter,
  content: contentRouter,
  session: sessionRouter,
  textbook: textbookRouter,
  progress: progressRouter,
  ar: arRouter,
  users: usersRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: loaders and tests call procedures directly, with the same context and rules. */
export const createCaller = createCallerFactory(appRouter);
