import { openLesson as openLessonOf, openLessonInput } from "#core/progress/openLesson";
import { progressRecorderProcedure } from "../../init";

/**
 * LRN-040: opening a lesson moves it from 'Not Started' to 'IN-PROGRESS' (a COMPLETE lesson
 * stays COMPLETE). LRN-042 (decided): its module and unit become IN-PROGRESS at the same moment,
 * the first time any of their lessons is opened. The lesson's unit becomes the session's active
 * unit (LRN-014: a deep link sets it), so /textbook and 'Back' show the unit being read.
 */
export const openLesson = progressRecorderProcedure.input(openLessonInput).mutation(({ ctx, input }) => openLessonOf(ctx, input));
