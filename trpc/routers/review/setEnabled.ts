import { setReviewEnabled } from "#core/review/settings";
import { setReviewEnabledInput } from "#shared/reviewSchemas";
import { teacherProcedure } from "../../init";

/** Issue 28: a teacher of the class turns review on or off for its members. */
export const setEnabled = teacherProcedure.input(setReviewEnabledInput).mutation(({ ctx, input }) => setReviewEnabled(ctx, input));
