import type { CollectionBeforeChangeHook, RelationshipField } from "payload";
import { hasRole } from "#shared/roles";

/**
 * Issue 28 ("changes since", docs/decisions/120-changes-since.md): who saved a lesson, module or unit.
 * Payload's versions keep the document as it was saved but not who saved it; this field is part of the
 * document, so every version row carries it (`version_updated_by_id`). Set only by `recordUpdatedBy`;
 * read only by editors and admins.
 */
export const updatedByField: RelationshipField = {
  name: "updatedBy",
  label: "Last saved by",
  type: "relationship",
  relationTo: "users",
  access: { read: ({ req }) => hasRole(req.user, "admin", "editor") },
  admin: { readOnly: true, position: "sidebar", description: "Set when the document is saved, published or unpublished (also by a scheduled publish)." },
};

/**
 * beforeChange: the signed-in user who makes the change — an editor in the CMS, or the scheduling
 * editor when Payload's schedulePublish job publishes as them — or nobody (seeds, scripts).
 * Whatever the request sent for the field is replaced.
 */
export const recordUpdatedBy: CollectionBeforeChangeHook = ({ data, req }) => {
  const id = req.user && req.user.collection === "users" ? req.user.id : null;
  return { ...data, updatedBy: id ?? null };
};
