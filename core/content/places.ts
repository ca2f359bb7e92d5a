import { NotFound } from "#core/errors";
import type { Context } from "#core/context";
import { contentView } from "#core/content/readModel";
import { assertCanOpen } from "#core/content/entitlements";

export type LessonPlace = { lessonId: number; moduleId: number; chapterId: number | null; unitId: number | null };
export type ModulePlace = { moduleId: number; chapterId: number; unitId: number | null };

/*
 * Places come from the in-process content read model (core/content/readModel.ts: published lessons
 * and modules, every chapter and unit with its status, the same rows Payload's findByID answered),
 * so locating a lesson, a module or a unit sends no statement once the model is loaded. An editor's
 * save drops the model (on every instance, at COMMIT), so a lesson unpublished a moment ago is
 * NOT_FOUND here as it was with the Local API.
 */

/** Where a published lesson sits (its module, chapter and unit), or NOT_FOUND. */
export async function lessonPlace(ctx: Context, lessonId: number): Promise<LessonPlace> {
  const lesson = (await contentView(ctx.payload, "en")).lessons.get(lessonId);
  if (!lesson) throw new NotFound("lesson.notFound", "Lesson not found.");
  return { lessonId, moduleId: lesson.moduleId, chapterId: lesson.chapterId, unitId: lesson.unitId };
}

/** Where a published module sits (its chapter and unit), or NOT_FOUND. */
export async function modulePlace(ctx: Context, moduleId: number): Promise<ModulePlace> {
  const view = await contentView(ctx.payload, "en");
  const mod = view.modules.get(moduleId);
  if (!mod) throw new NotFound("module.notFound", "Module not found.");
  return { moduleId, chapterId: mod.chapterId, unitId: view.chapters.get(mod.chapterId)?.unitId ?? null };
}

/** The ids of a module's published lessons, in reading order (none for an unknown module). */
export async function publishedLessonsOfModule(ctx: Pick<Context, "payload">, moduleId: number): Promise<number[]> {
  return ((await contentView(ctx.payload, "en")).lessonsOfModule.get(moduleId) ?? []).map((l) => l.id);
}

/** A published unit, or NOT_FOUND. */
export async function assertPublishedUnit(ctx: Context, unitId: number) {
  const unit = (await contentView(ctx.payload, "en")).units.get(unitId);
  if (!unit || unit.status !== "published") throw new NotFound("unit.notFound", "Unit not found.");
}

/**
 * A published lesson of a published module, both from the read model (no statement), with the caller's access to it
 * checked once (entitlements, the LTI lock): what the module page's one-call records (completion, opening) start with.
 * NOT_FOUND when the lesson is not one of the module's.
 */
export async function openableLessonOfModule(ctx: Context, moduleId: number, lessonId: number) {
  const view = await contentView(ctx.payload, "en");
  const lesson = view.lessons.get(lessonId);
  const module = view.modules.get(moduleId);
  if (!lesson || !module || lesson.moduleId !== module.id) throw new NotFound("lesson.notInModule", "Lesson not found in this module.");
  const chapter = view.chapters.get(module.chapterId) ?? null;
  const unitId = chapter ? chapter.unitId : lesson.unitId;
  await assertCanOpen(ctx, { unitId, chapterId: chapter?.id ?? null });
  return { view, lesson, module, chapter, unitId };
}
