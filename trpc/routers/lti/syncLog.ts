import { z } from "zod";
import { syncLog as syncLogOf } from "#core/lti/outcomes";
import { adminProcedure } from "../../init";

/** LTI-017, ADM-016: a student's grade passback attempts, newest first. */
export const syncLog = adminProcedure.input(z.object({ userId: z.number().int().positive() })).query(({ ctx, input }) => syncLogOf(ctx, input.userId));
