import type { CollectionConfig } from "payload";
import { nobody } from "../access/nobody";

/** A learner's bookmark of a module (NOTE-008…NOTE-011): one per user and module. Private to its owner; goes with the account. */
export const Bookmarks: CollectionConfig = {
  slug: "bookmarks",
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ["user", "module"], unique: true }],
  fields: [
    { name: "user", type: "relationship", relationTo: "users", required: true, index: true },
    { name: "module", type: "relationship", relationTo: "modules", required: true },
  ],
};
