import { authedProcedure } from "../../init";
import { progressOf, publishedOutline, unitProgress } from "../progress/store";
import { entitlements } from "./access";
import { localeOf, mediaUrl } from "./shared";
import { z } from "zod";

export const myTextbooksInput = z.object({ lang: z.enum(["EN", "FR"]).optional() }).optional();

/**
 * LRN-003, LRN-053, LRN-054: the caller's own textbooks — the published units their memberships
 * open (every unit for admins and editors) — with cover, title, content text, status, progress
 * (percentCompleted) and unit total grade. Five queries whatever the number of units.
 */
export const myTextbooks = authedProcedure.input(myTextbooksInput).query(async ({ ctx, input }) => {
  const locale = localeOf(ctx, input?.lang);
  const e = await entitlements(ctx);
  if (!e.all && e.units.size === 0) return [];
  const { docs } = await ctx.payload.find({
    collection: "units",
    where: { _status: { equals: "published" }, ...(e.all ? {} : { id: { in: [...e.units] } }) },
    sort: "order",
    locale,
    depth: 1,
    pagination: false,
    select: { title: true, series: true, order: true, cover: true, summary: true, content: true },
    joins: false,
    overrideAccess: true,
  });
  const [outline, progress] = await Promise.all([publishedOutline(ctx.payload, docs.map((u) => u.id)), progressOf(ctx.payload, ctx.user.id)]);
  return docs.map((u) => {
    const p = unitProgress(u.id, outline, progress);
    return {
      id: u.id,
      title: u.title,
      series: u.series,
      cover: mediaUrl(u.cover),
      summary: u.summary ?? null,
      content: u.content ?? null,
      status: p.status === "NOT FOUND" ? ("Not Started" as const) : p.status,
      percentCompleted: p.percentCompleted,
      grade: p.grade,
    };
  });
});
