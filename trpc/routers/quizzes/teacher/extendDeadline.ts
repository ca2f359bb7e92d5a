import { z } from "zod";
import { extendDeadline as extendDeadlineOf } from "#core/quizzes/teaching";
import { EXCEPTION_CHANGES, isoDate } from "#shared/quizzes";
import { teacherProcedure } from "../../../init";
import { classId } from "./shared";

/** TEA-006…TEA-009: 'Extend Deadline' ADD / REMOVE for a student and a unit. */
export const extendDeadline = teacherProcedure
  .input(
    z.object({
      classId,
      userId: z.number().int().positive(),
      unitId: z.number().int().positive(),
      exceptionChange: z.enum(EXCEPTION_CHANGES),
      expireDate: isoDate.nullable(),
    }),
  )
  .mutation(({ ctx, input }) => extendDeadlineOf(ctx, input));
