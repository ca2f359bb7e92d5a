import { z } from "zod";
import { setClassAttempts } from "#core/quizzes/teaching";
import { ATTEMPT_CHOICES } from "#shared/quizzes";
import { teacherProcedure } from "../../../init";
import { classId } from "./shared";

/** TEA-021, TEA-022. */
export const setAttempts = teacherProcedure
  .input(
    z.object({
      classId,
      attempts: z
        .number()
        .int()
        .refine((n) => (ATTEMPT_CHOICES as readonly number[]).includes(n), "1 to 10, or 100 (unlimited)"),
    }),
  )
  .mutation(({ ctx, input }) => setClassAttempts(ctx, input.classId, input.attempts));
