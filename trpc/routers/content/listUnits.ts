import { z } from "zod";
import { publicProcedure } from "../../init";

export const listUnitsInput = z.object({ lang: z.enum(["EN", "FR"]).optional() }).optional();

/** Published units in order, in the requested (or the session's) language. */
export const listUnits = publicProcedure.input(listUnitsInput).query(async ({ ctx, input }) => {
  const locale = input?.lang ? (input.lang === "FR" ? "fr" : "en") : ctx.language;
  const { docs } = await ctx.payload.find({
    collection: "units",
    where: { _status: { equals: "published" } },
    sort: "order",
    locale,
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: false,
    user: ctx.user ? { ...ctx.user, collection: "users" } : undefined,
  });
  return docs.map((u) => ({ id: u.id, title: u.title, summary: u.summary ?? null, order: u.order }));
});
