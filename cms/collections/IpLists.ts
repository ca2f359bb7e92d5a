import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { isValidIpPattern } from "#shared/ipPatterns";

/**
 * IP access lists (ADM-033…ADM-039): where library / IP login is allowed. A visitor whose
 * request comes from one of the addresses signs in as the list's account, with library flags.
 * The list's name is what the login form's library dropdown shows.
 */
export const IpLists: CollectionConfig = {
  slug: "ip-lists",
  admin: { useAsTitle: "name", defaultColumns: ["name", "class", "account"], group: "Access", hidden: ({ user }) => !hasRole(user, "admin") },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: "name", type: "text", required: true, unique: true, index: true },
    { name: "class", type: "relationship", relationTo: "classes", required: true, admin: { description: "The school or library." } },
    {
      name: "addresses",
      type: "array",
      required: true,
      minRows: 1,
      fields: [
        {
          name: "pattern",
          type: "text",
          required: true,
          validate: (v: unknown) => (typeof v === "string" && isValidIpPattern(v)) || "Incorrect Format, Please Retry",
          admin: { description: "a.b.c.d, a.b.c.* or a.b.*.*" },
        },
      ],
    },
    { name: "account", type: "relationship", relationTo: "users", required: true, admin: { description: "The account library visitors are signed in as." } },
    { name: "memberships", type: "relationship", relationTo: "memberships", hasMany: true },
  ],
};
