import { createNote as createNoteOf } from "#core/study/notes";
import { createNoteInput } from "#shared/studySchemas";
import { accountOwnerProcedure } from "../../init";

export const createNote = accountOwnerProcedure.input(createNoteInput).mutation(({ ctx, input }) => createNoteOf(ctx, input, ctx.language));
