import type { Access } from "payload";
import { hasRole } from "#shared/roles";

/** Content is written by editors and admins only. */
export const isContentEditor: Access = ({ req }) => hasRole(req.user, "admin", "editor");
