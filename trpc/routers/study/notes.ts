import { listNotes } from "#core/study/notes";
import { accountOwnerProcedure } from "../../init";

/**
 * Notes and bookmarks (NOTE-004…NOTE-017): the caller's own, in their own account only — library
 * and multi-session sessions are refused (NOTE-001, the Notebook is hidden there).
 */
export const notes = accountOwnerProcedure.query(({ ctx }) => listNotes(ctx, ctx.language));
