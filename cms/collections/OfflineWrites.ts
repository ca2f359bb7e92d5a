import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

/**
 * The idempotency keys of writes made offline and sent later (issue 46 item 2, docs/decisions/149-offline-write-keys.md):
 * one row per (student, key) the server has applied, so a repeat of the same write is ignored. Written and read with
 * indexed SQL by core/offline/replay.ts; admins may read them here.
 */
export const OfflineWrites: CollectionConfig = {
  slug: "offline-writes",
  labels: { singular: "Offline write", plural: "Offline writes" },
  admin: { group: "Learning records", defaultColumns: ["user", "kind", "createdAt"], hidden: ({ user }) => !hasRole(user, "admin") },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ["user", "key"], unique: true }],
  fields: [
    { name: "user", type: "relationship", relationTo: "users", required: true },
    { name: "key", type: "text", required: true, admin: { description: "The write's idempotency key (a UUID made by the browser)." } },
    { name: "kind", type: "text", required: true },
  ],
};
