import { z } from "zod";
import { saveAnswer } from "#core/quizzes/quizzes";
import { id } from "./shared";
import { quizRecorderProcedure } from "../../init";

/** QUIZ-004: keeps one chosen answer on the open attempt (a reload resumes the choices). */
export const answer = quizRecorderProcedure
  .input(z.object({ attemptId: id, questionId: z.string().min(1).max(64), optionId: z.string().min(1).max(64) }))
  .mutation(({ ctx, input }) => saveAnswer(ctx, input));
