import { accountOwnerProcedure } from "../../init";
import { bookmarkOfModule, createNote, deleteNote, listBookmarks, listNotes, setBookmark, updateNote } from "#core/study/notes";
import { createNoteInput, idInput, moduleInput, setBookmarkInput, updateNoteInput } from "#shared/studySchemas";

/**
 * Notes and bookmarks (NOTE-004…NOTE-017): the caller's own, in their own account only — library
 * and multi-session sessions are refused (NOTE-001, the Notebook is hidden there).
 */
export const notes = accountOwnerProcedure.query(({ ctx }) => listNotes(ctx, ctx.language));
export const createNoteProcedure = accountOwnerProcedure.input(createNoteInput).mutation(({ ctx, input }) => createNote(ctx, input, ctx.language));
export const updateNoteProcedure = accountOwnerProcedure.input(updateNoteInput).mutation(({ ctx, input }) => updateNote(ctx, input));
export const deleteNoteProcedure = accountOwnerProcedure.input(idInput).mutation(({ ctx, input }) => deleteNote(ctx, input.id));
export const bookmarks = accountOwnerProcedure.query(({ ctx }) => listBookmarks(ctx, ctx.language));
export const bookmarkOfModuleProcedure = accountOwnerProcedure
  .input(moduleInput)
  .query(({ ctx, input }) => bookmarkOfModule(ctx, input.moduleId, ctx.language));
export const setBookmarkProcedure = accountOwnerProcedure.input(setBookmarkInput).mutation(({ ctx, input }) => setBookmark(ctx, input, ctx.language));
