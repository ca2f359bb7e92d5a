import { z } from "zod";
import { removeQuizOverride } from "#core/quizzes/teaching";
import { teacherProcedure } from "../../../init";
import { classId } from "./shared";

/** Removes a per-student override. */
export const removeOverride = teacherProcedure
  .input(z.object({ classId, overrideId: z.number().int().positive() }))
  .mutation(({ ctx, input }) => removeQuizOverride(ctx, input));
