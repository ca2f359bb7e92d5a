import type { Context } from "#core/context";
import { NotFound } from "#core/errors";
import { z } from "zod";
import { asCaller } from "#core/content/callers";
import { idOf } from "#core/ids";
import { nullIfNotFound } from "#core/notFound";

export const unitOfChapterInput = z.object({ chapterId: z.number().int().positive() });

/** LRN-012: the unit a chapter belongs to. */
export async function unitOfChapter(ctx: Context, input: z.infer<typeof unitOfChapterInput>) {
  const chapter = await ctx.payload
    .findByID({ collection: "chapters", id: input.chapterId, depth: 0, select: { unit: true }, ...asCaller(ctx) })
    .catch(nullIfNotFound);
  if (!chapter) throw new NotFound("chapter.notFound", "Chapter not found.");
  return { unitId: idOf(chapter.unit as number | { id: number }) };
}
