import { lessonAr as lessonArOf, lessonArInput } from "#core/content/lessonAr";
import { publicProcedure } from "../../init";

/**
 * LRN-027: the AR structure associated with a lesson (structureName, unitIndex = the order of the
 * lesson's unit), or errorCode NOT_FOUND, which hides the AR block.
 */
export const lessonAr = publicProcedure.input(lessonArInput).query(({ ctx, input }) => lessonArOf(ctx, input));
