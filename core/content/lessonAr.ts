import type { Context } from "#core/context";
import { z } from "zod";
import { idOf } from "#core/ids";
import { nullIfNotFound } from "#core/notFound";

export const lessonArInput = z.object({ lessonId: z.number().int().positive() });

/**
 * LRN-027: the AR structure associated with a lesson (structureName, unitIndex = the order of the
 * lesson's unit), or errorCode NOT_FOUND, which hides the AR block.
 */
export async function lessonAr(ctx: Context, input: z.infer<typeof lessonArInput>) {
  const { docs } = await ctx.payload.find({
    collection: "ar-structures",
    where: { lessons: { contains: input.lessonId } },
    limit: 1,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  });
  const structure = docs[0];
  if (!structure) return { errorCode: "NOT_FOUND" as const };
  // lesson → module → chapter → unit (depth 3 resolves the chain in one call)
  const lesson = await ctx.payload
    .findByID({ collection: "lessons", id: input.lessonId, depth: 3, select: { module: true }, overrideAccess: true })
    .catch(nullIfNotFound);
  const module = lesson && typeof lesson.module === "object" ? lesson.module : null;
  const chapter = module && typeof module.chapter === "object" ? module.chapter : null;
  const unit = chapter && typeof chapter.unit === "object" ? chapter.unit : null;
  return { structureName: structure.name, unitIndex: unit?.order ?? idOf(chapter?.unit as number | null) ?? null };
}
