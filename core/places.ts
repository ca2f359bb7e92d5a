import { TRPCError } from "@trpc/server";
import type { Context } from "#core/context";
import { idOf, type Ref } from "#core/ids";
import { nullIfNotFound } from "#core/notFound";

export type LessonPlace = { lessonId: number; moduleId: number; chapterId: number | null; unitId: number | null };
export type ModulePlace = { moduleId: number; chapterId: number; unitId: number | null };

/** Where a published lesson sits (its module, chapter and unit), or NOT_FOUND. */
export async function lessonPlace(ctx: Context, lessonId: number): Promise<LessonPlace> {
  const lesson = await ctx.payload
    .findByID({ collection: "lessons", id: lessonId, depth: 0, select: { module: true, chapter: true, unit: true, _status: true }, overrideAccess: true })
    .catch(nullIfNotFound);
  if (!lesson || lesson._status !== "published") throw new TRPCError({ code: "NOT_FOUND", message: "Lesson not found." });
  return { lessonId, moduleId: idOf(lesson.module as Ref)!, chapterId: idOf(lesson.chapter as Ref), unitId: idOf(lesson.unit as Ref) };
}

/** Where a published module sits (its chapter and unit), or NOT_FOUND. */
export async function modulePlace(ctx: Context, moduleId: number): Promise<ModulePlace> {
  const mod = await ctx.payload
    .findByID({ collection: "modules", id: moduleId, depth: 0, select: { chapter: true, _status: true }, overrideAccess: true })
    .catch(nullIfNotFound);
  if (!mod || mod._status !== "published") throw new TRPCError({ code: "NOT_FOUND", message: "Module not found." });
  const chapterId = idOf(mod.chapter as Ref)!;
  const chapter = await ctx.payload
    .findByID({ collection: "chapters", id: chapterId, depth: 0, select: { unit: true }, overrideAccess: true })
    .catch(nullIfNotFound);
  return { moduleId, chapterId, unitId: idOf(chapter?.unit as Ref) };
}

/** A published unit, or NOT_FOUND. */
export async function assertPublishedUnit(ctx: Context, unitId: number) {
  const unit = await ctx.payload.findByID({ collection: "units", id: unitId, depth: 0, select: { _status: true }, overrideAccess: true }).catch(nullIfNotFound);
  if (!unit || unit._status !== "published") throw new TRPCError({ code: "NOT_FOUND", message: "Unit not found." });
}
