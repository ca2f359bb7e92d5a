import { passwordProblem } from "#shared/passwordPolicy";

/**
 * The password screen's checks (SES-043, SES-044 and the password policy), shared by the forms
 * (instant feedback) and the procedures (the checks that count). Each value is an i18n key
 * under "auth.password." in the session's language.
 */
export type PasswordFormProblem = "empty" | "mismatch" | "tooShort" | "tooLong" | "tooCommon";

export function passwordFormProblem(fields: { existingPassword?: string; newPassword: string; repeatPassword: string }): PasswordFormProblem | null {
  const values = [fields.newPassword, fields.repeatPassword, ...(fields.existingPassword === undefined ? [] : [fields.existingPassword])];
  if (values.some((v) => v.length === 0)) return "empty";
  if (fields.newPassword !== fields.repeatPassword) return "mismatch";
  const policy = passwordProblem(fields.newPassword);
  if (policy === "password.tooShort") return "tooShort";
  if (policy === "password.tooLong") return "tooLong";
  if (policy === "password.tooCommon") return "tooCommon";
  return null;
}
