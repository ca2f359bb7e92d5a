import { listArLessons } from "#core/ar/associations";
import { adminProcedure } from "../../init";

/** ADM-045: every lesson (id, title) to choose from. */
export const listLessons = adminProcedure.query(({ ctx }) => listArLessons(ctx));
