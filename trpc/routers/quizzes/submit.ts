import { z } from "zod";
import { submitAttempt } from "#core/quizzes/quizzes";
import { localeOf } from "#core/content/callers";
import { id, lang } from "./shared";
import { quizRecorderProcedure } from "../../init";

/** QUIZ-009: records the attempt; the results in the session's language, or `lang` (issue 46 F2). */
export const submit = quizRecorderProcedure
  .input(z.object({ attemptId: id, lang }))
  .mutation(({ ctx, input }) => submitAttempt(ctx, { attemptId: input.attemptId }, localeOf(ctx, input.lang)));
