import { z } from "zod";
import { scoreAttempt } from "#core/quizzes/quizzes";
import { answersInput } from "#shared/quizzes";
import { id, recorderProcedure } from "./shared";

/** QUIZ-006: the score view (answers locked, not saved). */
export const score = recorderProcedure
  .input(z.object({ quizId: id, attemptId: id.nullable(), answers: answersInput }))
  .mutation(({ ctx, input }) => scoreAttempt(ctx, input));
