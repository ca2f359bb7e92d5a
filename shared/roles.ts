/** The roles every account carries. 'none' is an account that may sign in but owns no role yet. */
export const ROLES = ["admin", "editor", "teacher", "student", "none"] as const;
export type Role = (typeof ROLES)[number];

/** True when the user (any Payload user shape, or nothing) carries one of the roles. */
export function hasRole(user: unknown, ...roles: Role[]): boolean {
  if (!user || typeof user !== "object" || !("role" in user)) return false;
  return roles.includes((user as { role: Role }).role);
}
