import { addUserNote as addUserNoteOf } from "#core/admin/addUserNote";
import { addNoteInput } from "#shared/adminUsers";
import { adminProcedure } from "../../init";

/** ADM-015: an admin adds a note to an account's log (plain text; shown as text, never as HTML). */
export const addUserNote = adminProcedure.input(addNoteInput).mutation(({ ctx, input }) => addUserNoteOf(ctx, input));
