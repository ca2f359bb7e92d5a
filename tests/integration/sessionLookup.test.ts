import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, findSession, hashToken, USER_ABSOLUTE_TTL_MS, USER_IDLE_TTL_MS, type SessionWithUser } from "#core/session/sessions";
import { instrumentPool, newQueryStats, runWithQueryStats } from "#core/db/queryStats";
import type { User } from "../../cms/payload-types";
import { openTestDb, type TestDb } from "../support/payload";

let db: TestDb;
let user: User;
let ids: { memberships: number[]; classes: number[]; ipList: number };

/** findSession as it was before the SQL read path: Payload's Local API at depth 1. */
async function legacyFindSession(payload: Payload, token: string): Promise<SessionWithUser | null> {
  const { docs } = await payload.find({
    collection: "sessions",
    where: { tokenHash: { equals: hashToken(token) } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  });
  const s = docs[0];
  if (!s) return null;
  const u = s.user && typeof s.user === "object" ? s.user : null;
  return { ...s, user: u };
}

const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
/** The SQL read's own addition (the data versions for the private page cache) is not in the legacy shape. */
const sqlRead = (v: SessionWithUser | null) => {
  if (!v) return v;
  const { dataVersions, entitlementRows, ...rest } = plain(v);
  expect(dataVersions).toMatch(/^0:\d+(,\d+:\d+)?$/);
  if (v.user) expect(Array.isArray(entitlementRows)).toBe(true);
  return rest;
};

beforeAll(async () => {
  db = await openTestDb();
  instrumentPool(db.payload.db.pool);
  const p = db.payload;
  const m1 = await p.create({ collection: "memberships", data: { key: "SL-1", name: "One" }, overrideAccess: true, depth: 0 });
  const m2 = await p.create({ collection: "memberships", data: { key: "SL-2", name: "Two" }, overrideAccess: true, depth: 0 });
  const c1 = await p.create({ collection: "classes", data: { key: "SL-C1", name: "Class one", memberships: [m1.id] }, overrideAccess: true, depth: 0 });
  const c2 = await p.create({ collection: "classes", data: { key: "SL-C2", name: "Class two" }, overrideAccess: true, depth: 0 });
  user = await db.createUser({
    email: "lookup@school.test",
    username: "lookup",
    role: "teacher",
    firstName: "Lou",
    lastName: "Kup",
    password: "correct horse battery",
    memberships: [m2.id, m1.id],
    classes: [c2.id, c1.id],
  });
  await p.update({ collection: "users", id: user.id, data: { failedLogins: 2, lastFailedLoginAt: new Date().toISOString() }, overrideAccess: true });
  ids = { memberships: [m2.id, m1.id], classes: [c2.id, c1.id], ipList: 0 };
});
afterAll(() => db?.close());

async function newSession(opts: { user?: number | null; patch?: Record<string, unknown> } = {}) {
  const created = await createSession(db.payload, { user: opts.user === undefined ? user.id : opts.user, ip: "203.0.113.9", userAgent: "vitest" });
  if (opts.patch) await db.payload.update({ collection: "sessions", id: created.session.id, data: opts.patch, overrideAccess: true, depth: 0 });
  return created;
}

describe("findSession with plain SQL", () => {
  it("returns what the depth-1 payload.find returned, for a user with classes and memberships", async () => {
    for (let i = 0; i < 12; i++) {
      await db.payload.create({ collection: "user-notes", data: { user: user.id, type: "note", message: `note ${i}` }, overrideAccess: true, depth: 0 });
    }
    const { token } = await newSession({ patch: { ltiLock: true, isLTI: true, multiSession: true, language: "fr" } });
    const before = await legacyFindSession(db.payload, token);
    const found = await findSession(db.payload, token);
    expect(found).not.toBeNull();
    expect(sqlRead(found)).toEqual(plain(before));
    expect((found!.user as User).memberships).toEqual(ids.memberships);
    expect((found!.user as User).classes).toEqual(ids.classes);
  });

  it("reads the same as before for a library session (ipList stays an id)", async () => {
    const list = await db.payload.create({
      collection: "ip-lists",
      data: { name: "SL list", class: ids.classes[0], account: user.id, addresses: [{ pattern: "203.0.113.*" }] },
      overrideAccess: true,
      depth: 0,
    });
    const { token } = await newSession({ patch: { isLib: true, ipList: list.id } });
    const before = plain(await legacyFindSession(db.payload, token))!;
    // depth 1 populated the whole list (nobody reads it from the session); the SQL read keeps its id, like activeUnit and ltiChapter.
    expect((before.ipList as { id: number }).id).toBe(list.id);
    expect(sqlRead(await findSession(db.payload, token))).toEqual({ ...before, ipList: list.id });
  });

  it("returns a visitor session (no user) as before", async () => {
    const { token } = await newSession({ user: null });
    expect(sqlRead(await findSession(db.payload, token))).toEqual(plain(await legacyFindSession(db.payload, token)));
  });

  it("returns null for a revoked, an expired, an idle and a deleted user's session, and for an unknown token", async () => {
    const revoked = await newSession({ patch: { revokedAt: new Date().toISOString() } });
    const expired = await newSession({ patch: { expiresAt: new Date(Date.now() - 1000).toISOString() } });
    const idle = await newSession({ patch: { lastSeenAt: new Date(Date.now() - USER_IDLE_TTL_MS - 1000).toISOString() } });
    const gone = await db.createUser({ email: "gone@school.test", role: "student" });
    const deleted = await newSession({ user: gone.id });
    expect(await findSession(db.payload, deleted.token)).not.toBeNull();
    await db.payload.delete({ collection: "users", id: gone.id, overrideAccess: true });
    for (const s of [revoked, expired, idle, deleted]) expect(await findSession(db.payload, s.token)).toBeNull();
    expect(await findSession(db.payload, "x".repeat(43))).toBeNull();
    expect(await findSession(db.payload, null)).toBeNull();
  });

  it("touches lastSeenAt at most once a minute, and reads in at most 2 statements (the Local API took 8 with the touch, 2 without)", async () => {
    const old = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    const { token, session } = await newSession({ patch: { lastSeenAt: old } });
    const first = newQueryStats();
    const found = await runWithQueryStats(first, () => findSession(db.payload, token));
    expect(found?.id).toBe(session.id);
    expect(first.count).toBeGreaterThan(0);
    expect(first.count).toBeLessThanOrEqual(2);
    const row = await db.payload.findByID({ collection: "sessions", id: session.id, depth: 0, overrideAccess: true });
    expect(new Date(row.lastSeenAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(new Date(row.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + USER_ABSOLUTE_TTL_MS);

    const second = newQueryStats();
    await runWithQueryStats(second, () => findSession(db.payload, token));
    expect(second.count).toBe(1);
    const legacy = newQueryStats();
    await runWithQueryStats(legacy, () => legacyFindSession(db.payload, token));
    expect(legacy.count).toBeGreaterThan(second.count); // measured: 2 (and 8 with the touch)
    const again = await db.payload.findByID({ collection: "sessions", id: session.id, depth: 0, overrideAccess: true });
    expect(again.lastSeenAt).toBe(row.lastSeenAt);
  });
});
