import { z } from "zod";
import { currentAttempt } from "#core/quizzes/quizzes";
import { authedProcedure } from "../../init";
import { localeOf } from "#core/content/callers";
import { id, lang } from "./shared";

/** QUIZ-004: the attempt being taken, in its stored order (no answers), or null. */
export const current = authedProcedure
  .input(z.object({ quizId: id, lang }))
  .query(({ ctx, input }) => currentAttempt(ctx, input.quizId, localeOf(ctx, input.lang)));
