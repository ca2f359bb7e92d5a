import { z } from "zod";
import { classAttempts } from "#core/quizzes/teaching";
import { teacherProcedure } from "../../../init";
import { classId } from "./shared";

/** TEA-021. */
export const attempts = teacherProcedure.input(z.object({ classId })).query(({ ctx, input }) => classAttempts(ctx, input.classId));
