import type { CollectionConfig } from "payload";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";
import { hasRole } from "#shared/roles";

/** Server-side sessions (visitor and signed-in). Written only by the application. */
export const Sessions: CollectionConfig = {
  slug: "sessions",
  admin: {
    useAsTitle: "publicId",
    defaultColumns: ["publicId", "user", "language", "expiresAt", "revokedAt"],
    group: "Access",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "tokenHash", type: "text", required: true, unique: true, index: true, hidden: true },
    { name: "publicId", type: "text", required: true, index: true },
    { name: "user", type: "relationship", relationTo: "users", index: true },
    {
      name: "language",
      type: "select",
      required: true,
      defaultValue: "en",
      options: [
        { label: "English", value: "en" },
        { label: "Français", value: "fr" },
      ],
    },
    {
      name: "email",
      type: "text",
      admin: { description: "The account's e-mail when the session started (SES-008): a session whose account has another e-mail now is invalid (SES-034)." },
    },
    { name: "isLTI", type: "checkbox", defaultValue: false },
    { name: "isLib", type: "checkbox", defaultValue: false },
    { name: "multiSession", type: "checkbox", defaultValue: false },
    { name: "ipList", type: "relationship", relationTo: "ip-lists", admin: { description: "Library / IP login: the list the address matched." } },
    // Learning area (docs/decisions/004-learning-session-state.md): the unit /textbook shows, the
    // LTI lock (LTI-009, LRN-052, LRN-057; set by LTI launches) and the one-time module modal (LRN-018).
    // maxDepth 0: every request reads its session; these stay ids rather than whole documents.
    {
      name: "activeUnit",
      type: "relationship",
      relationTo: "units",
      maxDepth: 0,
      admin: { description: "The unit last started or continued (LRN-055, LRN-007)." },
    },
    { name: "ltiLock", type: "checkbox", defaultValue: false, admin: { description: "LTI lock: only ltiChapter is shown and unit cards are disabled." } },
    { name: "ltiChapter", type: "relationship", relationTo: "chapters", maxDepth: 0, admin: { description: "The chapter an LTI launch opened (LTI-003)." } },
    { name: "ltiConsumer", type: "relationship", relationTo: "lti-consumers", maxDepth: 0, admin: { description: "The portal that launched this session." } },
    { name: "ltiFrameOrigins", type: "text", admin: { description: "The portal origins allowed to frame this LTI session (frame-ancestors)." } },
    { name: "shouldShowModal", type: "checkbox", defaultValue: true, admin: { description: "False once the 'Ready for the next module?' modal was shown." } },
    { name: "expiresAt", type: "date", required: true },
    { name: "lastSeenAt", type: "date" },
    { name: "revokedAt", type: "date" },
    { name: "ip", type: "text" },
    { name: "userAgent", type: "text" },
  ],
};
