import { authedProcedure } from "../../init";
import { progressOf, publishedOutline, unitProgress } from "#core/progressStore";
import { entitlements, lockedChapter } from "#core/entitlements";
import { localeOf, mediaUrl } from "./shared";
import { z } from "zod";

export const myTextbooksInput = z.object({ lang: z.enum(["EN", "FR"]).optional() }).optional();

/**
 * LRN-003, LRN-053, LRN-054: the caller's own textbooks — the published units their memberships
 * open (every unit for admins and editors) — with cover, title, content text, status, progress
 * (percentCompleted) and unit total grade. Five queries whatever the number of units.
 * `locked`: the session's LTI lock, under which the cards' Start/Continue is disabled (LRN-057).
 */
export const myTextbooks = authedProcedure.input(myTextbooksInput).query(async ({ ctx, input }) => {
  const locale = localeOf(ctx, input?.lang);
  const e = await entitlements(ctx);
  const locked = lockedChapter(ctx) != null;
  if (!e.all && e.units.size === 0) return { locked, units: [] };
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
  const [outline, progress] = await Promise.all([
    publishedOutline(
      ctx.payload,
      docs.map((u) => u.id),
    ),
    progressOf(ctx.payload, ctx.user.id),
  ]);
  // The catalogue's order: first-year LIFE, then high school, then upper-year ICB; by unit order within a series.
  const SERIES = ["LIFE", "HS", "ICB"];
  docs.sort((a, b) => SERIES.indexOf(a.series) - SERIES.indexOf(b.series) || a.order - b.order);
  const units = docs.map((u) => {
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
  return { locked, units };
});
