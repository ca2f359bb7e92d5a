import type { CollectionConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";
import { orderField } from "../fields/order";
import { resyncLessonsOfChapter } from "../hooks/lessonPlacement";
import { invalidateContentAfterChange, invalidateContentAfterDelete } from "../hooks/invalidateContent";

/** A chapter belongs to one unit and holds modules in order. */
export const Chapters: CollectionConfig = {
  slug: "chapters",
  admin: { useAsTitle: "title", defaultColumns: ["title", "unit", "order"], group: "Content" },
  defaultSort: "order",
  hooks: { afterChange: [resyncLessonsOfChapter, invalidateContentAfterChange], afterDelete: [invalidateContentAfterDelete] },
  access: { read: () => true, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: "title", type: "text", required: true, localized: true },
    { name: "unit", type: "relationship", relationTo: "units", required: true, index: true },
    orderField,
    { name: "key", type: "text", unique: true, index: true, admin: { position: "sidebar" } },
    { name: "modules", type: "join", collection: "modules", on: "chapter", defaultSort: "order" },
  ],
};
