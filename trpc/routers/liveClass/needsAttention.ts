import { z } from "zod";
import { needsAttention as listNeedsAttention } from "#core/liveClass/attention";
import { teacherProcedure } from "../../init";

export const needsAttentionInput = z.object({ classId: z.number().int().positive() });

/** Issue 28 item 2: the class's students behind its unit deadlines or below the teacher's grade threshold, with the reasons. */
export const needsAttention = teacherProcedure.input(needsAttentionInput).query(({ ctx, input }) => listNeedsAttention(ctx, input.classId));
