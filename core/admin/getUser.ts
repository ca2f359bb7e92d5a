import type { AdminCtx } from "#core/admin/shared";
import { z } from "zod";
import { displayName } from "#shared/adminUsers";
import type { Class, Membership } from "#cms/payload-types";
import { onBehalfOf, userNotFound } from "#core/admin/shared";
import { idOf } from "#core/ids";
import { nullIfNotFound } from "#core/notFound";

/** Notes shown on a record (newest first); older ones stay in the CMS. */
const NOTES_SHOWN = 500;

export const getUserInput = z.object({ id: z.number().int().positive() });

/**
 * ADM-015: one account as the Search Users record shows it — ID, Name ('last, first'), Email,
 * UserName, Role, memberships, classes and the notes log (date, type, user, message).
 */
export async function getUser(ctx: AdminCtx, input: z.infer<typeof getUserInput>) {
  const user = await ctx.payload
    .findByID({ collection: "users", id: input.id, depth: 1, locale: ctx.language, joins: { notes: false }, ...onBehalfOf(ctx) })
    .catch(nullIfNotFound);
  if (!user) throw userNotFound();
  const notes = await ctx.payload.find({
    collection: "user-notes",
    where: { user: { equals: user.id } },
    sort: "-createdAt",
    limit: NOTES_SHOWN,
    depth: 0,
    ...onBehalfOf(ctx),
  });
  const refs = <T extends Membership | Class>(list: (number | T)[] | null | undefined) =>
    (list ?? []).filter((x): x is T => typeof x === "object").map((x) => ({ id: x.id, key: x.key, name: x.name }));
  return {
    ID: user.id,
    Name: displayName(user),
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    Email: user.email,
    UserName: user.username ?? "",
    Role: user.role,
    isLTI: !!user.isLTI,
    mustResetPassword: !!user.mustResetPassword,
    memberships: refs<Membership>(user.memberships),
    classes: refs<Class>(user.classes),
    notes: notes.docs.map((n) => ({
      id: n.id,
      date: n.createdAt,
      type: n.type,
      user: n.authorName || (idOf(n.author) ? `#${idOf(n.author)}` : "system"),
      message: n.message,
    })),
  };
}
