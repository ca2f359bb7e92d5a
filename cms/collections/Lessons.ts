import type { CollectionConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";
import { publishedOrEditor } from "../access/publishedOrEditor";
import { orderField } from "../fields/order";

/** A lesson: text, narrated video with captions, audio, figures, up to 3 interactive structures, optional quiz (LRN-022). */
export const Lessons: CollectionConfig = {
  slug: "lessons",
  admin: { useAsTitle: "title", defaultColumns: ["title", "module", "order", "_status"], group: "Content" },
  versions: { drafts: true, maxPerDoc: 50 },
  defaultSort: "order",
  access: { read: publishedOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: "title", type: "text", required: true, localized: true },
    { name: "module", type: "relationship", relationTo: "modules", required: true, index: true },
    orderField,
    { name: "key", type: "text", unique: true, index: true, admin: { position: "sidebar" } },
    { name: "text", type: "richText", localized: true, label: "Lesson text" },
    {
      type: "collapsible",
      label: "Video, captions and narration",
      fields: [
        { name: "video", type: "upload", relationTo: "media", localized: true },
        { name: "poster", type: "upload", relationTo: "media" },
        { name: "captions", type: "upload", relationTo: "media", localized: true, admin: { description: "WebVTT subtitles for this language's video." } },
        { name: "narration", type: "upload", relationTo: "media", localized: true, admin: { description: "Narration audio in this language." } },
        { name: "narrationText", type: "textarea", localized: true, admin: { description: "Transcript of the narration." } },
      ],
    },
    {
      name: "figures",
      type: "array",
      fields: [
        { name: "image", type: "upload", relationTo: "media", required: true, localized: true },
        { name: "caption", type: "textarea", localized: true },
      ],
    },
    {
      name: "structures",
      label: "Interactive structures",
      type: "array",
      maxRows: 3,
      fields: [
        { name: "model", type: "upload", relationTo: "media", admin: { description: "A glTF/GLB 3D model…" } },
        { name: "embedUrl", type: "text", admin: { description: "…or the URL of an embeddable viewer." } },
        { name: "name", type: "text", localized: true },
        { name: "description", type: "textarea", localized: true, required: true, admin: { description: "What the structure shows, for screen-reader users." } },
      ],
    },
    { name: "quiz", type: "relationship", relationTo: "quizzes", admin: { description: "Optional lesson quiz." } },
  ],
};
