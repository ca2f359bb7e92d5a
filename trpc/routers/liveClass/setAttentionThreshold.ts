import { z } from "zod";
import { setAttentionThreshold as saveThreshold } from "#core/liveClass/attention";
import { teacherProcedure } from "../../init";

export const setAttentionThresholdInput = z.object({ classId: z.number().int().positive(), threshold: z.number().int().min(0).max(100) });

/** Issue 28 item 2: the grade threshold (percent) below which a student of the class needs attention. */
export const setAttentionThreshold = teacherProcedure
  .input(setAttentionThresholdInput)
  .mutation(({ ctx, input }) => saveThreshold(ctx, input.classId, input.threshold));
