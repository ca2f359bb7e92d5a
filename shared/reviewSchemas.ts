import { z } from "zod";

/** The review procedures' inputs (issue 28). */
export const reviewSessionInput = z.object({ unitId: z.number().int().positive().nullable().default(null) });
export const reviewAnswerInput = z.object({ cardId: z.number().int().positive(), optionId: z.string().min(1).max(64) });
export const setReviewEnabledInput = z.object({ classId: z.number().int().positive(), enabled: z.boolean() });
