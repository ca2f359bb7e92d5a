import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_TTL_MS } from "#core/auth/passwordResets";
import { createSession, findSession, readSessionToken, type Language } from "#core/session/sessions";
import type { User } from "../../cms/payload-types";
import { createContext } from "#core/context";
import { createCaller } from "../../trpc/router";
import { cookiesOf, openTestDb, type TestDb } from "../support/payload";

/** Forgot password, the e-mailed reset link, and the logged-in change, through the real procedures on PostgreSQL. */
let db: TestDb;
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db?.close());

/** A visitor whose session is in `language` (as after choosing FR in the header). */
async function visitorIn(language: Language, ip = freshIp()) {
  const { session } = await createSession(db.payload, { language });
  return createCaller(createContext({ payload: db.payload, session: { ...session, user: null }, ip, secureCookies: false, setCookie: () => {} }));
}

async function lastEmailTo(to: string) {
  const { docs } = await db.payload.find({ collection: "emails", where: { to: { equals: to } }, sort: "-createdAt", limit: 1, overrideAccess: true });
  return docs[0];
}

function linkToken(text: string): string {
  const match = /\/passwordReset\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

async function userRow(id: number) {
  return db.payload.findByID({ collection: "users", id, overrideAccess: true, depth: 0, showHiddenFields: true, joins: { notes: false } });
}

/** Signs `email` in through the login procedure; returns the caller and the session token. */
async function signIn(email: string, password = PASSWORD) {
  const caller = await db.callerAs(null, { ip: freshIp() });
  const result = await caller.auth.login({ identifier: email, password });
  if (!result.validLogin) throw new Error(`login failed: ${result.errorId}`);
  const token = readSessionToken(cookiesOf(caller).at(-1)!.split(";")[0])!;
  const session = await findSession(db.payload, token);
  return {
    token,
    session: session!,
    caller: createCaller(createContext({ payload: db.payload, session, ip: freshIp(), secureCookies: false, setCookie: () => {} })),
  };
}

describe("forgot password (SES-035…SES-037)", () => {
  it("SES-035 an empty e-mail is refused by the server too", async () => {
    const caller = await visitorIn("en");
    await expect(caller.auth.requestPasswordReset({ email: "  " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("SES-036 SES-037 an unknown e-mail answers userNotFound (code 2) and sends nothing", async () => {
    const caller = await visitorIn("en");
    expect(await caller.auth.requestPasswordReset({ email: "ghost@school.test" })).toEqual({ result: "userNotFound" });
    expect(await lastEmailTo("ghost@school.test")).toBeUndefined();
  });

  it("SES-036 a known e-mail gets a reset e-mail and a note in the account's log", async () => {
    const user = await db.createUser({ email: "forgot@school.test", role: "student", password: PASSWORD });
    const caller = await visitorIn("en");
    expect(await caller.auth.requestPasswordReset({ email: " Forgot@School.test " })).toEqual({ result: "sent" });
    const mail = await lastEmailTo("forgot@school.test");
    expect(mail).toMatchObject({ kind: "password-reset", subject: "Reset your BioText password" });
    const notes = await db.payload.find({ collection: "user-notes", where: { user: { equals: user.id }, type: { equals: "email" } }, overrideAccess: true });
    expect(notes.totalDocs).toBe(1);
  });

  it("SES-036 requests are rate-limited per e-mail (no inbox flooding) and per address", async () => {
    await db.createUser({ email: "flood@school.test", role: "student", password: PASSWORD });
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await (await visitorIn("en")).auth.requestPasswordReset({ email: "flood@school.test" })).result);
    expect(results).toEqual(["sent", "sent", "sent", "rateLimited"]);
    const { totalDocs } = await db.payload.count({ collection: "emails", where: { to: { equals: "flood@school.test" } }, overrideAccess: true });
    expect(totalDocs).toBe(3);

    const ip = freshIp();
    const fromOneAddress = [];
    for (let i = 0; i < 11; i++) fromOneAddress.push((await (await visitorIn("en", ip)).auth.requestPasswordReset({ email: `probe-${i}@school.test` })).result);
    expect(fromOneAddress.slice(0, 10).every((r) => r === "userNotFound")).toBe(true);
    expect(fromOneAddress[10]).toBe("rateLimited");
  });
});

describe("the reset e-mail (SES-036, SES-038) in English and French: its link works once and expires", () => {
  it("SES-036 SES-038 the English e-mail's link sets a new password once; a second use is refused", async () => {
    const user = await db.createUser({ email: "mail-en@school.test", role: "student", password: PASSWORD, mustResetPassword: true });
    const { session: earlier } = await createSession(db.payload, { user: user.id });
    await (await visitorIn("en")).auth.requestPasswordReset({ email: "mail-en@school.test" });
    const mail = await lastEmailTo("mail-en@school.test");
    expect(mail.subject).toBe("Reset your BioText password");
    expect(mail.text).toContain("The link works once and expires in one hour.");
    expect(mail.html).toContain("Choose a new password");
    const token = linkToken(mail.text!);

    const visitor = await visitorIn("en");
    expect(await visitor.auth.passwordResetStatus({ token })).toEqual({ valid: true });
    expect(await visitor.auth.resetPassword({ token, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD })).toEqual({ ok: true });

    // The new password works (and M101 is over); the old one does not; earlier sessions ended.
    const row = await userRow(user.id);
    expect(row.mustResetPassword).toBe(false);
    expect(row.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    const login = await db.callerAs(null, { ip: freshIp() });
    expect(await login.auth.login({ identifier: "mail-en@school.test", password: PASSWORD })).toMatchObject({ validLogin: false, errorId: "INVALID_PASSWORD" });
    expect(await login.auth.login({ identifier: "mail-en@school.test", password: NEW_PASSWORD })).toMatchObject({ validLogin: true });
    expect((await db.payload.findByID({ collection: "sessions", id: earlier.id, overrideAccess: true })).revokedAt).toBeTruthy();

    // Single use.
    expect(await visitor.auth.passwordResetStatus({ token })).toEqual({ valid: false });
    expect(await visitor.auth.resetPassword({ token, newPassword: "yet another passphrase", repeatPassword: "yet another passphrase" })).toEqual({
      ok: false,
      problem: "invalidLink",
    });
    const notes = await db.payload.find({ collection: "user-notes", where: { user: { equals: user.id }, type: { equals: "password" } }, overrideAccess: true });
    expect(notes.totalDocs).toBe(1);
  });

  it("SES-036 I18N-005 a French session gets the French e-mail, whose link expires after an hour", async () => {
    await db.createUser({ email: "mail-fr@school.test", role: "student", password: PASSWORD });
    await (await visitorIn("fr")).auth.requestPasswordReset({ email: "mail-fr@school.test" });
    const mail = await lastEmailTo("mail-fr@school.test");
    expect(mail.subject).toBe("Réinitialisez votre mot de passe BioText");
    expect(mail.text).toContain("Le lien ne fonctionne qu'une fois et expire dans une heure.");
    expect(mail.html).toContain("Choisir un nouveau mot de passe");
    const token = linkToken(mail.text!);

    const { docs } = await db.payload.find({
      collection: "password-resets",
      where: { usedAt: { exists: false } },
      sort: "-createdAt",
      limit: 1,
      overrideAccess: true,
    });
    const expiresIn = new Date(docs[0].expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(RESET_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(RESET_TTL_MS);
    // An hour later:
    await db.payload.update({
      collection: "password-resets",
      id: docs[0].id,
      overrideAccess: true,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    const visitor = await visitorIn("fr");
    expect(await visitor.auth.passwordResetStatus({ token })).toEqual({ valid: false });
    expect(await visitor.auth.resetPassword({ token, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD })).toEqual({ ok: false, problem: "invalidLink" });
  });

  it("SES-038 a made-up or truncated link is not valid", async () => {
    const visitor = await visitorIn("en");
    for (const token of ["abc", "A".repeat(43), ""]) expect(await visitor.auth.passwordResetStatus({ token })).toEqual({ valid: false });
  });
});

describe("reset form rules (SES-039, SES-040, SES-043, SES-044)", () => {
  let token: string;
  beforeAll(async () => {
    await db.createUser({ email: "rules@school.test", role: "student", password: PASSWORD });
    await (await visitorIn("en")).auth.requestPasswordReset({ email: "rules@school.test" });
    token = linkToken((await lastEmailTo("rules@school.test")).text!);
  });

  it("SES-043 an empty field answers 'empty'", async () => {
    const visitor = await visitorIn("en");
    expect(await visitor.auth.resetPassword({ token, newPassword: "", repeatPassword: NEW_PASSWORD })).toEqual({ ok: false, problem: "empty" });
    expect(await visitor.auth.resetPassword({ token, newPassword: NEW_PASSWORD, repeatPassword: "" })).toEqual({ ok: false, problem: "empty" });
  });

  it("SES-044 the new password and its repeat must match", async () => {
    const visitor = await visitorIn("en");
    expect(await visitor.auth.resetPassword({ token, newPassword: NEW_PASSWORD, repeatPassword: `${NEW_PASSWORD}!` })).toEqual({
      ok: false,
      problem: "mismatch",
    });
  });

  it("SES-040 the password policy is enforced on the server (too short, too long for bcrypt, too common) and the link stays usable", async () => {
    const visitor = await visitorIn("en");
    const long = `${"Kq7!".repeat(18)}x`; // 73 bytes
    expect(await visitor.auth.resetPassword({ token, newPassword: long, repeatPassword: long })).toEqual({ ok: false, problem: "tooLong" });
    expect(await visitor.auth.resetPassword({ token, newPassword: "short", repeatPassword: "short" })).toEqual({ ok: false, problem: "tooShort" });
    expect(await visitor.auth.resetPassword({ token, newPassword: "password123", repeatPassword: "password123" })).toEqual({ ok: false, problem: "tooCommon" });
    expect(await visitor.auth.passwordResetStatus({ token })).toEqual({ valid: true });
    expect(await visitor.auth.resetPassword({ token, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD })).toEqual({ ok: true });
  });

  it("SES-024 a reset ends a lockout", async () => {
    const user = await db.createUser({ email: "locked@school.test", role: "student", password: PASSWORD });
    await db.payload.update({
      collection: "users",
      id: user.id,
      overrideAccess: true,
      data: { failedLogins: 9, lockedUntil: new Date(Date.now() + 600_000).toISOString(), lastFailedLoginAt: new Date().toISOString() },
    });
    await (await visitorIn("en")).auth.requestPasswordReset({ email: "locked@school.test" });
    const resetToken = linkToken((await lastEmailTo("locked@school.test")).text!);
    expect(await (await visitorIn("en")).auth.resetPassword({ token: resetToken, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD })).toEqual({
      ok: true,
    });
    expect(await (await db.callerAs(null, { ip: freshIp() })).auth.login({ identifier: "locked@school.test", password: NEW_PASSWORD })).toMatchObject({
      validLogin: true,
    });
  });
});

describe("password change when logged in (SES-041…SES-047)", () => {
  let user: User;
  beforeAll(async () => {
    user = await db.createUser({ email: "changer@school.test", role: "teacher", password: PASSWORD });
  });

  it("SES-041 a visitor may not change a password (UNAUTHORIZED)", async () => {
    const visitor = await visitorIn("en");
    await expect(visitor.auth.changePassword({ existingPassword: PASSWORD, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("SES-043 SES-044 empty fields and a mismatched repeat are refused", async () => {
    const { caller } = await signIn("changer@school.test");
    expect(await caller.auth.changePassword({ existingPassword: "", newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD })).toEqual({
      ok: false,
      problem: "empty",
    });
    expect(await caller.auth.changePassword({ existingPassword: PASSWORD, newPassword: NEW_PASSWORD, repeatPassword: "other" })).toEqual({
      ok: false,
      problem: "mismatch",
    });
  });

  it("SES-045 SES-046 the existing password is checked in the same call that changes it", async () => {
    const { caller } = await signIn("changer@school.test");
    expect(await caller.auth.changePassword({ existingPassword: "not my password", newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD })).toEqual({
      ok: false,
      problem: "existingMismatch",
    });
    expect(await caller.auth.changePassword({ existingPassword: PASSWORD, newPassword: "password1", repeatPassword: "password1" })).toEqual({
      ok: false,
      problem: "tooCommon",
    });
    // Nothing changed.
    expect(await (await db.callerAs(null, { ip: freshIp() })).auth.login({ identifier: "changer@school.test", password: PASSWORD })).toMatchObject({
      validLogin: true,
    });
  });

  it("SES-047 SES-030 success keeps the current session and ends the others", async () => {
    const other = await signIn("changer@school.test");
    const current = await signIn("changer@school.test");
    expect(await current.caller.auth.changePassword({ existingPassword: PASSWORD, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD })).toEqual({
      ok: true,
    });
    expect(await findSession(db.payload, current.token)).not.toBeNull();
    expect(await findSession(db.payload, other.token)).toBeNull();
    const row = await userRow(user.id);
    expect(row.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    const notes = await db.payload.find({ collection: "user-notes", where: { user: { equals: user.id }, type: { equals: "password" } }, overrideAccess: true });
    expect(notes.docs.map((n) => n.message)).toEqual(["Password changed by the user; their other sessions were ended."]);
    expect(await (await db.callerAs(null, { ip: freshIp() })).auth.login({ identifier: "changer@school.test", password: NEW_PASSWORD })).toMatchObject({
      validLogin: true,
    });
  });

  it("SES-045 guesses of the existing password are rate-limited per account", async () => {
    await db.createUser({ email: "guess@school.test", role: "student", password: PASSWORD });
    const { caller } = await signIn("guess@school.test");
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await caller.auth.changePassword({ existingPassword: `guess ${i}`, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD }));
    expect(answers.slice(0, 10).every((a) => !a.ok && a.problem === "existingMismatch")).toBe(true);
    expect(answers[10]).toEqual({ ok: false, problem: "rateLimited" });
  });
});
