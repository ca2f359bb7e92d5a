import { z } from "zod";
import { publicStatus, quizStatus } from "#core/quizzes/quizzes";
import { authedProcedure } from "../../init";
import { id } from "./shared";

/** QUIZ-010, QUIZ-015…QUIZ-020: what the quiz button shows (grade, attempts left, dates, refusal). */
export const status = authedProcedure.input(z.object({ quizId: id })).query(async ({ ctx, input }) => publicStatus(await quizStatus(ctx, input.quizId)));
