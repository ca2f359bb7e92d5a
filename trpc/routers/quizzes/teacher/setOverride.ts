import { z } from "zod";
import { setQuizOverride } from "#core/quizzes/teaching";
import { isoDate, MAX_EXTRA_ATTEMPTS, OVERRIDE_REASON_MAX } from "#shared/quizzes";
import { teacherProcedure } from "../../../init";
import { classId } from "./shared";

/** Per-student override (decision 034): extra attempts and/or own dates for one quiz or a whole unit, with a reason. */
export const setOverride = teacherProcedure
  .input(
    z.object({
      classId,
      userId: z.number().int().positive(),
      unitId: z.number().int().positive(),
      quizId: z.number().int().positive().nullable(),
      extraAttempts: z.number().int().min(0).max(MAX_EXTRA_ATTEMPTS),
      openDate: isoDate.nullable(),
      closeDate: isoDate.nullable(),
      reason: z.string().trim().min(1).max(OVERRIDE_REASON_MAX),
    }),
  )
  .mutation(({ ctx, input }) => setQuizOverride(ctx, input));
