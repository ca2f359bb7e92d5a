import type { AdminCtx } from "#core/admin/shared";
import type { z } from "zod";
import { authorOf } from "#core/admin/accounts";
import { type addNoteInput } from "#shared/adminUsers";
import { onBehalfOf, userNotFound } from "#core/admin/shared";
import { nullIfNotFound } from "#core/notFound";

/** ADM-015: an admin adds a note to an account's log (plain text; shown as text, never as HTML). */
export async function addUserNote(ctx: AdminCtx, input: z.infer<typeof addNoteInput>) {
  const user = await ctx.payload
    .findByID({ collection: "users", id: input.userId, depth: 0, joins: { notes: false }, select: { email: true }, ...onBehalfOf(ctx) })
    .catch(nullIfNotFound);
  if (!user) throw userNotFound();
  const note = await ctx.payload.create({
    collection: "user-notes",
    overrideAccess: true,
    depth: 0,
    data: { user: user.id, type: "note", message: input.message, ...authorOf(ctx.user) },
  });
  return { id: note.id };
}
