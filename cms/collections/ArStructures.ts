import type { CollectionConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";
import { invalidateContentAfterChange, invalidateContentAfterDelete } from "../hooks/invalidateContent";

/** AR structures and their association with lessons, per membership (ADM-044 … ADM-048, LRN-026, LRN-027). */
export const ArStructures: CollectionConfig = {
  slug: "ar-structures",
  admin: { useAsTitle: "name", defaultColumns: ["name", "model"], group: "Content" },
  hooks: { afterChange: [invalidateContentAfterChange], afterDelete: [invalidateContentAfterDelete] },
  access: { read: () => true, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: "name", type: "text", required: true, unique: true, index: true },
    { name: "model", type: "upload", relationTo: "media", required: true },
    { name: "description", type: "textarea", localized: true },
    { name: "lessons", type: "relationship", relationTo: "lessons", hasMany: true, index: true },
    { name: "memberships", type: "relationship", relationTo: "memberships", hasMany: true },
  ],
};
