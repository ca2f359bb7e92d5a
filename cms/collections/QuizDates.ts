import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";

/**
 * A quiz's open and close dates for a class (QUIZ-018, TEA-017): 'YYYY-MM-DD' or 'N' (no bound).
 * One row per class × quiz, written by the teacher's Quiz Settings procedures.
 */
export const QuizDates: CollectionConfig = {
  slug: "quiz-dates",
  labels: { singular: "Quiz dates", plural: "Quiz dates" },
  admin: { group: "Learning records", defaultColumns: ["class", "quiz", "openDate", "closeDate"], hidden: ({ user }) => !hasRole(user, "admin") },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ["class", "quiz"], unique: true }],
  fields: [
    { name: "class", type: "relationship", relationTo: "classes", required: true, index: true },
    { name: "quiz", type: "relationship", relationTo: "quizzes", required: true },
    { name: "openDate", type: "text", required: true, defaultValue: "N" },
    { name: "closeDate", type: "text", required: true, defaultValue: "N" },
    {
      // ADM-003: quiz settings refer to memberships (the seed's quiz setting carries a membershipKey): the
      // class's membership that opens the quiz's unit, recorded when the teacher sets the dates.
      name: "membership",
      type: "relationship",
      relationTo: "memberships",
      admin: { description: "The class's membership that opens this quiz's unit (ADM-003)." },
    },
  ],
};
