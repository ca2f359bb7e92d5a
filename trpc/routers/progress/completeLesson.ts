import { completeLesson as completeLessonOf, completeLessonInput } from "#core/progress/completeLesson";
import { progressRecorderProcedure } from "../../init";

/**
 * LRN-041: the learner's complete button makes the lesson COMPLETE (and, LRN-042, its module and
 * unit IN-PROGRESS). Idempotent: completing it again (or from two tabs at once) leaves the one
 * record COMPLETE. Answers whether every published lesson of the module is now COMPLETE, so the
 * page can complete the module too. The lesson's place and its module's lessons come from the
 * content read model; the caller's entitlements are one statement, the writes and the count one
 * round trip (core/progress/progressStore.ts recordLessonCompletion).
 */
export const completeLesson = progressRecorderProcedure.input(completeLessonInput).mutation(({ ctx, input }) => completeLessonOf(ctx, input));
