import type { AdminCtx } from "#core/admin/shared";
import { Forbidden } from "#core/errors";
import { z } from "zod";
import { deleteAccount } from "#core/admin/accounts";
import { ADMIN_MESSAGES } from "#shared/adminUsers";
import { badRequest, conflict, onBehalfOf, userNotFound } from "#core/admin/shared";
import { nullIfNotFound } from "#core/notFound";

export const deleteUserInput = z.object({ id: z.number().int().positive(), confirmEmail: z.string().trim().toLowerCase().max(320) });

/**
 * ADM-026: deletes an account once the admin has typed its e-mail address again. Refused for
 * the admin's own account and for an IP list's dummy account. What goes with the account and
 * what stays: docs/decisions/005-deleting-users.md.
 */
export async function deleteUser(ctx: AdminCtx, input: z.infer<typeof deleteUserInput>) {
  if (input.id === ctx.user.id) throw new Forbidden("admin.cannotDeleteSelf", ADMIN_MESSAGES.cannotDeleteSelf);
  const user = await ctx.payload.findByID({ collection: "users", id: input.id, depth: 0, joins: { notes: false }, ...onBehalfOf(ctx) }).catch(nullIfNotFound);
  if (!user) throw userNotFound();
  if (input.confirmEmail !== user.email) throw badRequest(ADMIN_MESSAGES.confirmMismatch);
  const lists = await ctx.payload.count({ collection: "ip-lists", where: { account: { equals: user.id } }, ...onBehalfOf(ctx) });
  if (lists.totalDocs > 0) throw conflict(ADMIN_MESSAGES.accountOfIpList);
  await deleteAccount(ctx.payload, ctx.user, user, ctx);
  return { deleted: true, ID: user.id, Email: user.email };
}
