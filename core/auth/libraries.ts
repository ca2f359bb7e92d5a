import type { Context } from "#core/context";

/**
 * SES-014, SES-025: the login form's library dropdown, from the IP access lists. Only ids and
 * names leave the server: addresses and accounts say where and as whom library login works.
 */
export async function libraries(ctx: Context) {
  const { docs } = await ctx.payload.find({
    collection: "ip-lists",
    pagination: false,
    depth: 0,
    sort: "name",
    select: { name: true },
    overrideAccess: true,
  });
  return docs.map((l) => ({ id: l.id, name: l.name }));
}
