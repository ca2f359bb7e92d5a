import type { Access } from "payload";
import { hasRole } from "#shared/roles";

export const isAdmin: Access = ({ req }) => hasRole(req.user, "admin");
