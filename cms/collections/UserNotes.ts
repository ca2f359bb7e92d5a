import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

export const USER_NOTE_TYPES = ["note", "update", "password", "login", "lockout", "email", "created"] as const;

/** The log kept on each account (ADM-015: date, type, user, logmsgs): admin notes and what the system did. Append-only. */
export const UserNotes: CollectionConfig = {
  slug: "user-notes",
  admin: {
    useAsTitle: "message",
    defaultColumns: ["user", "type", "message", "authorName", "createdAt"],
    group: "Access",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  defaultSort: "-createdAt",
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "user", type: "relationship", relationTo: "users", required: true, index: true },
    { name: "type", type: "select", required: true, options: USER_NOTE_TYPES.map((v) => ({ label: v, value: v })) },
    { name: "message", type: "textarea", required: true },
    { name: "author", type: "relationship", relationTo: "users", admin: { description: "Who wrote it (empty: the system)." } },
    { name: "authorName", type: "text" },
  ],
};
