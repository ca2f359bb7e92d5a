import type { AdminCtx } from "#core/admin/shared";
import { onBehalfOf } from "#core/admin/shared";

/** ADM-002: every membership (membershipId, membershipKey, membershipName in the session's language), by key. */
export async function listMemberships(ctx: AdminCtx) {
  const { docs } = await ctx.payload.find({
    collection: "memberships",
    pagination: false,
    depth: 0,
    sort: "key",
    locale: ctx.language,
    select: { key: true, name: true },
    ...onBehalfOf(ctx),
  });
  return docs.map((m) => ({ membershipId: m.id, membershipKey: m.key, membershipName: m.name }));
}
