import type { AdminCtx } from "#core/admin/shared";
import { z } from "zod";
import { ADMIN_MESSAGES, displayName } from "#shared/adminUsers";
import type { Membership } from "#cms/payload-types";
import { onBehalfOf } from "#core/admin/shared";

export const findUserByEmailInput = z.object({ email: z.string().trim().toLowerCase().min(1).max(320) });

/**
 * ADM-023 … ADM-025: an account by e-mail for the DeleteUser tab (and the IP list's dummy
 * account): ID, Email, Name, Role, MembershipList, with code 0; or code 2 and 'User Not Found'.
 * Also says whether it is the caller's own account and which IP lists use it (neither can be deleted).
 */
export async function findUserByEmail(ctx: AdminCtx, input: z.infer<typeof findUserByEmailInput>) {
  const { docs } = await ctx.payload.find({
    collection: "users",
    where: { email: { equals: input.email } },
    limit: 1,
    depth: 1,
    locale: ctx.language,
    joins: { notes: false },
    ...onBehalfOf(ctx),
  });
  const user = docs[0];
  if (!user) return { code: 2 as const, message: ADMIN_MESSAGES.userNotFound };
  const lists = await ctx.payload.find({
    collection: "ip-lists",
    where: { account: { equals: user.id } },
    depth: 0,
    pagination: false,
    select: { name: true },
    ...onBehalfOf(ctx),
  });
  return {
    code: 0 as const,
    message: "",
    ID: user.id,
    Email: user.email,
    Name: displayName(user),
    UserName: user.username ?? "",
    Role: user.role,
    MembershipList: (user.memberships ?? []).filter((m): m is Membership => typeof m === "object").map((m) => m.name),
    ipLists: lists.docs.map((l) => l.name),
    isSelf: user.id === ctx.user.id,
  };
}
