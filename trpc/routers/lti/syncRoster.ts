import { z } from "zod";
import { syncRosterOfClass } from "#core/lti/forceSync";
import { teacherProcedure } from "../../init";

/** LTI 1.3 NRPS on demand: the course rosters of the teacher's platforms for this class. */
export const syncRoster = teacherProcedure
  .input(z.object({ classId: z.number().int().positive() }))
  .mutation(({ ctx, input }) => syncRosterOfClass(ctx, input.classId));
