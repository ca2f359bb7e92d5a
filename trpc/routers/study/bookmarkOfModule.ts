import { bookmarkOfModule as bookmarkOfModuleOf } from "#core/study/notes";
import { moduleInput } from "#shared/studySchemas";
import { accountOwnerProcedure } from "../../init";

export const bookmarkOfModule = accountOwnerProcedure.input(moduleInput).query(({ ctx, input }) => bookmarkOfModuleOf(ctx, input.moduleId, ctx.language));
