import bcrypt from "bcrypt";

/** bcrypt's work factor for every stored password (docs/security.md has the measured cost). */
export const BCRYPT_COST = 12;

/** The one way a password becomes a stored hash (bcrypt reads at most 72 bytes; shared/passwordPolicy enforces that on input). */
export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
}
