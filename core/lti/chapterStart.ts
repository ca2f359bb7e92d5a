import type { AuthedContext } from "#core/context";
import { contentView } from "#core/content/readModel";
import { idOf, type Ref } from "#core/ids";

/** LTI-006: the first module of the chapter the launch stored (null when there is none or it has no published module). */
export async function chapterStart(ctx: AuthedContext) {
  const chapterId = idOf(ctx.session.ltiChapter as Ref);
  if (!ctx.session.isLTI || chapterId == null) return { moduleId: null };
  const view = await contentView(ctx.payload, ctx.language);
  return { moduleId: view.modulesOfChapter.get(chapterId)?.[0]?.id ?? null };
}
