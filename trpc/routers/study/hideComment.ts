import { hideComment as hideCommentOf } from "#core/study/qa";
import { hideCommentInput } from "#shared/studySchemas";
import { teacherProcedure } from "../../init";

export const hideComment = teacherProcedure.input(hideCommentInput).mutation(({ ctx, input }) => hideCommentOf(ctx, input));
