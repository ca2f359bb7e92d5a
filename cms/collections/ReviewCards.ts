import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";

/**
 * Spaced-repetition review cards (issue 28, docs/decisions/100-review-with-fsrs.md): one per
 * (student, quiz question) the student answered wrong, with its FSRS memory state (ts-fsrs) and
 * when it is due. Written and read with indexed SQL by core/review (the quiz submission adds cards,
 * the review session reschedules them); admins may read and correct them here.
 */
export const ReviewCards: CollectionConfig = {
  slug: "review-cards",
  labels: { singular: "Review card", plural: "Review cards" },
  admin: {
    group: "Learning records",
    defaultColumns: ["user", "quiz", "questionId", "due", "reps", "lapses"],
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [
    // One card per student and question.
    { fields: ["user", "quiz", "questionId"], unique: true },
    // The due list and the per-unit due counts: one index range scan (user, due ≤ now), unit in the index.
    { fields: ["user", "due", "unit"] },
  ],
  fields: [
    { name: "user", type: "relationship", relationTo: "users", required: true },
    { name: "quiz", type: "relationship", relationTo: "quizzes", required: true, index: true },
    { name: "questionId", type: "text", required: true, admin: { description: "The question's row id in the quiz." } },
    { name: "unit", type: "relationship", relationTo: "units" },
    { name: "due", type: "date", required: true, admin: { date: { pickerAppearance: "dayAndTime" } } },
    // FSRS card state (ts-fsrs Card): 0 New, 1 Learning, 2 Review, 3 Relearning.
    { name: "state", type: "number", required: true, defaultValue: 0 },
    { name: "stability", type: "number", required: true, defaultValue: 0 },
    { name: "difficulty", type: "number", required: true, defaultValue: 0 },
    { name: "scheduledDays", type: "number", required: true, defaultValue: 0 },
    { name: "learningSteps", type: "number", required: true, defaultValue: 0 },
    { name: "reps", type: "number", required: true, defaultValue: 0 },
    { name: "lapses", type: "number", required: true, defaultValue: 0 },
    { name: "lastReview", type: "date" },
    { name: "flagged", type: "checkbox", defaultValue: false, admin: { description: "Added by the student, not by a wrong answer." } },
  ],
};
