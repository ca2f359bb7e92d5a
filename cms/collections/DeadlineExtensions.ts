import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";

/**
 * TEA-006…TEA-009 (docs/decisions/032-unit-deadlines.md): a student's extension of a unit's
 * deadline in a class — until `expireDate` the student may take and submit the unit's quizzes
 * after their close dates. One row per class × unit × student, written by the Students tab.
 */
export const DeadlineExtensions: CollectionConfig = {
  slug: "deadline-extensions",
  labels: { singular: "Deadline extension", plural: "Deadline extensions" },
  admin: { group: "Learning records", defaultColumns: ["class", "unit", "user", "expireDate"], hidden: ({ user }) => !hasRole(user, "admin") },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ["class", "unit", "user"], unique: true }],
  fields: [
    { name: "class", type: "relationship", relationTo: "classes", required: true, index: true },
    { name: "unit", type: "relationship", relationTo: "units", required: true },
    { name: "user", type: "relationship", relationTo: "users", required: true, index: true },
    { name: "expireDate", type: "text", required: true, admin: { description: "YYYY-MM-DD, inclusive." } },
  ],
};
