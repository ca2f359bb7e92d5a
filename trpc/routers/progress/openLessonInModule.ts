import { z } from "zod";
import { openLessonInModule as openInModule } from "#core/progress/lessonOpening";
import { progressRecorderProcedure } from "../../init";

export const openLessonInModuleInput = z.object({ moduleId: z.number().int().positive(), lessonId: z.number().int().positive() });

/**
 * LRN-040, LRN-042: what the module page records once a lesson shows, as one call — the lesson checked against the
 * module, access checked once, the lesson, module and unit IN-PROGRESS and the unit's statuses read back in one
 * statement (core/progress/lessonOpening.ts). Multi-session sessions are refused (SES-056).
 */
export const openLessonInModule = progressRecorderProcedure.input(openLessonInModuleInput).mutation(({ ctx, input }) => openInModule(ctx, input));
