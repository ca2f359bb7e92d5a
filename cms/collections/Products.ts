import type { CollectionConfig } from "payload";
import { anyone } from "../access/anyone";
import { isContentEditor } from "../access/isContentEditor";
import { validateLink } from "../lib/links";
import { invalidateContentAfterChange, invalidateContentAfterDelete } from "../hooks/invalidateContent";

/** Catalogue products (PUB-039, PUB-047). */
export const Products: CollectionConfig = {
  slug: "products",
  admin: { useAsTitle: "title", defaultColumns: ["title", "price", "currency", "ltiOnly"], group: "Store" },
  hooks: { afterChange: [invalidateContentAfterChange], afterDelete: [invalidateContentAfterDelete] },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: "title", type: "text", required: true, localized: true },
    { name: "key", type: "text", unique: true, index: true, admin: { position: "sidebar" } },
    {
      name: "published",
      type: "checkbox",
      defaultValue: true,
      admin: { position: "sidebar", description: "Shown in the store (unchecked: hidden, its page answers 404)." },
    },
    { name: "price", type: "number", required: true, min: 0 },
    {
      name: "currency",
      type: "select",
      required: true,
      defaultValue: "USD",
      options: [
        { label: "USD", value: "USD" },
        { label: "CAD", value: "CAD" },
      ],
    },
    { name: "cover", type: "upload", relationTo: "media", localized: true },
    { name: "shortDescription", type: "textarea", localized: true },
    { name: "description", type: "richText", localized: true },
    { name: "productInformation", type: "richText", localized: true },
    { name: "lessonExample", type: "relationship", relationTo: "lessons", admin: { description: "The sample lesson shown before purchase." } },
    { name: "exampleImages", type: "upload", relationTo: "media", hasMany: true, localized: true },
    {
      name: "categories",
      type: "select",
      hasMany: true,
      options: [
        { label: "Animated Textbook", value: "animated-textbook" },
        { label: "eBook", value: "ebook" },
        { label: "Classroom", value: "classroom" },
        { label: "Trial", value: "trial" },
      ],
    },
    { name: "memberships", type: "relationship", relationTo: "memberships", hasMany: true },
    { name: "ltiOnly", type: "checkbox", defaultValue: false, admin: { description: "Only purchasable through a school's LMS (LTI) session." } },
    { name: "externalPurchaseUrl", type: "text", validate: validateLink, admin: { description: "e-books: where the Purchase button goes." } },
  ],
};
