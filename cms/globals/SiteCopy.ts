import type { Field, GlobalConfig } from "payload";
import { isContentEditor } from "../access/isContentEditor";
import { invalidateContentAfterGlobalChange } from "../hooks/invalidateContent";

const image = { name: "image", type: "upload", relationTo: "media" } as const;

/** A video shown on a public page (hero, mission): the file, its captions and its poster per language (the poster is a frame of that language's video: its title is in that language). */
const video = (prefix: string, label: string): Field => ({
  type: "collapsible",
  label,
  fields: [
    { name: `${prefix}Video`, type: "upload", relationTo: "media", localized: true },
    { name: `${prefix}Captions`, type: "upload", relationTo: "media", localized: true, admin: { description: "WebVTT subtitles (.vtt)." } },
    { name: `${prefix}Poster`, type: "upload", relationTo: "media", localized: true },
  ],
});

/** The copy the public pages use: hero and mission videos, home slides and value cards, testimonials, school logos, founders, about stats, privacy and FERPA texts. */
export const SiteCopy: GlobalConfig = {
  slug: "site-copy",
  admin: { group: "Content" },
  hooks: { afterChange: [invalidateContentAfterGlobalChange] },
  access: { read: () => true, update: isContentEditor },
  fields: [
    {
      type: "tabs",
      tabs: [
        {
          label: "Home",
          fields: [
            video("hero", "Hero video (PUB-020)"),
            {
              name: "homeSlides",
              type: "array",
              maxRows: 6,
              fields: [{ name: "title", type: "text", required: true, localized: true }, { name: "text", type: "textarea", localized: true }, image],
            },
            {
              name: "valueCards",
              type: "array",
              fields: [
                { name: "title", type: "text", required: true, localized: true },
                { name: "text", type: "textarea", localized: true },
              ],
            },
            {
              name: "schoolLogos",
              type: "array",
              fields: [
                { name: "name", type: "text", required: true },
                { name: "logo", type: "upload", relationTo: "media" },
              ],
            },
          ],
        },
        {
          label: "Testimonials",
          fields: [
            {
              name: "testimonials",
              type: "array",
              fields: [
                { name: "quote", type: "textarea", required: true, localized: true },
                { name: "author", type: "text", required: true },
                { name: "role", type: "text", localized: true },
              ],
            },
          ],
        },
        {
          label: "About",
          fields: [
            video("mission", "Mission video (PUB-026)"),
            {
              name: "aboutModel",
              type: "upload",
              relationTo: "media",
              admin: { description: "3D model (.glb) beside the story on wide screens; hidden on mobile (PUB-029)." },
            },
            {
              name: "founders",
              type: "array",
              fields: [
                { name: "name", type: "text", required: true },
                { name: "role", type: "text", localized: true },
                { name: "bio", type: "textarea", localized: true },
                { name: "photo", type: "upload", relationTo: "media" },
              ],
            },
            {
              name: "aboutStats",
              type: "array",
              fields: [
                { name: "value", type: "text", required: true, localized: true },
                { name: "label", type: "text", required: true, localized: true },
              ],
            },
          ],
        },
        {
          label: "Privacy and terms",
          fields: [
            {
              name: "privacyStatement",
              type: "richText",
              localized: true,
              admin: { description: "School data privacy statement and terms (PUB-008, PUB-009)." },
            },
            { name: "ferpaPolicy", type: "richText", localized: true, admin: { description: "FERPA policy (PUB-008)." } },
          ],
        },
      ],
    },
  ],
};
