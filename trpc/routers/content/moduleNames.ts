import { adminProcedure } from "../../init";

/** ADM-040: every module (id, title) for the Duplicate CMS Content picker, drafts included. */
export const moduleNames = adminProcedure.query(async ({ ctx }) => {
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
});
