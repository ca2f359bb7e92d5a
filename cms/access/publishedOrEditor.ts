import type { Access } from "payload";
import { hasRole } from "#shared/roles";

/** Editors read drafts; everybody else reads published documents only. */
export const publishedOrEditor: Access = ({ req }) => {
  if (hasRole(req.user, "admin", "editor")) return true;
  return { _status: { equals: "published" } };
};
