import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { authedProcedure } from "../../init";
import { assertCanOpen } from "./access";
import { asCaller, idOf, localeOf, mediaUrl } from "./shared";

export const moduleDetailsInput = z.object({ moduleId: z.number().int().positive(), lang: z.enum(["EN", "FR"]).optional() });

/**
 * LRN-019: a module with its chapter, quiz id and its published lessons in order, plus the next
 * module of its chapter (null = 'END', LRN-049, LRN-050). Refused unless the caller's memberships
 * open the unit and the chapter is inside an LTI lock (docs/decisions/003-learning-access-and-progress.md).
 */
export const moduleDetails = authedProcedure.input(moduleDetailsInput).query(async ({ ctx, input }) => {
  const locale = localeOf(ctx, input.lang);
  const access = asCaller(ctx);
  const module = await ctx.payload
    .findByID({ collection: "modules", id: input.moduleId, locale, depth: 1, draft: false, ...access })
    .catch(() => null);
  if (!module || module._status !== "published") throw new TRPCError({ code: "NOT_FOUND", message: "Module not found." });
  const chapter = typeof module.chapter === "object" ? module.chapter : null;
  const unitId = chapter ? idOf(chapter.unit as number | { id: number }) : null;
  await assertCanOpen(ctx, { unitId, chapterId: chapter?.id ?? null });
  const [lessons, siblings] = await Promise.all([
    ctx.payload.find({
      collection: "lessons",
      where: { module: { equals: module.id }, _status: { equals: "published" } },
      sort: "order",
      locale,
      depth: 0,
      pagination: false,
      select: { title: true, order: true },
      ...access,
    }),
    chapter
      ? ctx.payload.find({
          collection: "modules",
          where: { chapter: { equals: chapter.id }, _status: { equals: "published" } },
          sort: "order",
          depth: 0,
          pagination: false,
          select: { order: true },
          ...access,
        })
      : Promise.resolve({ docs: [] as { id: number }[] }),
  ]);
  const at = siblings.docs.findIndex((m) => m.id === module.id);
  return {
    id: module.id,
    title: module.title,
    content: module.content ?? null,
    mainImage: mediaUrl(module.mainImage),
    quizId: idOf(module.quiz as number | { id: number } | null),
    unitId,
    chapter: chapter ? { id: chapter.id, title: chapter.title, order: chapter.order, unitId } : null,
    nextModuleId: at >= 0 ? (siblings.docs[at + 1]?.id ?? null) : null,
    lessons: lessons.docs.map((l) => ({ id: l.id, order: l.order, title: l.title })),
  };
});
