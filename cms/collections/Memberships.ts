import type { CollectionConfig } from "payload";
import { isAdmin } from "../access/isAdmin";
import { isContentEditor } from "../access/isContentEditor";
import { invalidateContentAfterChange, invalidateContentAfterDelete } from "../hooks/invalidateContent";

/** What a purchase or class gives access to: a key (membershipKey) and the units it unlocks (ADM-003). */
export const Memberships: CollectionConfig = {
  slug: "memberships",
  admin: { useAsTitle: "name", defaultColumns: ["name", "key"], group: "Store" },
  access: { read: isContentEditor, create: isAdmin, update: isAdmin, delete: isAdmin },
  // The catalogue's product list carries its products' membership keys (PUB-039, core/catalog/catalog.ts).
  hooks: { afterChange: [invalidateContentAfterChange], afterDelete: [invalidateContentAfterDelete] },
  fields: [
    { name: "key", type: "text", required: true, unique: true, index: true },
    { name: "name", type: "text", required: true, localized: true },
    { name: "units", type: "relationship", relationTo: "units", hasMany: true, admin: { description: "Units this membership unlocks." } },
  ],
};
