import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { authedProcedure } from "../../init";
import { asCaller, idOf, localeOf, mediaUrl } from "./shared";

export const moduleDetailsInput = z.object({ moduleId: z.number().int().positive(), lang: z.enum(["EN", "FR"]).optional() });

/** LRN-019: a module with its chapter, quiz id and its published lessons in order. */
export const moduleDetails = authedProcedure.input(moduleDetailsInput).query(async ({ ctx, input }) => {
  const locale = localeOf(ctx, input.lang);
  const access = asCaller(ctx);
  const module = await ctx.payload
    .findByID({ collection: "modules", id: input.moduleId, locale, depth: 1, draft: false, ...access })
    .catch(() => null);
  if (!module || module._status !== "published") throw new TRPCError({ code: "NOT_FOUND", message: "Module not found." });
  const lessons = await ctx.payload.find({
    collection: "lessons",
    where: { module: { equals: module.id }, _status: { equals: "published" } },
    sort: "order",
    locale,
    depth: 0,
    pagination: false,
    select: { title: true, order: true },
    ...access,
  });
  const chapter = typeof module.chapter === "object" ? module.chapter : null;
  return {
    id: module.id,
    title: module.title,
    content: module.content ?? null,
    mainImage: mediaUrl(module.mainImage),
    quizId: idOf(module.quiz as number | { id: number } | null),
    chapter: chapter ? { id: chapter.id, title: chapter.title, order: chapter.order, unitId: idOf(chapter.unit as number | { id: number }) } : null,
    lessons: lessons.docs.map((l) => ({ id: l.id, order: l.order, title: l.title })),
  };
});
