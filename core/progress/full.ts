import type { AuthedContext } from "#core/context";
import { progressOf } from "#core/progress/progressStore";
import { quizProgressOf } from "#core/quizzes/quizzes";

/** LRN-032, QUIZ-022: the caller's full progress, with each quiz's recorded grade (core/quizzes/quizzes.ts). */
export async function fullProgress(ctx: AuthedContext) {
  const [progress, quizProgress] = await Promise.all([progressOf(ctx.payload, ctx.user.id), quizProgressOf(ctx, ctx.user.id)]);
  return {
    studentProgress: progress.rows.map((r) => ({ type: r.type, id: r.itemId, status: r.status, grade: r.grade, unitId: r.unitId, moduleId: r.moduleId })),
    quizProgress,
  };
}
