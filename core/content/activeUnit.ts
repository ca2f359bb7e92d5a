import type { Context } from "#core/context";
import { entitlements, lockedChapter } from "#core/content/entitlements";

import type { Ref } from "#core/ids";
import { idOf } from "#core/ids";
import { contentView } from "#core/content/readModel";
import { publishedUnitIds } from "#core/content/textbook";
import { progressOf, type ProgressReader } from "#core/progress/progressStore";

/**
 * LRN-007, LRN-060: the unit /textbook shows, kept on the server session (not in browser storage):
 * under the LTI lock, the unit of the locked chapter; else the unit last started on this session;
 * else the unit the learner worked in most recently; else the first unit their memberships open.
 * Null when they open none (docs/decisions/004-learning-session-state.md).
 */
export async function resolveActiveUnit(
  ctx: Context & { user: NonNullable<Context["user"]> },
  readProgress: ProgressReader = () => progressOf(ctx.payload, ctx.user.id),
): Promise<number | null> {
  const locked = lockedChapter(ctx);
  if (locked != null) {
    const view = await contentView(ctx.payload, "en");
    return view.chapters.get(locked)?.unitId ?? null;
  }
  const e = await entitlements(ctx);
  const open = (id: number | null): id is number => id != null && (e.all || e.units.has(id));
  const fromSession = idOf(ctx.session?.activeUnit as Ref);
  if (open(fromSession) && (await publishedUnitIds(ctx, [fromSession])).length) return fromSession;
  // The units the learner worked in, most recent first (one indexed statement).
  const recent = (await readProgress()).rows
    .filter((r) => r.type === "unit")
    .slice(0, 20)
    .map((r) => r.itemId)
    .filter(open);
  if (recent.length) {
    const published = new Set(await publishedUnitIds(ctx, recent));
    return recent.find((id) => published.has(id)) ?? null;
  }
  return (await publishedUnitIds(ctx, e.all ? "all" : [...e.units]))[0] ?? null;
}

/** LRN-007: the id of the unit /textbook shows (null: none). */
export async function activeUnit(ctx: Context & { user: NonNullable<Context["user"]> }): Promise<{ unitId: number | null }> {
  return { unitId: await resolveActiveUnit(ctx) };
}
