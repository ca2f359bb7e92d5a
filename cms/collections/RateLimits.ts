import type { CollectionConfig } from "payload";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";
import { hasRole } from "#shared/roles";

/** Fixed-window counters (e.g. login attempts per address), kept in PostgreSQL so every instance shares them. */
export const RateLimits: CollectionConfig = {
  slug: "rate-limits",
  admin: { useAsTitle: "key", group: "Access", hidden: ({ user }) => !hasRole(user, "admin") },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "key", type: "text", required: true, unique: true, index: true },
    { name: "windowStart", type: "date", required: true },
    { name: "count", type: "number", required: true, defaultValue: 0 },
  ],
};
