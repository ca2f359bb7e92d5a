import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";

/**
 * Per-student quiz overrides (beyond the seed, docs/decisions/034-per-student-quiz-overrides.md):
 * a teacher of the class gives one student extra attempts and/or their own open/close dates for
 * one quiz, or for every quiz of a unit (no quiz), with a reason. Enforced by quiz start and
 * submit (core/quizzes/quizzes.ts); written by the Students tab's procedures; admins may read and
 * correct them here.
 */
export const QuizOverrides: CollectionConfig = {
  slug: "quiz-overrides",
  labels: { singular: "Quiz override", plural: "Quiz overrides" },
  admin: {
    group: "Learning records",
    defaultColumns: ["class", "user", "unit", "quiz", "extraAttempts", "openDate", "closeDate", "reason"],
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ["class", "user", "unit"] }],
  fields: [
    { name: "class", type: "relationship", relationTo: "classes", required: true, index: true },
    { name: "user", type: "relationship", relationTo: "users", required: true, index: true },
    { name: "unit", type: "relationship", relationTo: "units", required: true },
    { name: "quiz", type: "relationship", relationTo: "quizzes", admin: { description: "Empty: every quiz of the unit." } },
    { name: "extraAttempts", type: "number", required: true, defaultValue: 0, min: 0, max: 10, admin: { description: "Added to the class's limit." } },
    { name: "openDate", type: "text", admin: { description: "YYYY-MM-DD; empty: the class's open date." } },
    { name: "closeDate", type: "text", admin: { description: "YYYY-MM-DD, inclusive; empty: the class's close date." } },
    { name: "reason", type: "textarea", required: true, maxLength: 500 },
    { name: "setBy", type: "relationship", relationTo: "users", admin: { description: "The teacher who set it." } },
  ],
};
