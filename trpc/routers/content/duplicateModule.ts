import { duplicateModule as duplicateModuleOf, duplicateModuleInput } from "#core/content/duplicateModule";
import { adminProcedure } from "../../init";

/** ADM-041 … ADM-043: copies a module, its lessons and quizzes, as drafts under a new name. */
export const duplicateModule = adminProcedure.input(duplicateModuleInput).mutation(({ ctx, input }) => duplicateModuleOf(ctx, input));
