import type { CollectionConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";
import { publishedOrEditor } from "../access/publishedOrEditor";

/** A unit of a textbook series (chapters, modules and lessons hang below it). */
export const Units: CollectionConfig = {
  slug: "units",
  admin: { useAsTitle: "title", defaultColumns: ["title", "order", "_status"], group: "Content" },
  versions: { drafts: true },
  access: {
    read: publishedOrEditor,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  fields: [
    { name: "title", type: "text", required: true, localized: true },
    { name: "order", type: "number", required: true, defaultValue: 1, index: true },
    { name: "summary", type: "textarea", localized: true },
  ],
};
