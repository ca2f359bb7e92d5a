import { deleteNote as deleteNoteOf } from "#core/study/notes";
import { idInput } from "#shared/studySchemas";
import { accountOwnerProcedure } from "../../init";

export const deleteNote = accountOwnerProcedure.input(idInput).mutation(({ ctx, input }) => deleteNoteOf(ctx, input.id));
