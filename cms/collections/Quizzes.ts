import type { CollectionConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";
import { invalidateContentAfterChange, invalidateContentAfterDelete } from "../hooks/invalidateContent";
import { dropReviewCardsOfRemovedQuestions } from "../hooks/reviewCards";

type Option = { correct?: boolean | null };

/** Multiple-choice quizzes; a quiz belongs to a module or a lesson. Answers are never sent to students by the API rules of the learning area. */
export const Quizzes: CollectionConfig = {
  slug: "quizzes",
  admin: { useAsTitle: "title", defaultColumns: ["title", "module", "lesson"], group: "Content" },
  hooks: { afterChange: [dropReviewCardsOfRemovedQuestions, invalidateContentAfterChange], afterDelete: [invalidateContentAfterDelete] },
  access: { read: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: "title", type: "text", required: true, localized: true },
    { name: "key", type: "text", unique: true, index: true, admin: { position: "sidebar" } },
    { name: "module", type: "relationship", relationTo: "modules", index: true, admin: { description: "Set the module or the lesson this quiz belongs to." } },
    { name: "lesson", type: "relationship", relationTo: "lessons", index: true },
    {
      name: "questions",
      type: "array",
      minRows: 1,
      fields: [
        { name: "question", type: "textarea", required: true, localized: true },
        {
          name: "options",
          type: "array",
          minRows: 2,
          maxRows: 6,
          validate: (value: unknown) => !Array.isArray(value) || value.some((o: Option) => o?.correct) || "Mark at least one option as correct.",
          fields: [
            { name: "text", type: "text", required: true, localized: true },
            { name: "correct", type: "checkbox", defaultValue: false },
          ],
        },
      ],
    },
  ],
};
