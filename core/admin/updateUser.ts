import type { AdminCtx } from "#core/admin/shared";
import type { z } from "zod";
import { Forbidden } from "#core/errors";
import { authorOf, inUnit, uniqueViolation } from "#core/admin/accounts";
import {
  ADMIN_MESSAGES,
  describeDifferences,
  DUMMY_ACCOUNT_ROLES,
  EDIT_ROLES,
  hasDifferences,
  type updateUserInput,
  userDifferences,
  type EditableUser,
} from "#shared/adminUsers";
import { badRequest, conflict, isTaken, loadCatalog, onBehalfOf, userNotFound } from "#core/admin/shared";
import { idOf } from "#core/ids";
import { nullIfNotFound } from "#core/notFound";
import { recordAudit } from "#core/audit/record";

/**
 * ADM-017 … ADM-020: saves an edit confirmed in the Search Users tab. The differences are
 * worked out here against the stored record (not trusted from the browser); with none the answer
 * is 'No changes found.'. The update and the one note describing it are one unit.
 */
export async function updateUser(ctx: AdminCtx, input: z.infer<typeof updateUserInput>) {
  const current = await ctx.payload
    .findByID({ collection: "users", id: input.id, depth: 0, joins: { notes: false }, ...onBehalfOf(ctx) })
    .catch(nullIfNotFound);
  if (!current) throw userNotFound();
  const catalog = await loadCatalog(ctx);

  const pick = (index: typeof catalog.memberships, ids: number[], unknown: string) =>
    ids.map((id) => {
      const found = index.byId.get(id);
      if (!found) throw badRequest(unknown);
      return { id, name: found.name };
    });
  const named = (index: typeof catalog.memberships, ids: (number | { id: number })[] | null | undefined) =>
    (ids ?? []).map((x) => idOf(x)!).map((id) => ({ id, name: index.byId.get(id)?.name ?? `#${id}` }));

  const before: EditableUser = {
    email: current.email,
    username: current.username ?? "",
    firstName: current.firstName ?? "",
    lastName: current.lastName ?? "",
    role: current.role,
    memberships: named(catalog.memberships, current.memberships),
    classes: named(catalog.classes, current.classes),
  };
  const { fields } = input;
  if (fields.role !== undefined && fields.role !== current.role) {
    if (!(EDIT_ROLES as readonly string[]).includes(fields.role)) throw badRequest(ADMIN_MESSAGES.roleNotAllowed);
    if (current.id === ctx.user.id) throw new Forbidden("admin.cannotChangeOwnRole", ADMIN_MESSAGES.cannotChangeOwnRole);
    if (!(DUMMY_ACCOUNT_ROLES as readonly string[]).includes(fields.role)) {
      const lists = await ctx.payload.count({ collection: "ip-lists", where: { account: { equals: current.id } }, ...onBehalfOf(ctx) });
      if (lists.totalDocs) throw badRequest(ADMIN_MESSAGES.dummyAccountRole);
    }
  }
  const differences = userDifferences(current.id, before, fields, {
    memberships: {
      add: pick(catalog.memberships, input.membershipUpdates.add, ADMIN_MESSAGES.unknownMembership),
      remove: pick(catalog.memberships, input.membershipUpdates.remove, ADMIN_MESSAGES.unknownMembership),
    },
    classes: {
      add: pick(catalog.classes, input.classUpdates.add, ADMIN_MESSAGES.unknownClass),
      remove: pick(catalog.classes, input.classUpdates.remove, ADMIN_MESSAGES.unknownClass),
    },
  });
  if (!hasDifferences(differences)) throw badRequest(ADMIN_MESSAGES.noChanges);
  const changed = differences.fields;
  if (changed.email && (await isTaken(ctx.payload, "email", changed.email.New, current.id))) throw conflict(ADMIN_MESSAGES.emailInUse);
  if (changed.username?.New && (await isTaken(ctx.payload, "username", changed.username.New, current.id))) throw conflict(ADMIN_MESSAGES.usernameInUse);

  const nextSet = (was: { id: number }[], updates: { add: number[]; remove: number[] }) => {
    const ids = new Set(was.map((x) => x.id));
    for (const id of updates.remove) ids.delete(id);
    for (const id of updates.add) ids.add(id);
    return [...ids];
  };
  const data = {
    ...Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, k === "username" && !v.New ? null : v.New])),
    memberships: nextSet(before.memberships, input.membershipUpdates),
    classes: nextSet(before.classes, input.classUpdates),
  };
  await inUnit(ctx.payload, ctx.user, async (req) => {
    await ctx.payload.update({ collection: "users", id: current.id, data, depth: 0, req, ...onBehalfOf(ctx) });
    await ctx.payload.create({
      collection: "user-notes",
      overrideAccess: true,
      depth: 0,
      req,
      data: { user: current.id, type: "update", message: describeDifferences(differences), ...authorOf(ctx.user) },
    });
    // Issue 50: the audit row, in the same unit. Personal fields (e-mail, names, username) are named, not copied.
    await recordAudit({ payload: ctx.payload, req }, ctx, {
      action: changed.role ? "user.role" : "user.updated",
      target: { type: "user", id: current.id },
      summary: {
        changed: Object.keys(changed),
        ...(changed.role ? { before: { role: changed.role.Old }, after: { role: changed.role.New } } : {}),
        ...(differences.membershipUpdates.add || differences.membershipUpdates.remove ? { memberships: differences.membershipUpdates } : {}),
        ...(differences.classUpdates.add || differences.classUpdates.remove ? { classes: differences.classUpdates } : {}),
      },
    });
  }).catch((err) => {
    const field = uniqueViolation(err);
    if (field) throw conflict(field === "email" ? ADMIN_MESSAGES.emailInUse : ADMIN_MESSAGES.usernameInUse);
    throw err;
  });
  return { msg: ADMIN_MESSAGES.userUpdated, differences };
}
