import type { CollectionConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";
import { publishedOrEditor } from "../access/publishedOrEditor";
import { orderField } from "../fields/order";
import { resyncLessonsOfModule } from "../hooks/lessonPlacement";

/** A module belongs to one chapter and holds 3–5 lessons in order, plus its quiz. Drafts and versions. */
export const Modules: CollectionConfig = {
  slug: "modules",
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "chapter", "order", "_status", "updatedAt"],
    group: "Content",
    preview: (doc) => `/textbook/module?id=${doc.id}`,
  },
  versions: { drafts: true, maxPerDoc: 50 },
  defaultSort: "order",
  hooks: { afterChange: [resyncLessonsOfModule] },
  access: { read: publishedOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: "title", type: "text", required: true, localized: true },
    { name: "chapter", type: "relationship", relationTo: "chapters", required: true, index: true },
    orderField,
    { name: "key", type: "text", unique: true, index: true, admin: { position: "sidebar" } },
    { name: "content", type: "richText", localized: true },
    { name: "mainImage", type: "upload", relationTo: "media", localized: true },
    { name: "quiz", type: "relationship", relationTo: "quizzes", admin: { description: "The module quiz." } },
    { name: "lessons", type: "join", collection: "lessons", on: "module", defaultSort: "order" },
  ],
};
