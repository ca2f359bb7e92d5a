import { z } from "zod";
import { myQuizGrades } from "#core/quizzes/teaching";
import { accountOwnerProcedure } from "../../../init";
import { localeOf } from "#core/content/callers";
import { lang } from "./shared";

/** QUIZ-023, QUIZ-025: the caller's own grades (own account only, SES-051). */
export const myGrades = accountOwnerProcedure.input(z.object({ lang }).optional()).query(({ ctx, input }) => myQuizGrades(ctx, localeOf(ctx, input?.lang)));
