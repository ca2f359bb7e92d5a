import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";

/** A class or school (ADM-001: schoolId, schoolName). Teachers and students belong to classes through their user record. */
export const Classes: CollectionConfig = {
  slug: "classes",
  admin: { useAsTitle: "name", defaultColumns: ["name", "key"], group: "Access", hidden: ({ user }) => !hasRole(user, "admin") },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: "name", type: "text", required: true, index: true },
    { name: "key", type: "text", required: true, unique: true, index: true, admin: { description: "Stable identifier (LTI class key)." } },
    { name: "memberships", type: "relationship", relationTo: "memberships", hasMany: true, admin: { description: "What members of this class get." } },
    { name: "members", type: "join", collection: "users", on: "classes" },
    // QA-011, TEA-023: the class's discussion forum setting (type discussionForum, subType ENABLE); on by default (docs/decisions/042-module-qa.md).
    { name: "forumEnabled", type: "checkbox", defaultValue: true, admin: { description: "Q&A on module pages for this class's members." } },
  ],
};
