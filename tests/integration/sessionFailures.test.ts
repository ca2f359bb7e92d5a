/**
 * Issue 26 item 2 (decision 071): the two session failure paths with their real triggers, on PostgreSQL.
 * - SES-034 / ERR-006: a session started for an account whose e-mail an admin has changed since is logged
 *   out and sent to /error?errMsg=Invalid-Session.
 * - SES-004 / ERR-005: a login whose session cannot be stored sends the browser to /error with a message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireUser } from "../../app/.server/requireUser";
import { loader as errorLoader } from "../../app/routes/error";
import { createSession, findSession, findSessionStamp } from "#core/session/sessions";
import type { User } from "../../cms/payload-types";
import { cookiesOf, openTestDb, type TestDb } from "../support/payload";
import { poolOf } from "#core/db/pool";

let db: TestDb;
let admin: User;
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  db = await openTestDb();
  admin = await db.createUser({ email: "sf-admin@school.test", role: "admin" });
});
afterAll(() => db?.close());

const request = (path: string, token?: string) =>
  new Request(`http://localhost${path}`, { headers: token ? { cookie: `sid=${token}`, accept: "text/html" } : { accept: "text/html" } });

async function thrown(p: Promise<unknown>): Promise<Response> {
  try {
    await p;
  } catch (err) {
    if (err instanceof Response) return err;
    throw err;
  }
  throw new Error("expected a redirect");
}

async function sessionRow(id: number) {
  return db.payload.findByID({ collection: "sessions", id, overrideAccess: true, depth: 0 });
}

describe("SES-034 a session whose user no longer matches", () => {
  it("SES-034 after an admin changes the account's e-mail, /account logs the old session out and sends it to /error?errMsg=Invalid-Session", async () => {
    const ann = await db.createUser({ email: "ann@school.test", role: "student", password: PASSWORD });
    const { token, session } = await createSession(db.payload, { user: ann.id });
    // The session remembers whose account it was started for (SES-008).
    expect((await sessionRow(session.id)).email).toBe("ann@school.test");
    const live = await findSession(db.payload, token);
    expect(live?.user?.id).toBe(ann.id);
    expect(await requireUser({ request: request("/account", token), context: { payload: db.payload, session: live } })).toMatchObject({
      user: { id: ann.id },
    });

    // The trigger: an admin gives the account to someone else (Search Users → edit, ADM-017…ADM-020).
    const asAdmin = await db.callerAs(admin);
    await asAdmin.admin.updateUser({
      id: ann.id,
      fields: { email: "bob@school.test" },
      membershipUpdates: { add: [], remove: [] },
      classUpdates: { add: [], remove: [] },
    });

    // The old session no longer signs anyone in: neither the page's session lookup nor the private page cache's.
    expect(await findSession(db.payload, token)).toBeNull();
    expect(await findSessionStamp(db.payload, token)).toBeNull();
    const res = await thrown(requireUser({ request: request("/account", token), context: { payload: db.payload, session: null } }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/error?errMsg=Invalid-Session");
    expect(res.headers.get("set-cookie")).toMatch(/^sid=;.*Max-Age=0/);
    // Logged out: the row is revoked, so the same cookie now gets the ordinary invalid-login answer (SES-032).
    expect((await sessionRow(session.id)).revokedAt).toBeTruthy();
    const again = await thrown(requireUser({ request: request("/account", token), context: { payload: db.payload, session: null } }));
    expect(again.headers.get("location")).toBe("/?invalidLogin=true");

    // A session started after the change (the account's new holder) is a valid one.
    const fresh = await createSession(db.payload, { user: ann.id });
    expect((await findSession(db.payload, fresh.token))?.user?.email).toBe("bob@school.test");
  });

  it("ERR-006 the error page shows the Invalid-Session message; an invalid login still goes to /?invalidLogin=true", async () => {
    const caller = await db.callerAs(null, { visitorSession: true });
    const data = await errorLoader({
      request: request("/error?errMsg=Invalid-Session"),
      context: { trpc: caller } as never,
      params: {},
    });
    expect(data.errMsg).toBe("Invalid-Session");
    // The other half of ERR-006: a revoked session's cookie (logout elsewhere) is an invalid login, not a mismatch.
    const cara = await db.createUser({ email: "cara@school.test", role: "student" });
    const { token, session } = await createSession(db.payload, { user: cara.id });
    await db.payload.update({ collection: "sessions", id: session.id, overrideAccess: true, data: { revokedAt: new Date().toISOString() } });
    const res = await thrown(requireUser({ request: request("/account", token), context: { payload: db.payload, session: null } }));
    expect(res.headers.get("location")).toBe("/?invalidLogin=true");
  });
});

describe("SES-004 a session that cannot be started", () => {
  /** A real storage failure: the database refuses new session rows while the trigger exists. */
  async function refuseNewSessions<T>(work: () => Promise<T>): Promise<T> {
    const pool = poolOf(db.payload);
    await pool.query(`CREATE OR REPLACE FUNCTION sf_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'sessions refused'; END $$`);
    await pool.query(`CREATE TRIGGER sf_refuse BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION sf_refuse()`);
    try {
      return await work();
    } finally {
      await pool.query(`DROP TRIGGER sf_refuse ON sessions`);
    }
  }

  it("SES-004 a right password whose session cannot be stored answers SESSION_START_FAILED with /error?errMsg=Session-Start-Failed, and sets no cookie", async () => {
    await db.createUser({ email: "dan@school.test", role: "student", password: PASSWORD });
    const caller = await db.callerAs(null, { visitorSession: true, ip: "198.51.100.200" });
    const result = await refuseNewSessions(() => caller.auth.login({ identifier: "dan@school.test", password: PASSWORD }));
    expect(result).toEqual({ validLogin: false, errorId: "SESSION_START_FAILED", redirectTo: "/error?errMsg=Session-Start-Failed" });
    expect(cookiesOf(caller)).toHaveLength(0);
    // Once the database takes sessions again, the same login works.
    const retry = await db.callerAs(null, { visitorSession: true, ip: "198.51.100.201" });
    expect(await retry.auth.login({ identifier: "dan@school.test", password: PASSWORD })).toMatchObject({ validLogin: true });
  });

  it("ERR-005 the error page for a session that could not be started shows 'error' as the session id and the message", async () => {
    const caller = await db.callerAs(null);
    const data = await errorLoader({ request: request("/error?errMsg=Session-Start-Failed"), context: { trpc: caller } as never, params: {} });
    expect(data).toEqual({ errMsg: "Session-Start-Failed", sessionId: "error" });
    const other = await errorLoader({ request: request("/error?errMsg=x"), context: { trpc: caller } as never, params: {} });
    expect(other.sessionId).not.toBe("error");
  });
});
