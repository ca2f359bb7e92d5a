import { z } from "zod";
import { startAttempt } from "#core/quizzes/quizzes";
import { localeOf } from "#core/content/callers";
import { id, lang } from "./shared";
import { quizRecorderProcedure } from "../../init";

/** QUIZ-005, QUIZ-011: 'Take Quiz' / 'Retake'. */
export const start = quizRecorderProcedure
  .input(z.object({ quizId: id, lang }))
  .mutation(({ ctx, input }) => startAttempt(ctx, input.quizId, localeOf(ctx, input.lang)));
