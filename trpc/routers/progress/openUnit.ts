import { openUnit as openUnitOf, openUnitInput } from "#core/progress/openUnit";
import { recorderProcedure } from "./builders";

/** LRN-011: opening the unit page marks the unit IN-PROGRESS. */
export const openUnit = recorderProcedure.input(openUnitInput).mutation(({ ctx, input }) => openUnitOf(ctx, input));
