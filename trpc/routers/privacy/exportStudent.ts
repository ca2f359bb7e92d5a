import { z } from "zod";
import { exportStudentData } from "#core/privacy/exportStudent";
import { adminProcedure } from "../../init";

/** Issue 50 item 4: an admin exports everything held about one student (ZIP of JSON + summary.html). A mutation: it writes the audit row. */
export const exportStudent = adminProcedure
  .input(z.object({ userId: z.number().int().positive() }))
  .mutation(({ ctx, input }) => exportStudentData(ctx, input.userId, { audited: true }));
