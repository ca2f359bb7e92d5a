import { editComment as editCommentOf } from "#core/study/qa";
import { editCommentInput } from "#shared/studySchemas";
import { accountOwnerProcedure } from "../../init";

export const editComment = accountOwnerProcedure.input(editCommentInput).mutation(({ ctx, input }) => editCommentOf(ctx, input));
