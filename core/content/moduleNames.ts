import type { AdminCtx } from "#core/admin/shared";

/** ADM-040: every module (id, title) for the Duplicate CMS Content picker, drafts included. */
export async function moduleNames(ctx: AdminCtx) {
  const { docs } = await ctx.payload.find({
    collection: "modules",
    sort: "title",
    locale: ctx.language,
    depth: 0,
    pagination: false,
    draft: true,
    select: { title: true },
    overrideAccess: false,
    user: { ...ctx.user, collection: "users" },
  });
  return docs.map((m) => ({ id: m.id, title: m.title }));
}
