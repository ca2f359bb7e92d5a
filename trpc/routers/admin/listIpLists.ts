import type { IpList } from "../../../cms/payload-types";
import { adminProcedure } from "../../init";
import { ipListView } from "./ipLists";
import { onBehalfOf } from "./shared";

/** ADM-033: every IP access list with its school, addresses, dummy account and memberships. */
export const listIpLists = adminProcedure.query(async ({ ctx }) => {
  const { docs } = await ctx.payload.find({ collection: "ip-lists", pagination: false, depth: 1, sort: "name", locale: ctx.language, ...onBehalfOf(ctx) });
  return docs.map((l) => ipListView(l as IpList));
});
