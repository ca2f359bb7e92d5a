import { openUnit as openUnitOf, openUnitInput } from "#core/progress/openUnit";
import { progressRecorderProcedure } from "../../init";

/** LRN-011: opening the unit page marks the unit IN-PROGRESS. */
export const openUnit = progressRecorderProcedure.input(openUnitInput).mutation(({ ctx, input }) => openUnitOf(ctx, input));
