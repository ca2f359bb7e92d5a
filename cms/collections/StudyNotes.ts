import type { CollectionConfig } from "payload";
import { nobody } from "../access/nobody";

/**
 * A learner's own note on a module (NOTE-004…NOTE-017): a summary and a rich-text body kept as
 * Lexical JSON (already reduced to the allowed formats by core/study/noteBody.ts), rendered to
 * HTML on the server. Private: only the owner reads or changes it, through the study procedures;
 * nobody reads it through the CMS API. It goes with the account (ON DELETE CASCADE).
 */
export const StudyNotes: CollectionConfig = {
  slug: "study-notes",
  labels: { singular: "Study note", plural: "Study notes" },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "user", type: "relationship", relationTo: "users", required: true, index: true },
    { name: "module", type: "relationship", relationTo: "modules", required: true },
    { name: "chapter", type: "relationship", relationTo: "chapters" },
    { name: "unit", type: "relationship", relationTo: "units" },
    { name: "lesson", type: "relationship", relationTo: "lessons" },
    { name: "summary", type: "text", required: true },
    { name: "body", type: "json", required: true },
  ],
};
