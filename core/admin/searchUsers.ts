import type { AdminCtx } from "#core/admin/shared";
import type { Where } from "payload";
import { z } from "zod";
import { displayName } from "#shared/adminUsers";
import { onBehalfOf } from "#core/admin/shared";

export const searchUsersInput = z.object({
  term: z.string().trim().min(1).max(100),
  page: z.number().int().min(1).max(10_000).default(1),
});

export const SEARCH_PAGE_SIZE = 10;

/**
 * ADM-014: accounts whose e-mail, username, first or last name contain every word of the term
 * ('Lopez, Ana' and 'ana lopez' both find Ana Lopez); a number also finds that account id.
 */
export async function searchUsers(ctx: AdminCtx, input: z.infer<typeof searchUsersInput>) {
  const words = input.term
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 5);
  const fields = ["email", "username", "firstName", "lastName"] as const;
  const byWords: Where = { and: words.map((w) => ({ or: fields.map((f) => ({ [f]: { contains: w } })) })) };
  const where: Where = /^\d{1,9}$/.test(input.term) ? { or: [{ id: { equals: Number(input.term) } }, byWords] } : byWords;
  const result = await ctx.payload.find({
    collection: "users",
    where,
    page: input.page,
    limit: SEARCH_PAGE_SIZE,
    sort: "lastName",
    depth: 0,
    select: { email: true, username: true, firstName: true, lastName: true, role: true },
    ...onBehalfOf(ctx),
  });
  return {
    users: result.docs.map((u) => ({ ID: u.id, Name: displayName(u), Email: u.email, UserName: u.username ?? "", Role: u.role })),
    page: result.page ?? 1,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  };
}
