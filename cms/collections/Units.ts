import type { CollectionConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";
import { publishedOrEditor } from "../access/publishedOrEditor";
import { orderField } from "../fields/order";
import { recordUpdatedBy, updatedByField } from "../fields/updatedBy";
import { validateLink } from "../lib/links";
import { invalidateContentAfterChange, invalidateContentAfterDelete } from "../hooks/invalidateContent";
import { hideMemberFilesOfUnit } from "../hooks/memberFiles";
import { auditPublication } from "../hooks/auditPublication";

/** A unit of a textbook series; chapters, modules and lessons hang below it (LRN-001, LRN-006). */
export const Units: CollectionConfig = {
  slug: "units",
  admin: { useAsTitle: "title", defaultColumns: ["title", "series", "order", "_status"], group: "Content" },
  // Issue 28 item 3: publish and unpublish at a date and time (the jobs queue, core/content/schedule.ts).
  versions: { drafts: { schedulePublish: true } },
  defaultSort: "order",
  // Units are the public catalogue (LRN-006, LRN-009: unitDetails is a public procedure); drafts and their history are for editors.
  hooks: {
    beforeChange: [recordUpdatedBy],
    afterChange: [auditPublication, invalidateContentAfterChange],
    afterDelete: [invalidateContentAfterDelete],
    afterRead: [hideMemberFilesOfUnit],
  },
  access: { read: publishedOrEditor, readVersions: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: "title", type: "text", required: true, localized: true },
    {
      name: "series",
      type: "select",
      required: true,
      defaultValue: "LIFE",
      index: true,
      options: [
        { label: "First-year LIFE", value: "LIFE" },
        { label: "High school", value: "HS" },
        { label: "Interactive Cell Biology (upper year)", value: "ICB" },
      ],
      admin: { position: "sidebar" },
    },
    orderField,
    updatedByField,
    { name: "key", type: "text", unique: true, index: true, admin: { position: "sidebar", description: "Stable identifier (used by seeds and links)." } },
    { name: "cover", type: "upload", relationTo: "media", localized: true },
    { name: "summary", type: "textarea", localized: true },
    { name: "content", type: "richText", localized: true },
    {
      type: "collapsible",
      label: "Sample video",
      fields: [
        { name: "sampleVideo", type: "upload", relationTo: "media", localized: true },
        { name: "sampleVideoDescription", type: "textarea", localized: true },
        { name: "sampleVideoPlaceholder", type: "upload", relationTo: "media", localized: true },
      ],
    },
    { name: "additionalInfo", type: "textarea", localized: true },
    { name: "downloadSummary", type: "textarea", localized: true },
    {
      name: "downloads",
      type: "array",
      fields: [
        { name: "title", type: "text", required: true, localized: true },
        { name: "link", type: "text", required: true, localized: true, validate: validateLink },
        { name: "buttonText", type: "text", required: true, localized: true },
      ],
    },
    {
      name: "extraContent",
      type: "array",
      fields: [
        { name: "title", type: "text", required: true, localized: true },
        { name: "summary", type: "textarea", localized: true },
        {
          name: "source",
          type: "text",
          required: true,
          // Each language's own (a figure's labels, a video's narration are in one language).
          localized: true,
          validate: validateLink,
          admin: { description: "URL of the image, interactive page or video (https://… or /path), in this language." },
        },
        {
          name: "type",
          type: "select",
          required: true,
          options: [
            { label: "Image", value: "image" },
            { label: "Interactive", value: "interactive" },
            { label: "Video", value: "video" },
          ],
        },
      ],
    },
    { name: "chapters", type: "join", collection: "chapters", on: "unit", defaultSort: "order", admin: { allowCreate: true } },
  ],
};
