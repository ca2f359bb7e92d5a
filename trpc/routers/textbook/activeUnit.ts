import { activeUnit as activeUnitOf } from "#core/content/activeUnit";
import { authedProcedure } from "../../init";

/** LRN-007: the id of the unit /textbook shows (null: none). */
export const activeUnit = authedProcedure.query(({ ctx }) => activeUnitOf(ctx));
