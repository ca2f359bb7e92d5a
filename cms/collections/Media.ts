import path from "node:path";
import type { CollectionConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";
import { mediaRead } from "../access/mediaRead";
import { invalidateContentAfterChange, invalidateContentAfterDelete } from "../hooks/invalidateContent";

/**
 * Uploaded files: images (with a 150 x 150 thumbnail for figures), video, audio, WebVTT captions and 3D models.
 * A file with a unit is that unit's learning material (lesson video, narration, captions, figures): served,
 * listed and populated only for the unit's members and editors, `/api/media/file/<name>` included. A file
 * without a unit is public (covers, sample videos, site images). See docs/security.md, "CMS API surface".
 */
export const Media: CollectionConfig = {
  slug: "media",
  admin: { group: "Content", useAsTitle: "filename", defaultColumns: ["filename", "alt", "mimeType", "filesize"] },
  hooks: { afterChange: [invalidateContentAfterChange], afterDelete: [invalidateContentAfterDelete] },
  access: { read: mediaRead, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  upload: {
    staticDir: path.resolve(process.env.DATA_DIR ?? ".data", "media"),
    mimeTypes: [
      "image/*",
      "video/mp4",
      "video/webm",
      "audio/mpeg",
      "audio/ogg",
      "text/vtt",
      "model/gltf-binary",
      "model/gltf+json",
      "application/octet-stream",
    ],
    imageSizes: [{ name: "thumbnail", width: 150, height: 150, position: "centre" }],
    adminThumbnail: "thumbnail",
  },
  fields: [
    {
      name: "alt",
      type: "text",
      localized: true,
      admin: { description: "Text alternative for screen readers (images) or a short description (other files)." },
    },
    {
      name: "unit",
      type: "relationship",
      relationTo: "units",
      index: true,
      admin: {
        position: "sidebar",
        description: "The unit whose members may open this file (lesson material). Empty: a public file (covers, sample videos, site images).",
      },
    },
    { name: "key", type: "text", index: true, admin: { readOnly: true, description: "Stable key of seeded demo files." } },
  ],
};
