import type { FieldAccess, PayloadRequest } from "payload";
import { mayOpen, refId } from "./unitAccess";
import { hasRole } from "#shared/roles";

/**
 * Field rules for what only members of a unit may read (LRN-021, LRN-022, LRN-019): lesson text,
 * media, figures, structures and quiz; a module's content and image. The documents themselves
 * (titles, order, placement) stay public: the public table of contents (LRN-005) lists them.
 * Without a document (Payload asks when a `where` names the field) only staff pass, so
 * non-members cannot probe the hidden text with filters either.
 */
export const lessonMembersOnly: FieldAccess = async ({ req, doc }) => {
  if (hasRole(req.user, "admin", "editor")) return true;
  if (!doc || !req.user) return false;
  // A read with `select` may leave the placement out of the document: then it is looked up.
  const place = doc.unit === undefined && typeof doc.id === "number" ? await lookup(req, "lessons", doc.id) : doc;
  return mayOpen(req, refId(place.unit), refId(place.chapter));
};

export const moduleMembersOnly: FieldAccess = async ({ req, doc }) => {
  if (hasRole(req.user, "admin", "editor")) return true;
  if (!doc || !req.user) return false;
  const chapter = doc.chapter === undefined && typeof doc.id === "number" ? (await lookup(req, "modules", doc.id)).chapter : doc.chapter;
  const populated = chapter && typeof chapter === "object" ? refId((chapter as { unit?: unknown }).unit) : null;
  const chapterId = refId(chapter);
  const unit = populated ?? (chapterId == null ? null : refId((await lookup(req, "chapters", chapterId)).unit));
  return mayOpen(req, unit, chapterId);
};

type Placement = { unit?: unknown; chapter?: unknown };
const lookups = new WeakMap<PayloadRequest, Map<string, Promise<Placement>>>();

/** A lesson's unit and chapter, a module's chapter or a chapter's unit: read once per request. */
function lookup(req: PayloadRequest, collection: "lessons" | "modules" | "chapters", id: number): Promise<Placement> {
  let byKey = lookups.get(req);
  if (!byKey) lookups.set(req, (byKey = new Map()));
  const key = `${collection}:${id}`;
  let found = byKey.get(key);
  if (!found) {
    const select = collection === "lessons" ? { unit: true, chapter: true } : collection === "modules" ? { chapter: true } : { unit: true };
    found = (req.payload.findByID({ collection, id, depth: 0, select: select as never, overrideAccess: true }) as Promise<Placement>).catch(() => ({}));
    byKey.set(key, found);
  }
  return found;
}
