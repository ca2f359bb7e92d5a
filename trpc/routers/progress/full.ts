import { fullProgress } from "#core/progress/full";
import { authedProcedure } from "../../init";

/** LRN-032, QUIZ-022: the caller's full progress, with each quiz's recorded grade (core/quizzes/quizzes.ts). */
export const full = authedProcedure.query(({ ctx }) => fullProgress(ctx));
