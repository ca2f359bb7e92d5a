import { Forbidden, type Access, type CollectionBeforeChangeHook, type Endpoint, type PayloadHandler, type SanitizedConfig } from "payload";
import { hasRole } from "#shared/roles";

/** Payload's own collections, added by Payload while it sanitizes the config (no config option sets their access). */
export const INTERNAL_COLLECTIONS = [
  "payload-locked-documents",
  "payload-preferences",
  "payload-jobs",
  "payload-migrations",
  "payload-kv",
  "payload-query-presets",
  "payload-folders",
] as const;

/** Preferences are small UI settings (column choices, collapsed groups): a larger body is refused. */
export const MAX_PREFERENCE_BYTES = 64 * 1024;

const isStaff = (user: unknown) => hasRole(user, "admin", "editor");
const refused = () => Response.json({ errors: [{ message: "You are not allowed to perform this action." }] }, { status: 403 });

/** Every rule stays as Payload wrote it for admins and editors (the admin UI needs them); everyone else is refused. */
const staffOnly =
  (original: Access | undefined): Access =>
  (args) => {
    if (!isStaff(args.req.user)) return false;
    return original ? original(args) : true;
  };

function guardEndpoint(slug: string, endpoint: Endpoint): Endpoint {
  const handler: PayloadHandler = async (req) => {
    if (!isStaff(req.user)) return refused();
    const length = Number(req.headers.get("content-length") ?? 0);
    if (slug === "payload-preferences" && length > MAX_PREFERENCE_BYTES) {
      return Response.json({ errors: [{ message: "Preference too large." }] }, { status: 413 });
    }
    return endpoint.handler(req);
  };
  return { ...endpoint, handler };
}

/**
 * Issue 23 item 7: a document lock (payload-locked-documents) names who holds it; an editor could
 * create or move one into another user's name (that user then "holds" a document they never
 * opened). A change made for a signed-in user must name that user; Payload's own locking does.
 */
export const locksInOwnName: CollectionBeforeChangeHook = ({ data, req }) => {
  const holder = data?.user as { relationTo?: string; value?: unknown } | null | undefined;
  // No holder named: nothing to check (Payload's validation answers an incomplete lock).
  if (!req.user || holder == null) return data;
  const value = typeof holder === "object" ? holder.value : holder;
  const id = value && typeof value === "object" ? (value as { id?: unknown }).id : value;
  if (id == null) return data;
  const collection = typeof holder === "object" ? holder.relationTo : req.user.collection;
  if (collection !== req.user.collection || String(id) !== String(req.user.id)) throw new Forbidden(req.t);
  return data;
};

/**
 * Closes Payload's internal collections (locked documents, preferences, jobs, migrations…) to
 * everybody but admins and editors: their access rules (used by the Local API) and every REST
 * endpoint, including the custom ones that skip access rules (`/api/payload-preferences/:key`
 * writes straight to the database for any signed-in user). Applied to the sanitized config, the
 * only place these collections exist. `payload-kv` is already closed to everybody and stays so.
 */
export function closeInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!(INTERNAL_COLLECTIONS as readonly string[]).includes(collection.slug)) continue;
    const access = collection.access as unknown as Record<string, Access | undefined>;
    for (const op of ["read", "create", "update", "delete", "readVersions", "unlock"]) access[op] = staffOnly(access[op]);
    if (Array.isArray(collection.endpoints)) collection.endpoints = collection.endpoints.map((e) => guardEndpoint(collection.slug, e));
    if (collection.slug === "payload-locked-documents") collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), locksInOwnName];
  }
  return config;
}
