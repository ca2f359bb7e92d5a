import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

/**
 * Contact Us and Enterprise messages (CON-001…011), stored before the e-mail to support goes out.
 * Staff read them in /admin and mark them handled; nobody creates them there (only the site's form).
 */
export const ContactMessages: CollectionConfig = {
  slug: "contactMessages",
  admin: {
    useAsTitle: "email",
    defaultColumns: ["name", "email", "variant", "handled", "createdAt"],
    group: "Inbox",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  defaultSort: "-createdAt",
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    { name: "handled", type: "checkbox", defaultValue: false, admin: { position: "sidebar" } },
    {
      name: "variant",
      type: "select",
      required: true,
      options: ["contact", "enterprise"].map((v) => ({ label: v, value: v })),
      access: { update: () => false },
    },
    { name: "name", type: "text", required: true, access: { update: () => false } },
    { name: "email", type: "email", required: true, index: true, access: { update: () => false } },
    { name: "message", type: "textarea", required: true, access: { update: () => false } },
    { name: "trialRequest", type: "checkbox", defaultValue: false, access: { update: () => false } },
    {
      name: "enterpriseDetails",
      type: "group",
      access: { update: () => false },
      fields: [
        { name: "institutionName", type: "text" },
        { name: "institutionContact", type: "text" },
        { name: "contactNumber", type: "text" },
        { name: "educationLevel", type: "text" },
        { name: "country", type: "text" },
        { name: "province", type: "text" },
      ],
    },
    { name: "language", type: "text", admin: { readOnly: true } },
    { name: "idempotencyKey", type: "text", required: true, unique: true, index: true, admin: { readOnly: true, position: "sidebar" } },
  ],
};
