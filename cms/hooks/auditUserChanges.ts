import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from "payload";
import { recordAudit } from "#core/audit/record";
import { addressOf } from "./auditPublication";

/** The account fields whose change the row names (never their values, but the role's). */
const FIELDS = ["email", "username", "firstName", "lastName", "role", "language", "memberships", "classes", "isLTI", "mustResetPassword"] as const;

type Who = { id: number; email?: string | null; role?: string | null };

/**
 * Issue 50 item 5: an account created, changed or deleted by a signed-in person through the CMS's own screens or
 * REST API (`/admin`, `/api/users`) writes one audit row in the save's transaction. The application's own writes go
 * through Payload's Local API and record their rows in core (core/admin/*), so they are not counted twice; a person
 * changing their own account is not "someone else's data".
 */
function actorOf(req: PayloadRequest): Who | null {
  if (req.payloadAPI !== "REST" && req.payloadAPI !== "GraphQL") return null;
  const user = req.user as Who | null | undefined;
  return user ? { id: user.id, email: user.email ?? null, role: user.role ?? null } : null;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const ids = (v: unknown) => (Array.isArray(v) ? v.map((x) => (typeof x === "object" && x ? (x as { id: unknown }).id : x)) : v);

export const auditUserChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const actor = actorOf(req);
  if (!actor || (operation === "update" && actor.id === doc.id)) return doc;
  const before = (previousDoc ?? {}) as Record<string, unknown>;
  const after = doc as Record<string, unknown>;
  const changed = operation === "create" ? [] : FIELDS.filter((f) => !sameValue(ids(before[f]), ids(after[f])));
  if (operation === "update" && changed.length === 0) return doc;
  const roleChanged = operation === "update" && changed.includes("role");
  await recordAudit(
    { payload: req.payload, req },
    { user: actor, ip: addressOf(req) },
    {
      action: operation === "create" ? "user.created" : roleChanged ? "user.role" : "user.updated",
      target: { type: "user", id: doc.id },
      summary:
        operation === "create"
          ? { role: after.role, source: "cms" }
          : { changed, source: "cms", ...(roleChanged ? { before: { role: before.role }, after: { role: after.role } } : {}) },
    },
  );
  return doc;
};

export const auditUserDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const actor = actorOf(req);
  if (!actor || actor.id === doc.id) return doc;
  await recordAudit(
    { payload: req.payload, req },
    { user: actor, ip: addressOf(req) },
    { action: "user.deleted", target: { type: "user", id: doc.id }, summary: { role: (doc as { role?: string }).role, source: "cms" } },
  );
  return doc;
};
