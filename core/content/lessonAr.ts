import type { Context } from "#core/context";
import { z } from "zod";
import { contentView } from "./readModel";

export const lessonArInput = z.object({ lessonId: z.number().int().positive() });

/**
 * LRN-027: the AR structure associated with a lesson (structureName, unitIndex = the order of the
 * lesson's unit), or errorCode NOT_FOUND, which hides the AR block. Read from the published read model: a
 * lesson that is not published has no AR block (the Local API's depth-3 read answered for drafts too).
 */
export async function lessonAr(ctx: Context, input: z.infer<typeof lessonArInput>) {
  const view = await contentView(ctx.payload, "en");
  const lesson = view.lessons.get(input.lessonId);
  const structure = lesson ? view.arStructuresOfLesson.get(lesson.id)?.[0] : undefined;
  if (!lesson || !structure) return { errorCode: "NOT_FOUND" as const };
  const unit = lesson.unitId != null ? view.units.get(lesson.unitId) : undefined;
  return { structureName: structure.name, unitIndex: unit?.order ?? lesson.unitId ?? null };
}
