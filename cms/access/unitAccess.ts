import type { PayloadRequest } from "payload";
import { findSession, readSessionToken } from "#core/session/sessions";
import type { Context } from "#core/context";
// The membership rule of the learning procedures, reused as is (not written twice). It lives with
// the procedures for now; when it moves to the server-only core, only this import changes.
import { entitlements, lockedChapter } from "#core/content/entitlements";
import { hasRole } from "#shared/roles";
import type { Ref } from "#core/ids";

/**
 * What the caller of a CMS request may open, by the same rule as `textbook.lessonDetails`
 * (docs/decisions/003-learning-access-and-progress.md): admins and editors everything; everybody
 * else the units of their own memberships and their classes' memberships; visitors nothing. The
 * LTI lock of the caller's session (LTI-009) narrows lessons to the locked chapter.
 */
export type UnitAccess = { all: boolean; units: number[]; lockedChapter: number | null };

const NOTHING: UnitAccess = { all: false, units: [], lockedChapter: null };
const cache = new WeakMap<PayloadRequest, Promise<UnitAccess>>();

export const refId = (v: unknown): number | null => {
  const r = v as Ref;
  return r == null ? null : typeof r === "object" ? (typeof r.id === "number" ? r.id : null) : typeof r === "number" ? r : null;
};

async function compute(req: PayloadRequest): Promise<UnitAccess> {
  const user = req.user;
  if (!user) return NOTHING;
  if (hasRole(user, "admin", "editor")) return { all: true, units: [], lockedChapter: null };
  // REST requests carry the session cookie (its LTI lock matters); Local API calls made by the
  // procedures carry none, and the procedures check the lock themselves (assertCanOpen).
  const token = readSessionToken(req.headers?.get?.("cookie"));
  const found = token && req.payload ? await findSession(req.payload, token) : null;
  const session = found && found.user?.id === user.id ? found : null;
  const ctx = { payload: req.payload, user, session } as unknown as Context;
  const e = await entitlements(ctx);
  return { all: e.all, units: [...e.units], lockedChapter: lockedChapter(ctx) };
}

/** Computed once per request (a REST call, or one Local API call) and reused by every rule that needs it. */
export function unitAccessOf(req: PayloadRequest): Promise<UnitAccess> {
  let found = cache.get(req);
  if (!found) {
    found = compute(req);
    cache.set(req, found);
  }
  return found;
}

/** True when the caller may open the given unit (and chapter, under an LTI lock). */
export async function mayOpen(req: PayloadRequest, unitId: number | null, chapterId?: number | null): Promise<boolean> {
  if (hasRole(req.user, "admin", "editor")) return true;
  if (unitId == null || !req.user) return false;
  const a = await unitAccessOf(req);
  if (!a.all && !a.units.includes(unitId)) return false;
  return a.lockedChapter == null || chapterId === undefined || chapterId === a.lockedChapter;
}
