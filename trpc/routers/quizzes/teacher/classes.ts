import { teacherClasses } from "#core/quizzes/teaching";
import { teacherProcedure } from "../../../init";

/** TEA-001. */
export const classes = teacherProcedure.query(({ ctx }) => teacherClasses(ctx));
