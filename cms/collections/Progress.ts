import type { CollectionConfig } from "payload";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";
import { PROGRESS_ITEM_TYPES, PROGRESS_STATUSES } from "#shared/progress";
import { hasRole } from "#shared/roles";

/**
 * One row per user × item (unit, module or lesson): the server's record of a learner's progress
 * (docs/decisions/003-learning-access-and-progress.md). The unique index on (user, itemType, itemId) makes every
 * write an idempotent upsert; the status enum is declared in progress order so an upsert can
 * keep the greater of the stored and the new status (COMPLETE is never undone by a late "opened").
 * Written only by the progress procedures; admins may read it in the CMS.
 */
export const Progress: CollectionConfig = {
  slug: "progress",
  labels: { singular: "Progress record", plural: "Progress" },
  admin: {
    group: "Learning records",
    defaultColumns: ["user", "itemType", "itemId", "status", "grade", "updatedAt"],
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ["user", "itemType", "itemId"], unique: true }],
  fields: [
    { name: "user", type: "relationship", relationTo: "users", required: true, index: true },
    { name: "itemType", type: "select", required: true, options: PROGRESS_ITEM_TYPES.map((v) => ({ label: v, value: v })) },
    { name: "itemId", type: "number", required: true, admin: { description: "Id of the unit, module or lesson." } },
    { name: "unit", type: "relationship", relationTo: "units", index: true, admin: { description: "The unit the item belongs to." } },
    { name: "module", type: "relationship", relationTo: "modules", index: true, admin: { description: "The module (module and lesson rows)." } },
    { name: "status", type: "select", required: true, defaultValue: "Not Started", options: PROGRESS_STATUSES.map((v) => ({ label: v, value: v })) },
    {
      name: "grade",
      type: "number",
      min: 0,
      max: 100,
      admin: { description: "Percent: the module quiz grade (module rows), the unit total grade (unit rows)." },
    },
    { name: "completedAt", type: "date" },
  ],
};
