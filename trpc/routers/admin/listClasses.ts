import { listClasses as listClassesOf } from "#core/admin/listClasses";
import { adminProcedure } from "../../init";

/** ADM-001: every class, as the legacy named them (schoolId, schoolName), by name. */
export const listClasses = adminProcedure.query(({ ctx }) => listClassesOf(ctx));
