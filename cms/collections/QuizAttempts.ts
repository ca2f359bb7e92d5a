import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

/**
 * One row per quiz attempt (docs/decisions/030-quiz-attempts.md): the server-shuffled order of
 * the questions and options (QUIZ-005), the answers the learner locked in, the per-question
 * results (QUIZ-007) and the score once submitted (QUIZ-009). Every attempt is kept: the grade
 * is the newest submitted one (QUIZ-011), the history stays for teachers. Written only by the
 * quiz procedures (core/quizzes/), with plain SQL on the hot paths; admins may read it here.
 */
export const QuizAttempts: CollectionConfig = {
  slug: "quiz-attempts",
  labels: { singular: "Quiz attempt", plural: "Quiz attempts" },
  admin: {
    group: "Learning records",
    defaultColumns: ["user", "quiz", "status", "score", "submittedAt"],
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ["user", "quiz", "status"] }],
  fields: [
    { name: "user", type: "relationship", relationTo: "users", required: true, index: true },
    { name: "quiz", type: "relationship", relationTo: "quizzes", required: true, index: true },
    { name: "class", type: "relationship", relationTo: "classes", index: true },
    { name: "unit", type: "relationship", relationTo: "units", index: true },
    { name: "module", type: "relationship", relationTo: "modules" },
    { name: "lesson", type: "relationship", relationTo: "lessons" },
    {
      name: "status",
      type: "select",
      required: true,
      defaultValue: "open",
      options: ["open", "scored", "submitted", "abandoned"].map((v) => ({ label: v, value: v })),
      admin: { description: "open: being taken; scored: answers locked, score shown, not saved; submitted: recorded." },
    },
    { name: "questionOrder", type: "json", required: true, admin: { description: "[{ q: question row id, o: [option row ids] }] in the order shown." } },
    { name: "answers", type: "json", admin: { description: "{ question row id: option row id }" } },
    { name: "gradeDetails", type: "json", admin: { description: "[{ questionId, question, answerSubmitted, result: 'Correct' | 'Incorrect' }]" } },
    { name: "score", type: "number", min: 0, max: 100 },
    { name: "submittedAt", type: "date" },
  ],
};
