import { deleteComment as deleteCommentOf } from "#core/study/qa";
import { idInput } from "#shared/studySchemas";
import { accountOwnerProcedure } from "../../init";

export const deleteComment = accountOwnerProcedure.input(idInput).mutation(({ ctx, input }) => deleteCommentOf(ctx, input.id));
