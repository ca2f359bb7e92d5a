import { z } from "zod";
import { NOT_FOUND_STATUS, PROGRESS_ITEM_TYPES } from "#shared/progress";
import { authedProcedure } from "../../init";
import { progressOf, publishedOutline, unitProgress } from "#core/progressStore";
import { quizProgressOf } from "#core/quizzes/quizzes";

/** LRN-032, QUIZ-022: the caller's full progress, with each quiz's recorded grade (core/quizzes/quizzes.ts). */
export const full = authedProcedure.query(async ({ ctx }) => {
  const [progress, quizProgress] = await Promise.all([progressOf(ctx.payload, ctx.user.id), quizProgressOf(ctx, ctx.user.id)]);
  return {
    studentProgress: progress.rows.map((r) => ({ type: r.type, id: r.itemId, status: r.status, grade: r.grade, unitId: r.unitId, moduleId: r.moduleId })),
    quizProgress,
  };
});

export const statusInput = z.object({ type: z.enum(PROGRESS_ITEM_TYPES), id: z.number().int().positive() });

/** LRN-037: one item's status for the caller; 'NOT STARTED' when nothing is recorded. */
export const status = authedProcedure.input(statusInput).query(async ({ ctx, input }) => {
  const { docs } = await ctx.payload.find({
    collection: "progress",
    where: { user: { equals: ctx.user.id }, itemType: { equals: input.type }, itemId: { equals: input.id } },
    limit: 1,
    depth: 0,
    select: { status: true, grade: true },
    overrideAccess: true,
  });
  const row = docs[0];
  return row ? { status: row.status, grade: row.grade ?? null } : { status: NOT_FOUND_STATUS, grade: null };
});

export const unitInput = z.object({ unitId: z.number().int().positive() });

/**
 * LRN-035, LRN-036, LRN-038, LRN-053: a unit's progress for the caller — the summary
 * (lessonsCompleted, lessonsInprogress, lessonsNotStarted, lessonsTotal, percentCompleted),
 * the unit total grade, and every module's status and grade and every lesson's status.
 */
export const unit = authedProcedure.input(unitInput).query(async ({ ctx, input }) => {
  const [outline, progress] = await Promise.all([publishedOutline(ctx.payload, [input.unitId]), progressOf(ctx.payload, ctx.user.id)]);
  return unitProgress(input.unitId, outline, progress);
});
