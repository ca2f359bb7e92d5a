import type { Access, Where } from "payload";
import { hasRole } from "#shared/roles";
import { unitAccessOf } from "./unitAccess";

/** A file with no unit is public (covers, sample videos, site images). */
export const PUBLIC_MEDIA: Where = { unit: { exists: false } };

/**
 * Media: public files for everybody; a unit's files (lesson video, narration, captions,
 * figures) only for the members of that unit, by the rule of the learning procedures; every
 * file for admins and editors. Payload applies the same rule to `/api/media/file/<name>`
 * (the read access decides whether a file is served) and when it populates uploads.
 */
export const mediaRead: Access = async ({ req }) => {
  if (hasRole(req.user, "admin", "editor")) return true;
  if (!req.user) return PUBLIC_MEDIA;
  const { units } = await unitAccessOf(req);
  return units.length ? { or: [PUBLIC_MEDIA, { unit: { in: units } }] } : PUBLIC_MEDIA;
};
