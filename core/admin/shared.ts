import { Conflict, Invalid, NotFound } from "#core/errors";
import type { Payload } from "payload";
import { ADMIN_MESSAGES } from "#shared/adminUsers";
import type { Class, Membership, User } from "#cms/payload-types";
import type { Context } from "#core/context";

/** The admin as Payload's access rules see them (calls made on their behalf pass it with overrideAccess: false). */
export const asUser = (user: User) => ({ ...user, collection: "users" as const });

/** An admin procedure's context (adminProcedure: signed in, role admin). */
export type AdminCtx = Context & { user: User };

/** The signed-in admin's Local API options: their own access rules apply. */
export const onBehalfOf = (ctx: AdminCtx) => ({ overrideAccess: false as const, user: asUser(ctx.user) });

export type NamedRef = { id: number; name: string; key: string };

/** Every membership and class by id and by key (keys compared case-insensitively). */
export async function loadCatalog(ctx: AdminCtx) {
  const [memberships, classes] = await Promise.all([
    ctx.payload.find({
      collection: "memberships",
      pagination: false,
      depth: 0,
      locale: ctx.language,
      select: { key: true, name: true },
      sort: "key",
      ...onBehalfOf(ctx),
    }),
    ctx.payload.find({ collection: "classes", pagination: false, depth: 0, select: { key: true, name: true }, sort: "name", ...onBehalfOf(ctx) }),
  ]);
  const index = (docs: { id: number; key: string; name: string }[]) => ({
    byId: new Map(docs.map((d) => [d.id, { id: d.id, key: d.key, name: d.name }])),
    byKey: new Map(docs.map((d) => [d.key.toLowerCase(), { id: d.id, key: d.key, name: d.name }])),
  });
  return {
    memberships: index(memberships.docs as Pick<Membership, "id" | "key" | "name">[]),
    classes: index(classes.docs as Pick<Class, "id" | "key" | "name">[]),
  };
}

/** Whether an account already uses this e-mail (or username), other than `exceptId`. */
export async function isTaken(payload: Payload, field: "email" | "username", value: string, exceptId?: number) {
  const { totalDocs } = await payload.count({
    collection: "users",
    where: { [field]: { equals: value }, ...(exceptId ? { id: { not_equals: exceptId } } : {}) },
    overrideAccess: true,
  });
  return totalDocs > 0;
}

/** The stable code of each admin message ("admin.emailTaken"). */
const ADMIN_CODE_OF_MESSAGE = new Map<string, string>(Object.entries(ADMIN_MESSAGES).map(([key, message]) => [message, `admin.${key}`]));
export const conflict = (message: string) => new Conflict(ADMIN_CODE_OF_MESSAGE.get(message) ?? "admin.conflict", message);
export const badRequest = (message: string) => new Invalid(ADMIN_CODE_OF_MESSAGE.get(message) ?? "admin.invalid", message);
export const userNotFound = () => new NotFound("admin.userNotFound", ADMIN_MESSAGES.userNotFound);
