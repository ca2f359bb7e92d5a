import { updateNote as updateNoteOf } from "#core/study/notes";
import { updateNoteInput } from "#shared/studySchemas";
import { accountOwnerProcedure } from "../../init";

export const updateNote = accountOwnerProcedure.input(updateNoteInput).mutation(({ ctx, input }) => updateNoteOf(ctx, input));
