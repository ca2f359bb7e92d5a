import { z } from "zod";
import { scoreAttempt } from "#core/quizzes/quizzes";
import { answersInput } from "#shared/quizzes";
import { id } from "./shared";
import { quizRecorderProcedure } from "../../init";

/** QUIZ-006: the score view (answers locked, not saved). */
export const score = quizRecorderProcedure
  .input(z.object({ quizId: id, attemptId: id.nullable(), answers: answersInput }))
  .mutation(({ ctx, input }) => scoreAttempt(ctx, input));
