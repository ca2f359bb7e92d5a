import { postComment as postCommentOf } from "#core/study/qa";
import { postCommentInput } from "#shared/studySchemas";
import { accountOwnerProcedure } from "../../init";

export const postComment = accountOwnerProcedure.input(postCommentInput).mutation(({ ctx, input }) => postCommentOf(ctx, input, ctx.language));
