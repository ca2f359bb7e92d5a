import { z } from "zod";
import { COMMON_PASSWORDS } from "#shared/commonPasswords";

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only the first 72 bytes: a longer password would be accepted with any ending, so it is refused. */
export const PASSWORD_MAX_BYTES = 72;
/**
 * The most characters a password field may carry to the server (login, reset, change, checkout, trial,
 * admin-created accounts). Not the password rule: a new password is held to passwordProblem() below
 * (8 characters … 72 bytes), which answers its own message; this bound only keeps a request's size
 * sane and lets a login compare any stored password (the spec, SES-*, sets no length).
 */
export const PASSWORD_FIELD_MAX_LENGTH = 200;

/** The one schema of a typed password (every form and procedure that takes one). */
export const passwordSchema = z.string().max(PASSWORD_FIELD_MAX_LENGTH);

/**
 * The rule for every new password (reset, change, admin-created accounts): at least 8
 * characters, at most 72 bytes (bcrypt) and not one of the passwords attackers try first. Shared by the forms (instant
 * feedback) and the server (the rule that counts). Returns an i18n key, or null when acceptable.
 */
export function passwordProblem(password: string): "password.tooShort" | "password.tooLong" | "password.tooCommon" | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "password.tooShort";
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return "password.tooLong";
  const folded = password.toLowerCase();
  if (COMMON_PASSWORDS.has(folded) || COMMON_PASSWORDS.has(folded.replace(/[\d!@#$%^&*.]+$/, ""))) return "password.tooCommon";
  return null;
}

/** English text of the problems, for server-side messages (the forms translate the keys). */
export const PASSWORD_PROBLEM_TEXT = {
  "password.tooShort": `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  "password.tooLong": `Password must be at most ${PASSWORD_MAX_BYTES} bytes (about ${PASSWORD_MAX_BYTES} letters, fewer with accents or emoji).`,
  "password.tooCommon": "This password is too common, please choose another.",
} as const;
