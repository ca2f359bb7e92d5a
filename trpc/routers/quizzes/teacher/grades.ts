import { z } from "zod";
import { classGrades } from "#core/quizzes/teaching";
import { teacherProcedure } from "../../../init";
import { localeOf } from "#core/content/callers";
import { classId, lang } from "./shared";

/** TEA-003, TEA-004. */
export const grades = teacherProcedure.input(z.object({ classId, lang })).query(({ ctx, input }) => classGrades(ctx, input.classId, localeOf(ctx, input.lang)));
