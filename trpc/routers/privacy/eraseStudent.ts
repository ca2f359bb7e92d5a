import { eraseStudent as eraseStudentOf, eraseStudentInput } from "#core/privacy/eraseStudent";
import { adminProcedure } from "../../init";

/** Issue 50 item 4: erases a student's personal data once the admin has typed the e-mail again (docs/privacy.md). */
export const eraseStudent = adminProcedure.input(eraseStudentInput).mutation(({ ctx, input }) => eraseStudentOf(ctx, input));
