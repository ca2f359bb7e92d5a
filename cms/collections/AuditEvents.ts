import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

/**
 * Issue 50 item 5 (docs/audit.md): the audit trail — who changed someone else's data, what, when, from which
 * address. Append-only: no one may update or delete a row through Payload, and a database trigger
 * (migration `audit_trail`) refuses UPDATE, DELETE and TRUNCATE except in the retention job's transaction.
 * Written only by `recordAudit` (core/audit/record.ts). No foreign key: a row outlives its actor and target,
 * and it names a target by type and id only (never an e-mail or a name: docs/decisions/166-audit-trail.md).
 */
export const AuditEvents: CollectionConfig = {
  slug: "audit-events",
  admin: {
    useAsTitle: "action",
    defaultColumns: ["createdAt", "action", "actorEmail", "targetType", "targetId", "ip"],
    group: "Access",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  defaultSort: "-createdAt",
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "action", type: "text", required: true, index: true },
    { name: "actorId", type: "number", index: true, admin: { description: "The account that acted (empty: the system)." } },
    { name: "actorEmail", type: "text", admin: { description: "The actor's e-mail at the time (staff accounts)." } },
    { name: "actorRole", type: "text" },
    { name: "ip", type: "text" },
    { name: "targetType", type: "text", required: true, index: true },
    { name: "targetId", type: "text", index: true },
    { name: "summary", type: "json", admin: { description: "A small before/after summary, without personal data." } },
  ],
};
