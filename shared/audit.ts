import { z } from "zod";

/**
 * Issue 50 item 5 (docs/audit.md): the actions the audit trail records — every admin and teacher action that
 * changes someone else's data. Browser-safe: the Audit tab's filter lists them and labels them (dashboard.audit.actions.*).
 */
export const AUDIT_ACTIONS = [
  "user.created",
  "user.updated",
  "user.role",
  "user.deleted",
  "users.bulkCreated",
  "ipList.created",
  "ipList.updated",
  "ipList.deleted",
  "order.refunded",
  "coupons.created",
  "lti.consumerCreated",
  "lti.secretRotated",
  "lti.toolKeyRotated",
  "accounting.connected",
  "accounting.disconnected",
  "quiz.overrideSet",
  "quiz.overrideRemoved",
  "deadline.extended",
  "deadline.removed",
  "content.published",
  "content.scheduled",
  "privacy.exported",
  "privacy.erased",
  "audit.pruned",
  // Issue 47: school sign-in providers, an account linked by an admin, a roster import.
  "sso.providerCreated",
  "sso.providerUpdated",
  "sso.providerDeleted",
  "sso.accountLinked",
  "roster.imported",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the rows of the Audit tab name as their target. */
export const AUDIT_TARGET_TYPES = [
  "user",
  "users",
  "ipList",
  "order",
  "coupons",
  "ltiConsumer",
  "ltiToolKey",
  "accounting",
  "quizOverride",
  "deadline",
  "lessons",
  "modules",
  "units",
  "chapters",
  "auditTrail",
  "ssoProvider",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_PAGE_SIZE = 25;

/** The Audit tab's filters (all optional; dates as YYYY-MM-DD, inclusive, UTC). */
export const auditFilterInput = z.object({
  actor: z.string().trim().max(320).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().trim().max(64).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type AuditFilter = z.infer<typeof auditFilterInput>;
export const auditSearchInput = auditFilterInput.extend({ page: z.number().int().min(1).max(100_000).default(1) });
export const auditExportInput = auditFilterInput.extend({ format: z.enum(["csv", "xlsx"]) });

/** One row as the tab shows it. */
export type AuditRow = {
  id: number;
  at: string;
  action: AuditAction;
  actorId: number | null;
  actorEmail: string | null;
  actorRole: string | null;
  ip: string | null;
  targetType: string;
  targetId: string | null;
  summary: unknown;
};

/** The columns of the CSV/XLSX export, in order. */
export const AUDIT_EXPORT_COLUMNS = ["at", "action", "actorId", "actorEmail", "actorRole", "ip", "targetType", "targetId", "summary"] as const;
