import path from "node:path";
import type { CollectionConfig } from "payload";
import { anyone } from "../access/anyone";
import { isContentEditor } from "../access/isContentEditor";

/** Uploaded files: images (with a 150 x 150 thumbnail for figures), video, audio, WebVTT captions and 3D models. */
export const Media: CollectionConfig = {
  slug: "media",
  admin: { group: "Content", useAsTitle: "filename", defaultColumns: ["filename", "alt", "mimeType", "filesize"] },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  upload: {
    staticDir: path.resolve(process.env.DATA_DIR ?? ".data", "media"),
    mimeTypes: ["image/*", "video/mp4", "video/webm", "audio/mpeg", "audio/ogg", "text/vtt", "model/gltf-binary", "model/gltf+json", "application/octet-stream"],
    imageSizes: [{ name: "thumbnail", width: 150, height: 150, position: "centre" }],
    adminThumbnail: "thumbnail",
  },
  fields: [
    { name: "alt", type: "text", localized: true, admin: { description: "Text alternative for screen readers (images) or a short description (other files)." } },
    { name: "key", type: "text", index: true, admin: { readOnly: true, description: "Stable key of seeded demo files." } },
  ],
};
