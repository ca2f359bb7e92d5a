import { z } from "zod";
import { forceSyncStudent } from "#core/lti/forceSync";
import { teacherProcedure } from "../../init";

/** TEA-011, LTI-013: 'Force LTI Sync' for one student of the teacher's class; answers LTI-013's syncDetails. */
export const forceSync = teacherProcedure
  .input(z.object({ classId: z.number().int().positive(), userId: z.number().int().positive() }))
  .mutation(({ ctx, input }) => forceSyncStudent(ctx, input.classId, input.userId));
