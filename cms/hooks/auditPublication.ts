import type { CollectionAfterChangeHook, PayloadRequest } from "payload";
import { recordAudit } from "#core/audit/record";
import type { AuditTargetType } from "#shared/audit";

/** The client's address as the CMS request carries it (the proxy's X-Forwarded-For first, else X-Real-IP), or null. */
export function addressOf(req: PayloadRequest): string | null {
  const forwarded = req.headers?.get?.("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || req.headers?.get?.("x-real-ip") || null;
}

/**
 * Issue 50 item 5: an editor's publish of a lesson, module or unit (a save with _status "published", the admin's
 * Publish button or a scheduled publication run for its editor) writes one audit row in the save's transaction. A draft
 * save writes none; saves without a signed-in user (the demo seed, migrations) write none either.
 */
export const auditPublication: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, collection }) => {
  const user = req.user as { id: number; email?: string; role?: string } | null | undefined;
  if (!user || (doc as { _status?: string })._status !== "published") return doc;
  const was = (previousDoc as { _status?: string } | undefined)?._status ?? null;
  await recordAudit(
    { payload: req.payload, req },
    { user: { id: user.id, email: user.email ?? null, role: user.role ?? null }, ip: addressOf(req) },
    {
      action: "content.published",
      target: { type: collection.slug as AuditTargetType, id: (doc as { id: number }).id },
      summary: { operation, before: { status: operation === "create" ? null : was }, after: { status: "published" } },
    },
  );
  return doc;
};
