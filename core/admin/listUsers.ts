import type { AdminCtx } from "#core/admin/shared";
import type { Where } from "payload";
import { z } from "zod";

export const listUsersInput = z.object({
  page: z.number().int().min(1).default(1),
  search: z.string().trim().max(100).optional(),
});

/** Admin-only account list (the Search Users tab builds on it). */
export async function listUsers(ctx: AdminCtx, input: z.infer<typeof listUsersInput>) {
  const where: Where = input.search
    ? { or: [{ email: { like: input.search } }, { firstName: { like: input.search } }, { lastName: { like: input.search } }] }
    : {};
  const result = await ctx.payload.find({
    collection: "users",
    where,
    page: input.page,
    limit: 10,
    sort: "email",
    depth: 0,
    overrideAccess: false,
    user: { ...ctx.user, collection: "users" },
  });
  return {
    users: result.docs.map((u) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role })),
    page: result.page ?? 1,
    totalPages: result.totalPages,
  };
}
