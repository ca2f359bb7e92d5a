import type { CollectionConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";
import { moduleMembersOnly } from "../access/memberContent";
import { publishedOrEditor } from "../access/publishedOrEditor";
import { orderField } from "../fields/order";
import { recordUpdatedBy, updatedByField } from "../fields/updatedBy";
import { resyncLessonsOfModule } from "../hooks/lessonPlacement";
import { invalidateContentAfterChange, invalidateContentAfterDelete } from "../hooks/invalidateContent";
import { auditPublication } from "../hooks/auditPublication";

/** A module belongs to one chapter and holds 3–5 lessons in order, plus its quiz. Drafts and versions. */
export const Modules: CollectionConfig = {
  slug: "modules",
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "chapter", "order", "_status", "updatedAt"],
    group: "Content",
    preview: (doc) => `/textbook/module?id=${doc.id}`,
  },
  // Issue 28 item 3: publish and unpublish at a date and time (the jobs queue, core/content/schedule.ts).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  defaultSort: "order",
  hooks: {
    beforeChange: [recordUpdatedBy],
    afterChange: [auditPublication, resyncLessonsOfModule, invalidateContentAfterChange],
    afterDelete: [invalidateContentAfterDelete],
  },
  // Titles and order are the public table of contents (LRN-005); content and image only for members of the unit (LRN-019).
  access: { read: publishedOrEditor, readVersions: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: "title", type: "text", required: true, localized: true },
    { name: "chapter", type: "relationship", relationTo: "chapters", required: true, index: true },
    orderField,
    updatedByField,
    { name: "key", type: "text", unique: true, index: true, admin: { position: "sidebar" } },
    { name: "content", type: "richText", localized: true, access: { read: moduleMembersOnly } },
    { name: "mainImage", type: "upload", relationTo: "media", localized: true, access: { read: moduleMembersOnly } },
    { name: "quiz", type: "relationship", relationTo: "quizzes", admin: { description: "The module quiz." } },
    { name: "lessons", type: "join", collection: "lessons", on: "module", defaultSort: "order" },
  ],
};
