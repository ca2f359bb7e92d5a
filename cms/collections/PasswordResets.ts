import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

/** Password-reset links (SES-038): single use, expiring; only the SHA-256 of the link's secret is stored. */
export const PasswordResets: CollectionConfig = {
  slug: "password-resets",
  admin: {
    useAsTitle: "publicId",
    defaultColumns: ["user", "requestedBy", "expiresAt", "usedAt"],
    group: "Access",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "publicId", type: "text", required: true, index: true },
    { name: "tokenHash", type: "text", required: true, unique: true, index: true, hidden: true },
    { name: "user", type: "relationship", relationTo: "users", required: true, index: true },
    { name: "requestedBy", type: "select", required: true, options: ["self", "admin"].map((v) => ({ label: v, value: v })) },
    { name: "expiresAt", type: "date", required: true },
    { name: "usedAt", type: "date" },
  ],
};
