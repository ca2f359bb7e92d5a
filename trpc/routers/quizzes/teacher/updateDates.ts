import { z } from "zod";
import { updateQuizDates } from "#core/quizzes/teaching";
import { DATE_UPDATE_TYPES, isoDate } from "#shared/quizzes";
import { teacherProcedure } from "../../../init";
import { classId } from "./shared";

/** TEA-016…TEA-020. */
export const updateDates = teacherProcedure
  .input(
    z.object({
      classId,
      quizId: z.union([z.number().int().positive(), z.literal("all")]),
      updateType: z.enum(DATE_UPDATE_TYPES),
      date: isoDate.nullable(),
    }),
  )
  .mutation(({ ctx, input }) => updateQuizDates(ctx, input));
