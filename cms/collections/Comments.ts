import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

/**
 * Q&A on a module page (QA-001…QA-013): a question (no parent) or a reply (parent = the question,
 * replyTo = the comment answered). Each belongs to one class: only that class's members see it
 * (docs/decisions/042-module-qa.md). Written through the study procedures; admins may read and
 * moderate (hide) them in the CMS. They go with the author's account.
 */
export const Comments: CollectionConfig = {
  slug: "comments",
  admin: {
    useAsTitle: "text",
    defaultColumns: ["text", "user", "module", "class", "hidden", "createdAt"],
    group: "Learning records",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  defaultSort: "-createdAt",
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    { name: "user", type: "relationship", relationTo: "users", required: true, index: true },
    { name: "module", type: "relationship", relationTo: "modules", required: true, index: true },
    { name: "chapter", type: "relationship", relationTo: "chapters" },
    { name: "unit", type: "relationship", relationTo: "units" },
    { name: "class", type: "relationship", relationTo: "classes", required: true, index: true },
    { name: "parent", type: "relationship", relationTo: "comments", index: true, admin: { description: "The question this replies to (empty: a question)." } },
    { name: "replyTo", type: "relationship", relationTo: "comments" },
    { name: "text", type: "textarea", required: true },
    { name: "correct", type: "checkbox", defaultValue: false, admin: { description: "Marked correct by a teacher of the class." } },
    { name: "markedBy", type: "relationship", relationTo: "users" },
    { name: "hidden", type: "checkbox", defaultValue: false, index: true, admin: { description: "Hidden by a moderator." } },
    { name: "hiddenBy", type: "relationship", relationTo: "users" },
    { name: "editedAt", type: "date" },
  ],
};
