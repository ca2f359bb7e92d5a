import { z } from "zod";
import { submitAttempt } from "#core/quizzes/quizzes";
import { id, recorderProcedure } from "./shared";

/** QUIZ-009: records the attempt. */
export const submit = recorderProcedure.input(z.object({ attemptId: id })).mutation(({ ctx, input }) => submitAttempt(ctx, input));
