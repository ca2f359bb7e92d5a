import { hashPassword } from "#core/auth/passwords";
import type { CollectionConfig } from "payload";
import { canEnterAdmin } from "../access/canEnterAdmin";
import { isAdmin } from "../access/isAdmin";
import { isAdminOrSelf } from "../access/isAdminOrSelf";
import { hasRole, ROLES } from "#shared/roles";
import { appSessionStrategy } from "../auth/appSessionStrategy";
import { removeAccountRecords } from "../hooks/removeAccountRecords";
import { auditUserChange, auditUserDelete } from "../hooks/auditUserChanges";

/** Everybody who signs in: admins, editors, teachers, students. Passwords are hashed here, on the server. */
export const Users: CollectionConfig = {
  slug: "users",
  admin: {
    useAsTitle: "email",
    defaultColumns: ["email", "firstName", "lastName", "role"],
    group: "Access",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  auth: {
    disableLocalStrategy: true,
    strategies: [appSessionStrategy],
  },
  access: {
    admin: canEnterAdmin,
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeDelete: [removeAccountRecords],
    // Issue 50: accounts changed through the CMS's own screens or REST API (the application records its own in core).
    afterChange: [auditUserChange],
    afterDelete: [auditUserDelete],
    beforeChange: [
      async ({ data }) => {
        if (typeof data.newPassword === "string" && data.newPassword.length > 0) {
          data.passwordHash = await hashPassword(data.newPassword);
        }
        delete data.newPassword;
        if (typeof data.email === "string") data.email = data.email.trim().toLowerCase();
        return data;
      },
    ],
  },
  fields: [
    { name: "email", type: "email", required: true, unique: true, index: true },
    { name: "username", type: "text", unique: true, index: true },
    { name: "firstName", type: "text" },
    { name: "lastName", type: "text" },
    {
      name: "role",
      type: "select",
      required: true,
      defaultValue: "student",
      options: ROLES.map((r) => ({ label: r, value: r })),
    },
    {
      name: "newPassword",
      type: "text",
      virtual: true,
      admin: { description: "Set a new password (at least 8 characters). It is hashed on the server." },
      validate: (v: unknown) => v === undefined || v === null || v === "" || (typeof v === "string" && v.length >= 8) || "At least 8 characters",
    },
    { name: "passwordHash", type: "text", hidden: true },
    { name: "memberships", type: "relationship", relationTo: "memberships", hasMany: true, admin: { description: "What this account may open (ADM-003)." } },
    { name: "classes", type: "relationship", relationTo: "classes", hasMany: true, index: true },
    {
      // Issue 47: the OneRoster sourcedId of the school's information system (docs/rosters.md); set by a roster import.
      name: "rosterSourcedId",
      type: "text",
      unique: true,
      index: true,
      admin: { readOnly: true, description: "OneRoster sourcedId (set by a roster import; matches this account in the next one)." },
    },
    {
      // I18N-011 (decision 070): the language this user chose in the header dropdown while signed in; it wins over their class's.
      name: "language",
      type: "select",
      options: [
        { label: "English", value: "en" },
        { label: "Français", value: "fr" },
      ],
      admin: { description: "The user's own interface language (set when they pick one); empty: their class's, else the one chosen before signing in." },
    },
    {
      name: "isLTI",
      type: "checkbox",
      defaultValue: false,
      admin: { description: "Created through a school's LMS: signs in through the school portal only (M101-LTI)." },
    },
    { name: "mustResetPassword", type: "checkbox", defaultValue: false, admin: { description: "Must reset the password by e-mail before signing in (M101)." } },
    {
      type: "collapsible",
      label: "Sign-in failures",
      admin: { initCollapsed: true, position: "sidebar" },
      fields: [
        { name: "failedLogins", type: "number", defaultValue: 0, admin: { readOnly: true } },
        { name: "lastFailedLoginAt", type: "date", admin: { readOnly: true } },
        { name: "lockedUntil", type: "date", admin: { readOnly: true, date: { pickerAppearance: "dayAndTime" } } },
      ],
    },
    {
      // Issue 50 (docs/privacy.md): set when a student's personal data was erased; the anonymised account keeps the grades
      // the school must keep, and the student's Q&A posts show "Former student".
      name: "erasedAt",
      type: "date",
      admin: { readOnly: true, position: "sidebar", description: "When this student's personal data was erased (docs/privacy.md)." },
    },
    { name: "notes", type: "join", collection: "user-notes", on: "user", defaultSort: "-createdAt" },
  ],
};
