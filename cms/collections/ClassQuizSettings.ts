import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";

/**
 * A class's quiz rules (QUIZ-027, TEA-021): the attempt limit (100 = unlimited, QUIZ-016) and the
 * time zone that defines "today" for its open/close dates (QUIZ-021, docs/decisions/031-quiz-dates-and-deadlines.md).
 * Written by the teacher's Quiz Settings procedures; admins may edit it here too.
 */
export const ClassQuizSettings: CollectionConfig = {
  slug: "class-quiz-settings",
  labels: { singular: "Class quiz settings", plural: "Class quiz settings" },
  admin: { group: "Learning records", defaultColumns: ["class", "attempts", "timeZone"], hidden: ({ user }) => !hasRole(user, "admin") },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: "class", type: "relationship", relationTo: "classes", required: true, unique: true, index: true },
    { name: "attempts", type: "number", required: true, defaultValue: 100, min: 1, max: 100, admin: { description: "1–10, or 100 for unlimited." } },
    { name: "timeZone", type: "text", admin: { description: "IANA time zone (e.g. America/Toronto); empty: the school's." } },
    // Issue 28 item 2: the live class view's "Needs attention" lists students whose quiz average is below this (percent).
    { name: "attentionThreshold", type: "number", defaultValue: 60, min: 0, max: 100, admin: { description: "Needs attention below this quiz average (%)." } },
  ],
};
