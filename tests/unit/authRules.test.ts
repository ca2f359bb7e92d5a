import { describe, expect, it } from "vitest";
import { LOCKOUT, lockDurationMs, lockRemainingMs } from "#core/auth/loginLockout";
import { passwordFormProblem } from "#shared/passwordForm";
import en from "../../app/i18n/locales/en.auth.json";
import fr from "../../app/i18n/locales/fr.auth.json";
import enMain from "../../app/i18n/locales/en.json";

describe("lockout schedule (SES-024)", () => {
  it("SES-024 a few failures are free, then each one pauses the account twice as long, up to a cap", () => {
    const schedule = Array.from({ length: 12 }, (_, i) => lockDurationMs(i + 1) / 1000);
    expect(schedule).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(lockDurationMs(1000)).toBe(LOCKOUT.maxLockMs);
    // The counter's window is no shorter than the longest lock: a lock ends before its failures stop counting.
    expect(LOCKOUT.windowMs).toBeGreaterThanOrEqual(LOCKOUT.maxLockMs);
  });

  it("SES-024 the remaining lock time", () => {
    const now = Date.parse("2026-11-24T10:00:00Z");
    expect(lockRemainingMs({ lockedUntil: null }, now)).toBe(0);
    expect(lockRemainingMs({ lockedUntil: "2026-11-24T09:59:00Z" }, now)).toBe(0);
    expect(lockRemainingMs({ lockedUntil: "2026-11-24T10:00:30Z" }, now)).toBe(30_000);
  });
});

describe("password screen checks (SES-043, SES-044, policy)", () => {
  const good = "a perfectly fine passphrase";
  it("SES-043 any empty field (either mode) is 'empty'", () => {
    expect(passwordFormProblem({ newPassword: "", repeatPassword: "" })).toBe("empty");
    expect(passwordFormProblem({ existingPassword: "", newPassword: good, repeatPassword: good })).toBe("empty");
    expect(passwordFormProblem({ newPassword: good, repeatPassword: good })).toBeNull();
  });

  it("SES-044 the repeat must equal the new password", () => {
    expect(passwordFormProblem({ existingPassword: "old", newPassword: good, repeatPassword: `${good} ` })).toBe("mismatch");
  });

  it("the policy: at least 8 characters, not a common password", () => {
    expect(passwordFormProblem({ newPassword: "short", repeatPassword: "short" })).toBe("tooShort");
    expect(passwordFormProblem({ newPassword: "password123", repeatPassword: "password123" })).toBe("tooCommon");
  });

  it("the policy: at most 72 bytes, bcrypt's limit, counted in UTF-8 (a longer password would match with any ending)", () => {
    const ascii72 = "Kq7!".repeat(18);
    expect(passwordFormProblem({ newPassword: ascii72, repeatPassword: ascii72 })).toBeNull();
    expect(passwordFormProblem({ newPassword: `${ascii72}x`, repeatPassword: `${ascii72}x` })).toBe("tooLong");
    const accented = "é".repeat(37); // 37 characters, 74 bytes
    expect(passwordFormProblem({ newPassword: accented, repeatPassword: accented })).toBe("tooLong");
  });

  it("SES-043 SES-044 SES-045 SES-047 SES-035 SES-037 SES-025 SES-027 the legacy messages, exactly", () => {
    expect(en.password.empty).toBe("Please enter all fields to reset password");
    expect(en.password.mismatch).toBe("New Passsword Must Match!");
    expect(en.password.existingMismatch).toBe("Existing Passwords don't match!");
    expect(en.password.changed).toBe("Password has been changed");
    expect(en.password.unknown).toBe("Unknown Error Occured...");
    expect(en.forgot.required).toBe("Enter Email Address");
    expect(en.forgot.notFound).toBe("User Not Found");
    expect(en.forgot.sent).toBe("If an account is associated with this email, a password reset link will be sent to you within a few minutes.");
    expect(en.library.placeholder).toBe("select your library");
    expect(en.library.submit).toBe("Library Login");
    expect(en.library.errors.NO_LIBRARY).toBe("Please select a library before logging in via library");
    expect(en.library.errors.LOCATION).toBe("Unable to login from this location, please login from your school.");
    expect(enMain.login.errors["M101-LTI"]).toBe("IMPORTANT: Unable to login, please use your school portal to access your content");
    expect(enMain.login.errors.M101).toBe("Please reset your password using the email sent to your inbox");
    expect(enMain.login.errors["M101-User"]).toBe("Username/Email does not exist, Validate details entered and retry");
    expect(enMain.login.errors.INVALID_PASSWORD).toBe("Incorrect Password, please try again");
  });

  it("I18N-012 every sign-in and password string has a French translation that differs from the English", () => {
    const flat = (o: object, prefix = ""): Record<string, string> =>
      Object.fromEntries(
        Object.entries(o).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v]] : Object.entries(flat(v as object, `${prefix}${k}.`)))),
      );
    const e = flat(en);
    const f = flat(fr);
    expect(Object.keys(f).sort()).toEqual(Object.keys(e).sort());
    expect(Object.keys(e).filter((k) => e[k] === f[k])).toEqual([]);
  });
});
