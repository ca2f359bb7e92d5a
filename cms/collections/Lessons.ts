import type { CollectionConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";
import { lessonMembersOnly } from "../access/memberContent";
import { publishedOrEditor } from "../access/publishedOrEditor";
import { orderField } from "../fields/order";
import { recordUpdatedBy, updatedByField } from "../fields/updatedBy";
import { setLessonPlacement } from "../hooks/lessonPlacement";
import { validateLink } from "../lib/links";
import { describedPausesSchema } from "#shared/describedPauses";
import { invalidateContentAfterChange, invalidateContentAfterDelete } from "../hooks/invalidateContent";
import { auditPublication } from "../hooks/auditPublication";

/** What only members of the lesson's unit (and editors) read; title, order and placement are the public table of contents (LRN-005). */
const members = { read: lessonMembersOnly };

/** A lesson: text, narrated video with captions, audio, figures, up to 3 interactive structures, optional quiz (LRN-022). */
export const Lessons: CollectionConfig = {
  slug: "lessons",
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "unit", "chapter", "module", "order", "_status", "updatedAt"],
    listSearchableFields: ["title", "key"],
    group: "Content",
    description: "Filter by unit, chapter or module; the order field sets a lesson's place in its module.",
    // Opens the lesson where students see it (the published version).
    preview: (doc) =>
      doc?.module ? `/textbook/module?id=${typeof doc.module === "object" ? (doc.module as { id: number }).id : doc.module}&s=${doc.id}` : null,
  },
  // Issue 28 item 3: publish and unpublish at a date and time (the jobs queue, core/content/schedule.ts).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  defaultSort: "order",
  hooks: {
    beforeChange: [setLessonPlacement, recordUpdatedBy],
    afterChange: [auditPublication, invalidateContentAfterChange],
    afterDelete: [invalidateContentAfterDelete],
  },
  access: { read: publishedOrEditor, readVersions: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: "title", type: "text", required: true, localized: true },
    { name: "module", type: "relationship", relationTo: "modules", required: true, index: true },
    orderField,
    updatedByField,
    // Read-only copies of the module's placement (cms/hooks/lessonPlacement.ts), for list columns and filters.
    { name: "chapter", type: "relationship", relationTo: "chapters", index: true, admin: { readOnly: true, position: "sidebar" } },
    { name: "unit", type: "relationship", relationTo: "units", index: true, admin: { readOnly: true, position: "sidebar" } },
    { name: "key", type: "text", unique: true, index: true, admin: { position: "sidebar" } },
    { name: "text", type: "richText", localized: true, label: "Lesson text", access: members },
    {
      type: "collapsible",
      label: "Video, captions, audio description and narration",
      fields: [
        { name: "video", type: "upload", relationTo: "media", localized: true, access: members },
        {
          // Issue 46 (decision 151): chosen by the player on a slow connection or the student's "Low data" setting.
          name: "videoLow",
          label: "Low-data video",
          type: "upload",
          relationTo: "media",
          localized: true,
          access: members,
          admin: {
            description:
              "A smaller rendition of this language's video with the same timing (e.g. 426x240, about 25 kb/s), played on slow connections and when a student chooses Low data.",
          },
        },
        {
          // WCAG 2.2 1.2.5 (issue 46, decision 152): the player's "Audio description" toggle plays it.
          name: "videoDescribed",
          label: "Described version (voiced audio description)",
          type: "upload",
          relationTo: "media",
          localized: true,
          access: members,
          admin: {
            description:
              "This language's video with its audio description spoken. An extended version (the picture paused while a description is spoken) lists its pauses below.",
          },
        },
        {
          name: "describedPauses",
          label: "Described version: pauses",
          type: "json",
          localized: true,
          access: members,
          validate: (value: unknown) => {
            if (value === null || value === undefined) return true;
            const parsed = describedPausesSchema.safeParse(value);
            return (
              parsed.success ||
              `Write [{"at": seconds into the video, "seconds": how long it pauses}, …] in time order (${parsed.error.issues[0]?.message ?? "invalid"}).`
            );
          },
          admin: {
            description:
              'Where the extended described version pauses: [{"at": 9.33, "seconds": 8.9}, …] — "at" on the video\'s own timeline. Empty when the described version keeps the video\'s timing. The player uses it to keep the position when a student switches.',
          },
        },
        {
          name: "poster",
          type: "upload",
          relationTo: "media",
          localized: true,
          access: members,
          admin: { description: "A frame of this language's video (its title is in this language)." },
        },
        {
          name: "captions",
          type: "upload",
          relationTo: "media",
          localized: true,
          access: members,
          admin: { description: "WebVTT subtitles for this language's video." },
        },
        {
          // WCAG 2.2 1.2.5 (issue 46 item 3): the player's "Audio description" toggle and the transcript read it.
          name: "descriptions",
          label: "Audio description track",
          type: "upload",
          relationTo: "media",
          localized: true,
          access: members,
          admin: {
            description:
              "WebVTT audio description (kind=descriptions) for this language's video: one cue per moment, saying what is shown and not said (on-screen text, images, actions).",
          },
        },
        {
          name: "narration",
          type: "upload",
          relationTo: "media",
          localized: true,
          access: members,
          admin: { description: "Narration audio in this language." },
        },
        { name: "narrationText", type: "textarea", localized: true, access: members, admin: { description: "Transcript of the narration." } },
      ],
    },
    {
      name: "figures",
      type: "array",
      access: members,
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
      access: members,
      fields: [
        { name: "model", type: "upload", relationTo: "media", admin: { description: "A glTF/GLB 3D model…" } },
        { name: "embedUrl", type: "text", validate: validateLink, admin: { description: "…or the URL of an embeddable viewer (https://… or /path)." } },
        { name: "name", type: "text", localized: true },
        {
          name: "description",
          type: "textarea",
          localized: true,
          required: true,
          admin: { description: "What the structure shows, for screen-reader users." },
        },
      ],
    },
    { name: "quiz", type: "relationship", relationTo: "quizzes", access: members, admin: { description: "Optional lesson quiz." } },
  ],
};
