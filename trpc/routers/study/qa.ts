import { moduleQa } from "#core/study/qa";
import { moduleInput } from "#shared/studySchemas";
import { authedProcedure } from "../../init";

/** QA-001…QA-013: the module page's Q&A (docs/decisions/042-module-qa.md). */
export const qa = authedProcedure.input(moduleInput).query(({ ctx, input }) => moduleQa(ctx, input.moduleId, ctx.language));
