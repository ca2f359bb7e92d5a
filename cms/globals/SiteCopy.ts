import type { GlobalConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";

const image = { name: "image", type: "upload", relationTo: "media" } as const;

/** The copy the public pages use: home slides and value cards, testimonials, school logos, founders, about stats. */
export const SiteCopy: GlobalConfig = {
  slug: "site-copy",
  admin: { group: "Content" },
  access: { read: () => true, update: isContentEditor },
  fields: [
    {
      type: "tabs",
      tabs: [
        {
          label: "Home",
          fields: [
            { name: "homeSlides", type: "array", maxRows: 6, fields: [{ name: "title", type: "text", required: true, localized: true }, { name: "text", type: "textarea", localized: true }, image] },
            { name: "valueCards", type: "array", fields: [{ name: "title", type: "text", required: true, localized: true }, { name: "text", type: "textarea", localized: true }] },
            { name: "schoolLogos", type: "array", fields: [{ name: "name", type: "text", required: true }, { name: "logo", type: "upload", relationTo: "media" }] },
          ],
        },
        {
          label: "Testimonials",
          fields: [
            { name: "testimonials", type: "array", fields: [{ name: "quote", type: "textarea", required: true, localized: true }, { name: "author", type: "text", required: true }, { name: "role", type: "text", localized: true }] },
          ],
        },
        {
          label: "About",
          fields: [
            { name: "founders", type: "array", fields: [{ name: "name", type: "text", required: true }, { name: "role", type: "text", localized: true }, { name: "bio", type: "textarea", localized: true }, { name: "photo", type: "upload", relationTo: "media" }] },
            { name: "aboutStats", type: "array", fields: [{ name: "value", type: "text", required: true, localized: true }, { name: "label", type: "text", required: true, localized: true }] },
          ],
        },
      ],
    },
  ],
};
