import type { CollectionAfterReadHook } from "payload";
import { linkedFileNames, memberFileNames, withoutMemberFiles } from "#core/content/memberFiles";
import { hasRole } from "#shared/roles";
import { mayOpen } from "../access/unitAccess";

/**
 * Issue 23 item 7: a unit record read by someone who may not open the unit (REST /api/units, the
 * Local API without overrideAccess) lists no download or extra content that links to a members-only
 * file. Editors, admins and the unit's members read it whole.
 */
export const hideMemberFilesOfUnit: CollectionAfterReadHook = async ({ doc, req }) => {
  const names = linkedFileNames(doc);
  if (!names.length || hasRole(req.user, "admin", "editor")) return doc;
  if (req.user && typeof doc.id === "number" && (await mayOpen(req, doc.id))) return doc;
  const pool = (req.payload.db as unknown as { pool: Parameters<typeof memberFileNames>[0] }).pool;
  const member = await memberFileNames(pool, names);
  return member.size ? withoutMemberFiles(doc, (n) => member.has(n)) : doc;
};
