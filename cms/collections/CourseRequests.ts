import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

/** Custom course requests from /custom-course-builder (PUB-052…056, docs/decisions/018). */
export const CourseRequests: CollectionConfig = {
  slug: "courseRequests",
  admin: {
    useAsTitle: "courseName",
    defaultColumns: ["courseName", "institutionName", "profEmail", "handled", "createdAt"],
    group: "Inbox",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  defaultSort: "-createdAt",
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    { name: "handled", type: "checkbox", defaultValue: false, admin: { position: "sidebar" } },
    ...[
      "profFirstName",
      "profLastName",
      "profEmail",
      "profPhone",
      "profDepartment",
      "courseName",
      "institutionName",
      "institutionCity",
      "institutionProvince",
      "institutionCountry",
    ].map((name) => ({ name, type: "text" as const, required: name !== "profPhone", access: { update: () => false } })),
    {
      name: "lessons",
      type: "json",
      required: true,
      admin: { description: "The chosen lessons: [{ id, title, module, chapter, unit }]." },
      access: { update: () => false },
    },
    { name: "comments", type: "textarea", access: { update: () => false } },
    { name: "language", type: "text", admin: { readOnly: true } },
    { name: "idempotencyKey", type: "text", required: true, unique: true, index: true, admin: { readOnly: true, position: "sidebar" } },
  ],
};
