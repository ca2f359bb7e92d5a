import { reviewSettings } from "#core/review/settings";
import { teacherProcedure } from "../../init";

/** Issue 28: General Settings — review on or off, per class of the teacher. */
export const settings = teacherProcedure.query(({ ctx }) => reviewSettings(ctx));
