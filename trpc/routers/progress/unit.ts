import { unitProgressOf, unitInput } from "#core/progress/unit";
import { authedProcedure } from "../../init";

/**
 * LRN-035, LRN-036, LRN-038, LRN-053: a unit's progress for the caller — the summary
 * (lessonsCompleted, lessonsInprogress, lessonsNotStarted, lessonsTotal, percentCompleted),
 * the unit total grade, and every module's status and grade and every lesson's status.
 */
export const unit = authedProcedure.input(unitInput).query(({ ctx, input }) => unitProgressOf(ctx, input));
