import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { publicProcedure } from "../../init";
import { lockedChapter } from "./access";
import { asCaller, idOf, localeOf } from "./shared";

export const unitContentsInput = z.object({ unitId: z.number().int().positive(), lang: z.enum(["EN", "FR"]).optional() });

/**
 * LRN-005: a unit's table of contents (chapters → modules → lessons, each in order) in the
 * requested language. Four queries whatever the size of the unit: the unit, its chapters,
 * their modules, their lessons — never one per module or lesson. Under the session's LTI lock
 * only the locked chapter is listed (LTI-009, LRN-052).
 */
export const unitContents = publicProcedure.input(unitContentsInput).query(async ({ ctx, input }) => {
  const locale = localeOf(ctx, input.lang);
  const access = asCaller(ctx);
  const unit = await ctx.payload
    .findByID({ collection: "units", id: input.unitId, locale, depth: 0, select: { title: true, order: true, series: true }, ...access })
    .catch(() => null);
  if (!unit) throw new TRPCError({ code: "NOT_FOUND", message: "Unit not found." });

  const locked = lockedChapter(ctx);
  const chapters = await ctx.payload.find({
    collection: "chapters",
    where: { unit: { equals: unit.id }, ...(locked != null ? { id: { equals: locked } } : {}) },
    sort: "order",
    locale,
    depth: 0,
    pagination: false,
    select: { title: true, order: true },
    ...access,
  });
  const chapterIds = chapters.docs.map((c) => c.id);
  const modules = chapterIds.length
    ? await ctx.payload.find({
        collection: "modules",
        where: { chapter: { in: chapterIds }, _status: { equals: "published" } },
        sort: "order",
        locale,
        depth: 0,
        pagination: false,
        select: { title: true, order: true, chapter: true, quiz: true },
        ...access,
      })
    : { docs: [] };
  const moduleIds = modules.docs.map((m) => m.id);
  const lessons = moduleIds.length
    ? await ctx.payload.find({
        collection: "lessons",
        where: { module: { in: moduleIds }, _status: { equals: "published" } },
        sort: "order",
        locale,
        depth: 0,
        pagination: false,
        select: { title: true, order: true, module: true },
        ...access,
      })
    : { docs: [] };

  return {
    unit: { id: unit.id, title: unit.title, order: unit.order, series: unit.series },
    chapters: chapters.docs.map((c) => ({
      id: c.id,
      chapterTitle: c.title,
      order: c.order,
      modules: modules.docs
        .filter((m) => idOf(m.chapter) === c.id)
        .map((m) => ({
          id: m.id,
          title: m.title,
          hasQuiz: m.quiz != null,
          lessons: lessons.docs.filter((l) => idOf(l.module) === m.id).map((l) => ({ id: l.id, title: l.title, order: l.order })),
        })),
    })),
  };
});
