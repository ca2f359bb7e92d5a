import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_LIMITS, LOCKOUT } from "#core/auth/loginLockout";
import { hitRateLimit } from "#core/auth/rateLimit";
import { requireUser } from "../../app/.server/requireUser";
import { findSession, readSessionToken } from "#core/session/sessions";
import { visibleTabs } from "#shared/dashboardTabs";
import type { User } from "../../cms/payload-types";
import { cookiesOf, openTestDb, type TestDb } from "../support/payload";

/** Login, lockout, library (IP) login, logout and the page guard, through the real procedures on PostgreSQL. */
let db: TestDb;
const PASSWORD = "correct horse battery";
let sam: User;
let ipCounter = 0;
/** A fresh address per test, so per-address counters of one test do not leak into another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  db = await openTestDb();
  sam = await db.createUser({ email: "sam@school.test", username: "sam", role: "student", password: PASSWORD });
});
afterAll(() => db?.close());

function tokenFrom(cookies: string[]): string {
  const token = readSessionToken(cookies.at(-1)?.split(";")[0]);
  if (!token) throw new Error("no session cookie was set");
  return token;
}

async function userRow(id: number) {
  return db.payload.findByID({ collection: "users", id, overrideAccess: true, depth: 0, joins: { notes: false } });
}

async function notesOf(id: number, type: string) {
  const { docs } = await db.payload.find({ collection: "user-notes", where: { user: { equals: id }, type: { equals: type } }, overrideAccess: true, depth: 0 });
  return docs;
}

describe("login (SES-012…SES-024)", () => {
  it("LRN-047 a login with 'This is a shared computer' opens a multi-session session (decision 076); a plain login does not", async () => {
    const shared = await db.callerAs(null, { visitorSession: true, ip: freshIp() });
    expect((await shared.auth.login({ identifier: "sam@school.test", password: PASSWORD, sharedDevice: true })).validLogin).toBe(true);
    const details = await shared.session.details();
    expect(details).toMatchObject({ validLogin: true, multiSession: true, isLib: false });
    // Kept on the session row, so every later request of that session is a multi-session one (SES-056, NOTE-001, SES-051).
    const row = await db.payload.find({ collection: "sessions", where: { publicId: { equals: details.sessionId } }, overrideAccess: true });
    expect(row.docs[0]?.multiSession).toBe(true);
    expect(visibleTabs(details)).not.toContain("myQuiz");
    const own = await db.callerAs(null, { visitorSession: true, ip: freshIp() });
    expect((await own.auth.login({ identifier: "sam@school.test", password: PASSWORD })).validLogin).toBe(true);
    expect((await own.session.details()).multiSession).toBe(false);
  });

  it("SES-018 a valid login answers validLogin and /account with a brand-new session (SES-030)", async () => {
    const caller = await db.callerAs(null, { visitorSession: true, ip: freshIp() });
    const visitor = await caller.session.details();
    expect(await caller.auth.login({ identifier: "SAM@school.test", password: PASSWORD })).toEqual({
      validLogin: true,
      role: "student",
      redirectTo: "/account",
    });
    const after = await caller.session.details();
    expect(after.validLogin).toBe(true);
    expect(after.sessionId).not.toBe(visitor.sessionId);
    const old = await db.payload.find({ collection: "sessions", where: { publicId: { equals: visitor.sessionId } }, overrideAccess: true });
    expect(old.docs[0].revokedAt).toBeTruthy();
  });

  it("SES-019 an account created through a school LMS answers M101-LTI, whatever the password", async () => {
    await db.createUser({ email: "lti@school.test", role: "student", isLTI: true, password: PASSWORD });
    const caller = await db.callerAs(null, { ip: freshIp() });
    expect(await caller.auth.login({ identifier: "lti@school.test", password: PASSWORD })).toEqual({ validLogin: false, errorId: "M101-LTI" });
    expect(await caller.auth.login({ identifier: "lti@school.test", password: "anything" })).toEqual({ validLogin: false, errorId: "M101-LTI" });
    expect(cookiesOf(caller)).toHaveLength(0);
  });

  it("SES-020 an account that must reset its password answers M101", async () => {
    await db.createUser({ email: "reset@school.test", role: "student", mustResetPassword: true, password: PASSWORD });
    const caller = await db.callerAs(null, { ip: freshIp() });
    expect(await caller.auth.login({ identifier: "reset@school.test", password: PASSWORD })).toEqual({ validLogin: false, errorId: "M101" });
    expect(cookiesOf(caller)).toHaveLength(0);
  });

  it("SES-021 SES-022 an unknown account answers M101-User; a wrong password INVALID_PASSWORD", async () => {
    const caller = await db.callerAs(null, { ip: freshIp() });
    expect(await caller.auth.login({ identifier: "nobody@school.test", password: "whatever" })).toEqual({ validLogin: false, errorId: "M101-User" });
    expect(await caller.auth.login({ identifier: "sam", password: "wrong password" })).toEqual({ validLogin: false, errorId: "INVALID_PASSWORD" });
    await db.payload.update({ collection: "users", id: sam.id, overrideAccess: true, data: { failedLogins: 0, lastFailedLoginAt: null } });
  });

  it("SES-024 an unknown account costs a bcrypt comparison too (constant-time answer)", async () => {
    const caller = await db.callerAs(null, { ip: freshIp() });
    const time = async (identifier: string) => {
      const started = performance.now();
      await caller.auth.login({ identifier, password: "not the password" });
      return performance.now() - started;
    };
    await db.createUser({ email: "timing@school.test", role: "student", password: PASSWORD });
    await time("warm-up@school.test");
    const unknown = await time("ghost@school.test");
    const known = await time("timing@school.test");
    // Both sides pay for bcrypt (cost 12 for the dummy hash): neither answers in a few milliseconds.
    expect(unknown).toBeGreaterThan(20);
    expect(known).toBeGreaterThan(20);
  });
});

describe("lockout (SES-024)", () => {
  it("SES-024 failures lock the account for a growing while, with a note; even the right password waits", async () => {
    const victim = await db.createUser({ email: "victim@school.test", role: "student", password: PASSWORD });
    const caller = await db.callerAs(null, { ip: freshIp() });
    const answers = [];
    for (let i = 0; i < LOCKOUT.freeFailures + 1; i++) answers.push(await caller.auth.login({ identifier: "victim@school.test", password: `bad ${i}` }));
    expect(answers.slice(0, LOCKOUT.freeFailures).map((a) => !a.validLogin && a.errorId)).toEqual(Array(LOCKOUT.freeFailures).fill("INVALID_PASSWORD"));
    expect(answers.at(-1)).toMatchObject({ validLogin: false, errorId: "LOCKED", retryAfterSeconds: 30 });
    expect(await caller.auth.login({ identifier: "victim@school.test", password: PASSWORD })).toMatchObject({ errorId: "LOCKED" });
    const notes = await notesOf(victim.id, "lockout");
    expect(notes).toHaveLength(1);
    expect(notes[0].message).toMatch(/locked for 30 s after 5 failed/);

    // When the lock ends, the next failure locks for twice as long.
    await db.payload.update({ collection: "users", id: victim.id, overrideAccess: true, data: { lockedUntil: new Date(Date.now() - 1000).toISOString() } });
    expect(await caller.auth.login({ identifier: "victim@school.test", password: "bad again" })).toMatchObject({ errorId: "LOCKED", retryAfterSeconds: 60 });
  });

  it("SES-024 the per-account counter decays: failures older than the window stop counting", async () => {
    const user = await db.createUser({ email: "decay@school.test", role: "student", password: PASSWORD });
    const caller = await db.callerAs(null, { ip: freshIp() });
    for (let i = 0; i < LOCKOUT.freeFailures; i++) await caller.auth.login({ identifier: "decay@school.test", password: "bad" });
    expect((await userRow(user.id)).failedLogins).toBe(LOCKOUT.freeFailures);
    // The last failure was longer ago than the window: the next one counts as the first.
    await db.payload.update({
      collection: "users",
      id: user.id,
      overrideAccess: true,
      data: { lastFailedLoginAt: new Date(Date.now() - LOCKOUT.windowMs - 1000).toISOString() },
    });
    expect(await caller.auth.login({ identifier: "decay@school.test", password: "bad" })).toEqual({ validLogin: false, errorId: "INVALID_PASSWORD" });
    expect((await userRow(user.id)).failedLogins).toBe(1);
  });

  it("SES-024 a successful login resets the counter", async () => {
    const user = await db.createUser({ email: "reset-counter@school.test", role: "student", password: PASSWORD });
    const caller = await db.callerAs(null, { ip: freshIp() });
    for (let i = 0; i < 3; i++) await caller.auth.login({ identifier: "reset-counter@school.test", password: "bad" });
    expect(await caller.auth.login({ identifier: "reset-counter@school.test", password: PASSWORD })).toMatchObject({ validLogin: true });
    const row = await userRow(user.id);
    expect(row.failedLogins).toBe(0);
    expect(row.lastFailedLoginAt).toBeFalsy();
    expect(row.lockedUntil).toBeFalsy();
  });

  it("SES-024 failures are capped per address over all accounts (password spraying)", async () => {
    const ip = freshIp();
    const caller = await db.callerAs(null, { ip });
    // 49 earlier failures from this address (counted directly: 49 bcrypt rounds would only slow the test)…
    for (let i = 0; i < ADDRESS_LIMITS.failures.limit - 1; i++) await hitRateLimit(db.payload, `login:fail:ip:${ip}`, ADDRESS_LIMITS.failures);
    // …then the 50th, through the procedure.
    expect(await caller.auth.login({ identifier: "spray@school.test", password: "Summer2026!" })).toEqual({ validLogin: false, errorId: "M101-User" });
    expect(await caller.auth.login({ identifier: "sam", password: PASSWORD })).toMatchObject({ validLogin: false, errorId: "RATE_LIMITED" });
    // Another address is not affected.
    const elsewhere = await db.callerAs(null, { ip: freshIp() });
    expect(await elsewhere.auth.login({ identifier: "sam", password: PASSWORD })).toMatchObject({ validLogin: true });
  });
});

describe("library (IP) login (SES-025…SES-029, SES-057, ADM-039)", () => {
  let libraryAccount: User;
  let branch: number;
  let admins: number;

  beforeAll(async () => {
    const cls = await db.payload.create({ collection: "classes", overrideAccess: true, data: { name: "Central Library", key: "central-lib" } });
    libraryAccount = await db.createUser({ email: "central-lib@library.test", role: "student", mustResetPassword: true });
    const admin = await db.createUser({ email: "admin-lib@library.test", role: "admin" });
    branch = (
      await db.payload.create({
        collection: "ip-lists",
        overrideAccess: true,
        data: { name: "SEN-001", class: cls.id, account: libraryAccount.id, addresses: [{ pattern: "10.20.30.*" }, { pattern: "192.0.2.44" }] },
      })
    ).id;
    admins = (
      await db.payload.create({
        collection: "ip-lists",
        overrideAccess: true,
        data: { name: "ADMIN-001", class: cls.id, account: admin.id, addresses: [{ pattern: "10.99.*.*" }] },
      })
    ).id;
  });

  it("SES-014 the dropdown lists libraries from the IP lists: ids and names only", async () => {
    const caller = await db.callerAs(null);
    const list = await caller.auth.libraries();
    expect(list).toEqual([
      { id: admins, name: "ADMIN-001" },
      { id: branch, name: "SEN-001" },
    ]);
    expect(JSON.stringify(list)).not.toMatch(/10\.20|library\.test/);
  });

  it("SES-025 value 0 (no library chosen) is refused", async () => {
    const caller = await db.callerAs(null, { ip: "10.20.30.40" });
    expect(await caller.auth.libraryLogin({ libraryId: 0 })).toEqual({ validLogin: false, errorId: "NO_LIBRARY" });
  });

  it("SES-027 SES-028 SES-057 from a listed address: signed in as the list's account, isLib session with the list, /account", async () => {
    for (const ip of ["10.20.30.40", "::ffff:192.0.2.44"]) {
      const caller = await db.callerAs(null, { visitorSession: true, ip });
      expect(await caller.auth.libraryLogin({ libraryId: branch })).toEqual({ validLogin: true, redirectTo: "/account" });
      const session = await findSession(db.payload, tokenFrom(cookiesOf(caller)));
      expect(session?.user?.id).toBe(libraryAccount.id);
      expect(session?.isLib).toBe(true);
      expect(typeof session?.ipList === "object" ? session?.ipList?.id : session?.ipList).toBe(branch);
      expect(await caller.session.details()).toMatchObject({ validLogin: true, isLib: true, email: "central-lib@library.test" });
    }
  });

  it("SES-026 SES-027 from any other address (or a list that does not exist) the login is refused", async () => {
    for (const [ip, libraryId] of [
      ["10.20.31.40", branch],
      ["203.0.113.9", branch],
      ["2001:db8::1", branch],
      ["10.20.30.40", 999999],
    ] as const) {
      const caller = await db.callerAs(null, { ip });
      expect(await caller.auth.libraryLogin({ libraryId })).toEqual({ validLogin: false, errorId: "LOCATION" });
      expect(cookiesOf(caller)).toHaveLength(0);
    }
  });

  it("ADM-039 a list whose account is staff never signs anyone in (the shared session would carry staff rights)", async () => {
    const caller = await db.callerAs(null, { ip: "10.99.1.2" });
    expect(await caller.auth.libraryLogin({ libraryId: admins })).toEqual({ validLogin: false, errorId: "LOCATION" });
  });

  it("SES-028 refused library logins are rate-limited per address", async () => {
    const caller = await db.callerAs(null, { ip: "203.0.113.200" });
    for (let i = 0; i < 20; i++) expect(await caller.auth.libraryLogin({ libraryId: branch })).toMatchObject({ errorId: "LOCATION" });
    expect(await caller.auth.libraryLogin({ libraryId: branch })).toMatchObject({ errorId: "RATE_LIMITED" });
  });

  it("SES-029 a library session may not change the shared account's password (accountOwnerProcedure)", async () => {
    const caller = await db.callerAs(libraryAccount, { session: { isLib: true } });
    await expect(
      caller.auth.changePassword({ existingPassword: "x", newPassword: "a new long password", repeatPassword: "a new long password" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const multi = await db.callerAs(sam, { session: { multiSession: true } });
    await expect(
      multi.auth.changePassword({ existingPassword: PASSWORD, newPassword: "a new long password", repeatPassword: "a new long password" }),
    ).rejects.toBeInstanceOf(TRPCError);
  });
});

describe("sessions and the page guard (SES-030…SES-034)", () => {
  const request = (path: string, token?: string) => new Request(`http://localhost${path}`, { headers: token ? { cookie: `sid=${token}` } : {} });
  const redirectOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return null;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get("location");
      throw thrown;
    }
  };

  async function signedIn(ip = freshIp()) {
    const caller = await db.callerAs(null, { ip });
    await caller.auth.login({ identifier: "sam", password: PASSWORD });
    const token = tokenFrom(cookiesOf(caller));
    return { caller, token, session: await findSession(db.payload, token) };
  }

  it("SES-030 logout revokes the session: its cookie opens nothing any more", async () => {
    const { token, session } = await signedIn();
    const { createContext } = await import("#core/context");
    const { createCaller } = await import("../../trpc/router");
    const cookies: string[] = [];
    await createCaller(createContext({ payload: db.payload, session, ip: freshIp(), secureCookies: false, setCookie: (c) => cookies.push(c) })).auth.logout();
    expect(cookies.at(-1)).toMatch(/Max-Age=0/);
    expect(await findSession(db.payload, token)).toBeNull();
  });

  it("SES-032 requireUser: a signed-in session passes; no session → /login?next=…", async () => {
    const { token, session } = await signedIn();
    const ok = await requireUser({ request: request("/password", token), context: { payload: db.payload, session } });
    expect(ok.user.id).toBe(sam.id);
    expect(await redirectOf(requireUser({ request: request("/password?tab=x"), context: { payload: db.payload, session: null } }))).toBe(
      "/login?next=%2Fpassword%3Ftab%3Dx",
    );
    // A visitor session's cookie is not an invalid login: it goes to log in too.
    const visitor = await db.payload.create({
      collection: "sessions",
      overrideAccess: true,
      data: { tokenHash: "b".repeat(64), publicId: "v", language: "en", expiresAt: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(await redirectOf(requireUser({ request: request("/password"), context: { payload: db.payload, session: { ...visitor, user: null } } }))).toBe(
      "/login?next=%2Fpassword",
    );
  });

  it("SES-032 requireUser: a cookie whose user session was revoked or expired → /?invalidLogin=true", async () => {
    const revoked = await signedIn();
    await db.payload.update({ collection: "sessions", id: revoked.session!.id, overrideAccess: true, data: { revokedAt: new Date().toISOString() } });
    const expired = await signedIn();
    await db.payload.update({
      collection: "sessions",
      id: expired.session!.id,
      overrideAccess: true,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    for (const { token } of [revoked, expired]) {
      expect(await findSession(db.payload, token)).toBeNull();
      // The server found no live session for the cookie (and gave the page a fresh visitor one).
      expect(await redirectOf(requireUser({ request: request("/account", token), context: { payload: db.payload, session: null } }))).toBe(
        "/?invalidLogin=true",
      );
    }
  });

  it("SES-029 SES-051 requireUser with accountOwner sends library and multi-session sessions to /account", async () => {
    const { session } = await signedIn();
    for (const flags of [{ isLib: true }, { multiSession: true }]) {
      expect(
        await redirectOf(
          requireUser({ request: request("/password"), context: { payload: db.payload, session: { ...session!, ...flags } } }, { accountOwner: true }),
        ),
      ).toBe("/account");
    }
  });
});
