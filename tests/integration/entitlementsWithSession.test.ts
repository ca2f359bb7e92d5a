/**
 * The caller's entitlements read with the session (core/session/sessions.ts findSession, issue "Proof at
 * scale": one round trip fewer per authenticated request that checks them) must be exactly what
 * core/content/entitlements.ts's own statement answers: own and class memberships with their units, none
 * for admins and editors, nothing without memberships — and cost no statement.
 */
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { createContext } from "#core/context";
import { entitlements, entitlementsOfUser, type Entitlements } from "#core/content/entitlements";
import { createSession, findSession } from "#core/session/sessions";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { countStatements } from "../support/statements";

let db: TestDb;
let payload: Payload;
let m1: number;
let m2: number;
let c1: number;
let cEmpty: number;

const plain = (e: Entitlements) => ({ all: e.all, units: [...e.units].sort((a, b) => a - b), memberships: [...e.memberships].sort((a, b) => a - b) });

beforeAll(async () => {
  db = await openTestDb();
  payload = db.payload;
  const shape = { chapters: 1, modules: 1, lessons: 1 };
  const [u1, u2, u3] = [await buildUnit(payload, "EW1", 1, shape), await buildUnit(payload, "EW2", 2, shape), await buildUnit(payload, "EW3", 3, shape)];
  m1 = (await payload.create({ collection: "memberships", data: { key: "EW-M1", name: "One", units: [u1.unit, u2.unit] }, overrideAccess: true })).id;
  m2 = (await payload.create({ collection: "memberships", data: { key: "EW-M2", name: "Two", units: [u3.unit] }, overrideAccess: true })).id;
  c1 = (await payload.create({ collection: "classes", data: { key: "EW-C1", name: "Class one", memberships: [m2] }, overrideAccess: true })).id;
  cEmpty = (await payload.create({ collection: "classes", data: { key: "EW-C2", name: "Class two" }, overrideAccess: true })).id;
}, 120_000);
afterAll(() => db?.close());

let n = 0;
async function check(data: Partial<User> & { role: User["role"] }) {
  const user = await db.createUser({ email: `entitled${++n}@school.test`, ...data });
  const { token } = await createSession(payload, { user: user.id });
  const session = await findSession(payload, token);
  expect(session?.entitlementRows).toBeDefined();
  const ctx = createContext({ payload, session, ip: "", secureCookies: false, setCookie: () => {} });
  let withSession: Entitlements | undefined;
  expect(await countStatements(payload, async () => void (withSession = await entitlements(ctx)))).toBe(0);
  const ownStatement = await entitlementsOfUser(payload, session!.user!);
  expect(plain(withSession!)).toEqual(plain(ownStatement));
  return plain(withSession!);
}

describe("entitlements read with the session (issue: Proof at scale)", () => {
  it("own memberships, class memberships, both, none: the same as the entitlements statement, with no statement", async () => {
    expect((await check({ role: "student", memberships: [m1] })).memberships).toEqual([m1]);
    const viaClass = await check({ role: "student", classes: [c1] });
    expect(viaClass.memberships).toEqual([m2]);
    expect(viaClass.units).toHaveLength(1);
    expect((await check({ role: "teacher", memberships: [m1], classes: [c1, cEmpty] })).units).toHaveLength(3);
    expect(await check({ role: "student" })).toEqual({ all: false, units: [], memberships: [] });
    expect((await check({ role: "none", memberships: [m1] })).units).toHaveLength(2);
  });

  it("admins and editors open everything: all, their memberships, no units", async () => {
    expect(await check({ role: "admin", memberships: [m1], classes: [c1] })).toEqual({ all: true, units: [], memberships: [m1, m2].sort((a, b) => a - b) });
    expect(await check({ role: "editor" })).toEqual({ all: true, units: [], memberships: [] });
  });

  it("a membership edited after the session was read is seen by the next request", async () => {
    const user = await db.createUser({ email: `entitled${++n}@school.test`, role: "student", memberships: [m1] });
    const { token } = await createSession(payload, { user: user.id });
    const before = plain(
      await entitlements(createContext({ payload, session: await findSession(payload, token), ip: "", secureCookies: false, setCookie: () => {} })),
    );
    await payload.update({ collection: "users", id: user.id, data: { memberships: [m1, m2] }, overrideAccess: true });
    const after = plain(
      await entitlements(createContext({ payload, session: await findSession(payload, token), ip: "", secureCookies: false, setCookie: () => {} })),
    );
    expect(after.units.length).toBe(before.units.length + 1);
  });
});
