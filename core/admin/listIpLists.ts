import type { AdminCtx } from "#core/admin/shared";
import type { IpList } from "#cms/payload-types";
import { ipListView } from "#core/admin/ipLists";
import { onBehalfOf } from "#core/admin/shared";

/** ADM-033: every IP access list with its school, addresses, dummy account and memberships. */
export async function listIpLists(ctx: AdminCtx) {
  const { docs } = await ctx.payload.find({ collection: "ip-lists", pagination: false, depth: 1, sort: "name", locale: ctx.language, ...onBehalfOf(ctx) });
  return docs.map((l) => ipListView(l as IpList));
}
