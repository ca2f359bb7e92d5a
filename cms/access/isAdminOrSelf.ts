import type { Access } from "payload";
import { hasRole } from "#shared/roles";

/** Admins see every account; anyone else only their own (Payload's /api/users/me needs this). */
export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, "admin")) return true;
  if (req.user) return { id: { equals: req.user.id } };
  return false;
};
