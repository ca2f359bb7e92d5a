import { TRPCError } from "@trpc/server";
import { hasRole } from "../../../cms/access/roles";
import type { Context } from "../../context";
import { idOf } from "./shared";

/**
 * Which units a caller may open (docs/decisions/003-learning-access-and-progress.md):
 * - admins and editors: every unit (they author and preview the content);
 * - everybody else (students, teachers, accounts without a role): the units of their own
 *   memberships plus the memberships of their classes;
 * - visitors: none.
 * Computed once per request (two small queries at most) and cached on the context.
 */
export type Entitlements = { all: boolean; units: ReadonlySet<number>; memberships: ReadonlySet<number> };

const cache = new WeakMap<Context, Promise<Entitlements>>();

type Ref = number | { id: number } | null | undefined;
const ids = (refs: Ref[] | null | undefined) => (refs ?? []).map((r) => idOf(r)).filter((v): v is number => v != null);

async function computeEntitlements(ctx: Context): Promise<Entitlements> {
  const user = ctx.user;
  if (!user) return { all: false, units: new Set(), memberships: new Set() };
  const all = hasRole(user, "admin", "editor");
  const membershipIds = new Set(ids(user.memberships as Ref[]));
  const classIds = ids(user.classes as Ref[]);
  if (classIds.length) {
    const classes = await ctx.payload.find({
      collection: "classes",
      where: { id: { in: classIds } },
      depth: 0,
      pagination: false,
      select: { memberships: true },
      overrideAccess: true,
    });
    for (const c of classes.docs) for (const id of ids(c.memberships as Ref[])) membershipIds.add(id);
  }
  if (all || !membershipIds.size) return { all, units: new Set(), memberships: membershipIds };
  const memberships = await ctx.payload.find({
    collection: "memberships",
    where: { id: { in: [...membershipIds] } },
    depth: 0,
    pagination: false,
    select: { units: true },
    overrideAccess: true,
  });
  return { all, units: new Set(memberships.docs.flatMap((m) => ids(m.units as Ref[]))), memberships: membershipIds };
}

export function entitlements(ctx: Context): Promise<Entitlements> {
  let found = cache.get(ctx);
  if (!found) {
    found = computeEntitlements(ctx);
    cache.set(ctx, found);
  }
  return found;
}

export async function isUnitOpen(ctx: Context, unitId: number | null | undefined): Promise<boolean> {
  if (unitId == null) return false;
  const e = await entitlements(ctx);
  return e.all || e.units.has(unitId);
}

export const NOT_ENTITLED = "This textbook is not part of your memberships.";
export const OUTSIDE_LTI_CHAPTER = "Your school portal opened another chapter: use the table of contents.";

/** The LTI lock of the caller's session (LTI-009): the one chapter it may see, or null when unlocked. */
export function lockedChapter(ctx: Context): number | null {
  const s = ctx.session;
  if (!s?.ltiLock) return null;
  return idOf(s.ltiChapter as Ref);
}

/** Refuses (FORBIDDEN) a unit the caller's memberships do not open, or a chapter outside the LTI lock. */
export async function assertCanOpen(ctx: Context, place: { unitId: number | null; chapterId?: number | null }) {
  if (!(await isUnitOpen(ctx, place.unitId))) throw new TRPCError({ code: "FORBIDDEN", message: NOT_ENTITLED });
  const locked = lockedChapter(ctx);
  if (locked != null && place.chapterId !== undefined && place.chapterId !== locked) {
    throw new TRPCError({ code: "FORBIDDEN", message: OUTSIDE_LTI_CHAPTER });
  }
}
