import { Forbidden } from "#core/errors";
import { authedProcedure } from "../../init";

export const MULTI_SESSION_REFUSED = "A multi-session session records no progress.";

/**
 * Procedures that record progress. Signed-in callers only (visitors are refused by
 * authedProcedure); multi-session sessions record nothing (SES-056, LRN-046), so the server
 * refuses them here — not only the page that hides the buttons.
 */
export const recorderProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.multiSession) throw new Forbidden("progress.multiSession", MULTI_SESSION_REFUSED);
  return next();
});
