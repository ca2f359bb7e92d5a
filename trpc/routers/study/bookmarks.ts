import { listBookmarks } from "#core/study/notes";
import { accountOwnerProcedure } from "../../init";

export const bookmarks = accountOwnerProcedure.query(({ ctx }) => listBookmarks(ctx, ctx.language));
