import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSession, readSessionToken } from "#core/session/sessions";
import { appSessionStrategy } from "../../cms/auth/appSessionStrategy";
import type { User } from "../../cms/payload-types";
import { cookiesOf, openTestDb, type TestDb } from "../support/payload";

let db: TestDb;
let student: User;
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  db = await openTestDb();
  student = await db.createUser({ email: "sam@school.test", username: "sam", role: "student", firstName: "Sam", password: PASSWORD });
});
afterAll(() => db?.close());

function tokenFrom(cookies: string[]): string {
  const token = readSessionToken(cookies.at(-1)?.split(";")[0]);
  if (!token) throw new Error("no session cookie was set");
  return token;
}

describe("sessions and login", () => {
  it("SES-003 SES-007 an anonymous caller gets the visitor shape", async () => {
    const caller = await db.callerAs(null);
    expect(await caller.session.details()).toMatchObject({
      sessionId: "NEW",
      userId: "New User",
      username: "N/A",
      email: "N/A",
      validLogin: false,
      multiSession: false,
      isLib: false,
      lang: "EN",
    });
  });

  it("SES-007 a logged-in caller gets validLogin, email, role and userId", async () => {
    const caller = await db.callerAs(student);
    expect(await caller.session.details()).toMatchObject({
      validLogin: true,
      email: "sam@school.test",
      role: "student",
      userId: String(student.id),
    });
  });

  it("logs in by e-mail or username with a fresh httpOnly session cookie whose row holds only a hash", async () => {
    for (const identifier of ["SAM@school.test", "sam"]) {
      const caller = await db.callerAs(null);
      const result = await caller.auth.login({ identifier, password: PASSWORD });
      expect(result).toEqual({ validLogin: true, role: "student", redirectTo: "/account" });
      const cookie = cookiesOf(caller).at(-1)!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      const token = tokenFrom(cookiesOf(caller));
      const session = await findSession(db.payload, token);
      expect(session?.user?.id).toBe(student.id);
      const raw = await db.payload.find({ collection: "sessions", where: { id: { equals: session!.id } }, showHiddenFields: true, overrideAccess: true });
      expect(raw.docs[0].tokenHash).not.toBe(token);
      expect(raw.docs[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("SES-021 an unknown account answers M101-User; a wrong password answers INVALID_PASSWORD", async () => {
    const caller = await db.callerAs(null);
    expect(await caller.auth.login({ identifier: "nobody@school.test", password: "whatever" })).toEqual({ validLogin: false, errorId: "M101-User" });
    expect(await caller.auth.login({ identifier: "sam@school.test", password: "wrong password" })).toEqual({ validLogin: false, errorId: "INVALID_PASSWORD" });
    expect(cookiesOf(caller)).toHaveLength(0);
  });

  it("login replaces the visitor session: the old one is revoked", async () => {
    const visitor = await db.payload.create({
      collection: "sessions",
      overrideAccess: true,
      data: { tokenHash: "a".repeat(64), publicId: "visitor-1", language: "fr", expiresAt: new Date(Date.now() + 60_000).toISOString() },
    });
    const { createContext } = await import("#core/context");
    const { createCaller } = await import("../../trpc/router");
    const cookies: string[] = [];
    const caller = createCaller(
      createContext({ payload: db.payload, session: { ...visitor, user: null }, ip: "198.51.100.1", secureCookies: true, setCookie: (c) => cookies.push(c) }),
    );
    await caller.auth.login({ identifier: "sam", password: PASSWORD });
    const old = await db.payload.findByID({ collection: "sessions", id: visitor.id, overrideAccess: true });
    expect(old.revokedAt).toBeTruthy();
    expect(cookies.at(-1)).toMatch(/Secure/);
    const fresh = await findSession(db.payload, tokenFrom(cookies));
    expect(fresh?.language).toBe("fr"); // the language choice survives login
  });

  it("logout revokes the row, so the same cookie no longer opens the site or the CMS", async () => {
    const caller = await db.callerAs(null);
    await caller.auth.login({ identifier: "sam", password: PASSWORD });
    const token = tokenFrom(cookiesOf(caller));
    const headers = new Headers({ cookie: `sid=${token}` });
    const before = await appSessionStrategy.authenticate({ headers, payload: db.payload, canSetHeaders: false, strategyName: "app-session", isGraphQL: false });
    expect(before.user?.id).toBe(student.id);

    const session = await findSession(db.payload, token);
    const { createContext } = await import("#core/context");
    const { createCaller } = await import("../../trpc/router");
    const cookies: string[] = [];
    await createCaller(
      createContext({ payload: db.payload, session, ip: "198.51.100.1", secureCookies: false, setCookie: (c) => cookies.push(c) }),
    ).auth.logout();
    expect(cookies.at(-1)).toMatch(/Max-Age=0/);
    expect(await findSession(db.payload, token)).toBeNull();
    const after = await appSessionStrategy.authenticate({ headers, payload: db.payload, canSetHeaders: false, strategyName: "app-session", isGraphQL: false });
    expect(after.user).toBeNull();
  });

  it("ADM-026 deleting an account, even from /admin, removes its notes and reset links and signs it out everywhere", async () => {
    const leaving = await db.createUser({ email: "leaving@school.test", role: "student", password: PASSWORD });
    const caller = await db.callerAs(null);
    await caller.auth.login({ identifier: "leaving@school.test", password: PASSWORD });
    const token = tokenFrom(cookiesOf(caller));
    await db.payload.create({ collection: "user-notes", data: { user: leaving.id, type: "note", message: "about to leave" }, overrideAccess: true });
    const admin = await db.createUser({ email: "cms-admin@school.test", role: "admin" });
    await db.payload.delete({ collection: "users", id: leaving.id, overrideAccess: false, user: { ...admin, collection: "users" } });
    expect(await findSession(db.payload, token)).toBeNull();
    const notes = await db.payload.count({ collection: "user-notes", where: { user: { equals: leaving.id } }, overrideAccess: true });
    expect(notes.totalDocs).toBe(0);
  });

  it("expired and idle sessions are not accepted", async () => {
    const caller = await db.callerAs(null);
    await caller.auth.login({ identifier: "sam", password: PASSWORD });
    const token = tokenFrom(cookiesOf(caller));
    const s = await findSession(db.payload, token);
    await db.payload.update({
      collection: "sessions",
      id: s!.id,
      overrideAccess: true,
      data: { lastSeenAt: new Date(Date.now() - 3 * 3600_000).toISOString() },
    });
    expect(await findSession(db.payload, token)).toBeNull();
  });

  it("SES-024 repeated failed logins lock the account (details in authLogin.test.ts)", async () => {
    await db.createUser({ email: "target@school.test", role: "student", password: PASSWORD });
    const caller = await db.callerAs(null, { ip: "192.0.2.50" });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await caller.auth.login({ identifier: "target@school.test", password: "bad" })) as { errorId: string });
    expect(answers.slice(0, 4).every((a) => a.errorId === "INVALID_PASSWORD")).toBe(true);
    expect(answers[4].errorId).toBe("LOCKED");
    // Even the right password is refused while the lock lasts.
    expect(await caller.auth.login({ identifier: "target@school.test", password: PASSWORD })).toMatchObject({ errorId: "LOCKED" });
  });

  it("I18N-003 the language is kept on the session", async () => {
    const caller = await db.callerAs(student);
    await caller.session.setLanguage({ lang: "FR" });
    const again = await db.payload.find({
      collection: "sessions",
      where: { user: { equals: student.id } },
      sort: "-createdAt",
      limit: 1,
      overrideAccess: true,
    });
    expect(again.docs[0].language).toBe("fr");
  });
});

describe("passwords", () => {
  it("are hashed on the server with bcrypt cost 10 or more when an admin sets one in the CMS", async () => {
    const user = await db.payload.create({
      collection: "users",
      overrideAccess: true,
      data: { email: "new@school.test", role: "teacher", newPassword: "a fine long password" },
    });
    const raw = await db.payload.findByID({ collection: "users", id: user.id, overrideAccess: true, showHiddenFields: true });
    expect(raw.passwordHash).toMatch(/^\$2[aby]\$(1[0-9]|[2-3][0-9])\$/);
    expect(JSON.stringify(raw)).not.toContain("a fine long password");
    const caller = await db.callerAs(null, { ip: "192.0.2.77" });
    expect(await caller.auth.login({ identifier: "new@school.test", password: "a fine long password" })).toMatchObject({ validLogin: true });
  });
});
