import { Forbidden } from "#core/errors";
import { hasRole } from "#shared/roles";
import type { Context } from "#core/context";
import { idOf, type Ref } from "#core/ids";
import { hotStatement } from "#core/db/database";
import { poolOf } from "#core/db/pool";

/**
 * Which units a caller may open (docs/decisions/003-learning-access-and-progress.md):
 * - admins and editors: every unit (they author and preview the content);
 * - everybody else (students, teachers, accounts without a role): the units of their own
 *   memberships plus the memberships of their classes;
 * - visitors: none.
 * Computed once per request (one SQL statement at most) and cached on the context.
 */
export type Entitlements = { all: boolean; units: ReadonlySet<number>; memberships: ReadonlySet<number> };

const cache = new WeakMap<Context, Promise<Entitlements>>();

const ids = (refs: Ref[] | null | undefined) => (refs ?? []).map((r) => idOf(r)).filter((v): v is number => v != null);

/**
 * One statement: the caller's own memberships plus their classes' (classes_rels), each with its
 * units (memberships_rels) unless `$3` (admins and editors open everything and need no units).
 * Both rels tables are indexed on parent_id.
 */
const ENTITLEMENTS_SQL = `
WITH m AS (
  SELECT unnest($1::int[]) AS id
  UNION
  SELECT cr.memberships_id FROM classes_rels cr
   WHERE cr.parent_id = ANY($2::int[]) AND cr.path = 'memberships' AND cr.memberships_id IS NOT NULL
)
SELECT m.id AS membership, mr.units_id AS unit
  FROM m
  LEFT JOIN memberships_rels mr ON NOT $3::boolean AND mr.parent_id = m.id AND mr.path = 'units' AND mr.units_id IS NOT NULL`;

async function computeEntitlements(ctx: Pick<Context, "payload" | "user">): Promise<Entitlements> {
  const user = ctx.user;
  if (!user) return { all: false, units: new Set(), memberships: new Set() };
  const all = hasRole(user, "admin", "editor");
  const membershipIds = new Set(ids(user.memberships as Ref[]));
  const classIds = ids(user.classes as Ref[]);
  if (!classIds.length && (all || !membershipIds.size)) return { all, units: new Set(), memberships: membershipIds };
  const pool = poolOf(ctx.payload);
  // Named (unless behind a transaction pooler, decision 110): parsed and planned once per pooled connection (≈ 50 µs of PostgreSQL's CPU instead of ≈ 165 µs).
  const { rows } = await pool.query<{ membership: number; unit: number | null }>(
    hotStatement("entitlements", ENTITLEMENTS_SQL, [[...membershipIds], classIds, all]),
  );
  const units = new Set<number>();
  for (const r of rows) {
    membershipIds.add(r.membership);
    if (!all && r.unit != null) units.add(r.unit);
  }
  return { all, units, memberships: membershipIds };
}

/** Another account's entitlements (a teacher acting on a student's record): the same one statement. */
export function entitlementsOfUser(payload: Context["payload"], user: NonNullable<Context["user"]>): Promise<Entitlements> {
  return computeEntitlements({ payload, user });
}

/** The same answer from the rows findSession read with the session (core/session/sessions.ts): no statement. */
function entitlementsFromRows(user: NonNullable<Context["user"]>, rows: readonly { membership: number; unit: number | null }[]): Entitlements {
  const all = hasRole(user, "admin", "editor");
  const memberships = new Set(ids(user.memberships as Ref[]));
  const units = new Set<number>();
  for (const r of rows) {
    memberships.add(r.membership);
    if (!all && r.unit != null) units.add(r.unit);
  }
  return { all, units, memberships };
}

export function entitlements(ctx: Context): Promise<Entitlements> {
  let found = cache.get(ctx);
  if (!found) {
    // Read with the request's session when its user is the caller (not after a login in the same request).
    const rows = ctx.session?.entitlementRows;
    found = rows && ctx.user && ctx.session?.user === ctx.user ? Promise.resolve(entitlementsFromRows(ctx.user, rows)) : computeEntitlements(ctx);
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
  if (!(await isUnitOpen(ctx, place.unitId))) throw new Forbidden("content.notEntitled", NOT_ENTITLED);
  const locked = lockedChapter(ctx);
  if (locked != null && place.chapterId !== undefined && place.chapterId !== locked) {
    throw new Forbidden("lti.outsideChapter", OUTSIDE_LTI_CHAPTER);
  }
}
