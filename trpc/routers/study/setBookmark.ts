import { setBookmark as setBookmarkOf } from "#core/study/notes";
import { setBookmarkInput } from "#shared/studySchemas";
import { accountOwnerProcedure } from "../../init";

export const setBookmark = accountOwnerProcedure.input(setBookmarkInput).mutation(({ ctx, input }) => setBookmarkOf(ctx, input, ctx.language));
