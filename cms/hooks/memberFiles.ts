import type { CollectionAfterReadHook } from "payload";
import { linkedFileNames, memberFileNames, withoutMemberFiles } from "#core/content/memberFiles";
import { hasRole } from "#shared/roles";
import { mayOpen } from "../access/unitAccess";
import { poolOf } from "#core/db/pool";

/**
 * Issue 23 item 7: a unit record read by someone who may not open the unit (REST /api/units, the
 * Local API without overrideAccess) lists no download or extra content that links to a members-only
 * file. Editors, admins and the unit's members read it whole, and so does server code reading with
 * overrideAccess: a write that answers the unit (the seed's English-then-French update aligns the
 * French rows on the rows it gets back) must see every row, or the languages' rows come apart.
 */
export const hideMemberFilesOfUnit: CollectionAfterReadHook = async ({ doc, req, overrideAccess }) => {
  if (overrideAccess) return doc;
  const names = linkedFileNames(doc);
  if (!names.length || hasRole(req.user, "admin", "editor")) return doc;
  if (req.user && typeof doc.id === "number" && (await mayOpen(req, doc.id))) return doc;
  const pool = poolOf(req.payload);
  const member = await memberFileNames(pool, names);
  return member.size ? withoutMemberFiles(doc, (n) => member.has(n)) : doc;
};
