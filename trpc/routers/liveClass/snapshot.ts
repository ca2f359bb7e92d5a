import { z } from "zod";
import { liveClassSnapshot } from "#core/liveClass/snapshot";
import { teacherProcedure } from "../../init";

export const snapshotInput = z.object({ classId: z.number().int().positive() });

/**
 * Issue 28 item 1: the live class view's starting point (and what it polls behind a buffering proxy,
 * decision 105): who is in which module now, today's completions and quiz submissions.
 */
export const snapshot = teacherProcedure.input(snapshotInput).query(({ ctx, input }) => liveClassSnapshot(ctx, input.classId, ctx.language));
