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
    {
      // Issue 47: the OneRoster class sourcedId (docs/rosters.md); its members are then the roster's: each import replaces them.
      name: "rosterSourcedId",
      type: "text",
      unique: true,
      index: true,
      admin: { readOnly: true, description: "OneRoster sourcedId: set by a roster import, whose enrollments then decide this class's members." },
    },
    { name: "memberships", type: "relationship", relationTo: "memberships", hasMany: true, admin: { description: "What members of this class get." } },
    { name: "members", type: "join", collection: "users", on: "classes" },
    // QA-011, TEA-023: the class's discussion forum setting (type discussionForum, subType ENABLE); on by default (docs/decisions/042-module-qa.md).
    { name: "forumEnabled", type: "checkbox", defaultValue: true, admin: { description: "Q&A on module pages for this class's members." } },
    {
      // I18N-011 (decision 070): the teacher's General Settings tab sets it; members without a language of their own get it at login.
      name: "language",
      type: "select",
      options: [
        { label: "English", value: "en" },
        { label: "Français", value: "fr" },
      ],
      admin: { description: "The interface language of this class's members (unless they chose their own). Empty: not set." },
    },
    // Issue 28: spaced-repetition review of missed quiz questions for this class's members; on by default (docs/decisions/100-review-with-fsrs.md).
    { name: "reviewEnabled", type: "checkbox", defaultValue: true, admin: { description: "Review of missed quiz questions for this class's members." } },
  ],
};
