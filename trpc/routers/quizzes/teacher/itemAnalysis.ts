import { z } from "zod";
import { itemAnalysis as itemAnalysisOf } from "#core/quizzes/teaching";
import { teacherProcedure } from "../../../init";
import { localeOf } from "#core/content/callers";
import { classId, lang } from "./shared";

/** Item analysis: each question's share of correct answers in the class, most missed first. */
export const itemAnalysis = teacherProcedure
  .input(z.object({ classId, quizId: z.number().int().positive(), lang }))
  .query(({ ctx, input }) => itemAnalysisOf(ctx, input.classId, input.quizId, localeOf(ctx, input.lang)));
