import type { AuthedContext } from "#core/context";
import { resolveActiveUnit } from "#core/content/activeUnit";
import type { Locale } from "#core/content/readModel";
import { unitContentsFromModel, unitDetailsFromModel } from "#core/content/textbook";
import { unitProgressOf } from "#core/progress/unit";
import { progressOf, type ProgressIndex } from "#core/progress/progressStore";

/**
 * What the unit page shows (LRN-007…LRN-011, LRN-035, LRN-038), in one call: the session's active unit
 * (textbook.activeUnit), its details (textbook.unitDetails), its table of contents (textbook.unitContents) and the
 * learner's progress in it (progress.unit, unless `withProgress` is false: a multi-session session records and shows
 * none). The same functions as those procedures, but the learner's progress records are read ONCE for the three that
 * need them (the active unit when the session has none, the unit's summary, the unit's progress): 2 statements per
 * uncached unit page (the session and the progress) instead of 4.
 */
export async function unitPage(ctx: AuthedContext, { locale, withProgress }: { locale: Locale; withProgress: boolean }) {
  let read: Promise<ProgressIndex> | undefined;
  const readProgress = () => (read ??= progressOf(ctx.payload, ctx.user.id));
  const unitId = await resolveActiveUnit(ctx, readProgress);
  if (!unitId) return { unitId: null, unit: null, toc: null, progress: null };
  const [unit, toc, progress] = await Promise.all([
    unitDetailsFromModel(ctx, unitId, locale, readProgress),
    unitContentsFromModel(ctx, unitId, locale),
    withProgress ? unitProgressOf(ctx, { unitId }, readProgress) : null,
  ]);
  return { unitId, unit, toc, progress };
}
