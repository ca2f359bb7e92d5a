import { Forbidden } from "#core/errors";
import { z } from "zod";
import { QUIZ_REFUSALS } from "#shared/quizzes";
import { authedProcedure } from "../../init";

export const id = z.number().int().positive();
export const lang = z.enum(["EN", "FR"]).optional();

/**
 * QUIZ-012, SES-056: a multi-session (shared-computer) session takes no quiz — start, answer, score and
 * submit are refused here, before their input is read, and again in core/quizzes (docs/decisions/137-shared-computer-quizzes.md).
 */
export const recorderProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.multiSession) throw new Forbidden("quiz.multiSession", QUIZ_REFUSALS.multiSession);
  return next();
});
