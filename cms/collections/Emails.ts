import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

/**
 * Every e-mail the application sends, as sent (app/.server/mail.ts). In development and tests no
 * SMTP server is configured and this is the only place mail goes: tests read it, admins see it here.
 */
export const Emails: CollectionConfig = {
  slug: "emails",
  admin: {
    useAsTitle: "subject",
    defaultColumns: ["to", "subject", "kind", "delivery", "createdAt"],
    group: "Access",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  defaultSort: "-createdAt",
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "to", type: "text", required: true, index: true },
    { name: "subject", type: "text", required: true },
    { name: "kind", type: "text", index: true, admin: { description: "password-reset, account-created…" } },
    { name: "text", type: "textarea" },
    { name: "html", type: "textarea" },
    { name: "delivery", type: "select", required: true, options: ["captured", "smtp"].map((v) => ({ label: v, value: v })) },
    { name: "messageId", type: "text" },
  ],
};
