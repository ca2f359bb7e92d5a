import { Forbidden } from "#core/errors";
import { z } from "zod";
import { QUIZ_REFUSALS } from "#shared/quizzes";
import { authedProcedure } from "../../init";

export const id = z.number().int().positive();
export const lang = z.enum(["EN", "FR"]).optional();

/** QUIZ-012: multi-session sessions get no submit and record nothing (refused here, not only by the page). */
export const recorderProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.multiSession) throw new Forbidden("quiz.multiSession", QUIZ_REFUSALS.multiSession);
  return next();
});
