import { authedProcedure } from "../../init";
import type { Context } from "#core/context";
import { entitlements, lockedChapter } from "#core/entitlements";

import type { Ref } from "#core/ids";
import { idOf } from "#core/ids";
import { nullIfNotFound } from "#core/notFound";

/**
 * LRN-007, LRN-060: the unit /textbook shows, kept on the server session (not in browser storage):
 * under the LTI lock, the unit of the locked chapter; else the unit last started on this session;
 * else the unit the learner worked in most recently; else the first unit their memberships open.
 * Null when they open none (docs/decisions/004-learning-session-state.md).
 */
export async function resolveActiveUnit(ctx: Context & { user: NonNullable<Context["user"]> }): Promise<number | null> {
  const locked = lockedChapter(ctx);
  if (locked != null) {
    const chapter = await ctx.payload
      .findByID({ collection: "chapters", id: locked, depth: 0, select: { unit: true }, overrideAccess: true })
      .catch(nullIfNotFound);
    return idOf(chapter?.unit as Ref);
  }
  const e = await entitlements(ctx);
  const open = (id: number | null): id is number => id != null && (e.all || e.units.has(id));
  const published = { _status: { equals: "published" } } as const;
  const fromSession = idOf(ctx.session?.activeUnit as Ref);
  if (open(fromSession)) {
    const found = await ctx.payload.count({ collection: "units", where: { id: { equals: fromSession }, ...published }, overrideAccess: true });
    if (found.totalDocs) return fromSession;
  }
  const recent = await ctx.payload.find({
    collection: "progress",
    where: { user: { equals: ctx.user.id }, itemType: { equals: "unit" } },
    sort: "-updatedAt",
    depth: 0,
    limit: 20,
    select: { itemId: true },
    overrideAccess: true,
  });
  const candidates = recent.docs.map((r) => Number(r.itemId)).filter(open);
  const first = await ctx.payload.find({
    collection: "units",
    where: { ...published, ...(candidates.length ? { id: { in: candidates } } : e.all ? {} : { id: { in: [...e.units] } }) },
    sort: "order",
    depth: 0,
    limit: 50,
    select: { order: true },
    overrideAccess: true,
  });
  if (candidates.length) {
    const publishedIds = new Set(first.docs.map((u) => u.id));
    return candidates.find((id) => publishedIds.has(id)) ?? null;
  }
  return first.docs[0]?.id ?? null;
}

/** LRN-007: the id of the unit /textbook shows (null: none). */
export const activeUnit = authedProcedure.query(async ({ ctx }) => ({ unitId: await resolveActiveUnit(ctx) }));
