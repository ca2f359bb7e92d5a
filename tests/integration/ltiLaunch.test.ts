import crypto from "node:crypto";
import OAuth from "oauth-1.0a";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "#core/context";
import { createConsumer, findConsumerByKey, listConsumers, rotateConsumerSecret } from "#core/lti/consumers";
import { launch, redeemLaunchToken, type LaunchSuccess, type LaunchRefusal } from "#core/lti/launch";
import { findSession } from "#core/session/sessions";
import { createCaller } from "../../trpc/router";
import { seedCatalog } from "../support/adminFixtures";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { poolOf } from "#core/db/pool";

/**
 * LTI 1.1 launches (LTI-001…LTI-011, SES-019) through core/lti/launch.ts on PostgreSQL, signed by
 * an independent OAuth 1.0a implementation (the npm package oauth-1.0a), not the site's own signer.
 */
const LAUNCH_URL = "https://learn.biotext.test/lti/launch";

let db: TestDb;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;
let unit: Awaited<ReturnType<typeof buildUnit>>;
const consumers = {} as Record<"unit" | "chapter", { key: string; secret: string; id: number }>;

function signer(key: string, secret: string, timestamp?: number) {
  const oauth = new OAuth({
    consumer: { key, secret },
    signature_method: "HMAC-SHA1",
    hash_function: (base, k) => crypto.createHmac("sha1", k).update(base).digest("base64"),
  });
  if (timestamp !== undefined) oauth.getTimeStamp = () => timestamp;
  return oauth;
}

type Overrides = { url?: string; key?: string; secret?: string; timestamp?: number; params?: Record<string, string | undefined> };

/** A launch form signed by the portal (oauth-1.0a): the body's fields in order. */
function signedBody(consumer: { key: string; secret: string }, o: Overrides = {}): [string, string][] {
  const params: Record<string, string> = {};
  const base: Record<string, string | undefined> = {
    lti_message_type: "basic-lti-launch-request",
    lti_version: "LTI-1p0",
    resource_link_id: "course-7-link-3",
    resource_link_title: "Cells, chapter 1",
    user_id: "lms-user-1",
    roles: "Learner",
    lis_person_name_given: "Lina",
    lis_person_name_family: "Moreau",
    lis_person_contact_email_primary: "lina@school.test",
    lis_outcome_service_url: "https://lms.school.test/outcomes",
    lis_result_sourcedid: "sourced-1",
    ...o.params,
  };
  for (const [k, v] of Object.entries(base)) if (v !== undefined) params[k] = v;
  const auth = signer(o.key ?? consumer.key, o.secret ?? consumer.secret, o.timestamp).authorize({
    url: o.url ?? LAUNCH_URL,
    method: "POST",
    data: { ...params },
  }); // (it adds the query to the object it is given);
  // The form the portal posts: its fields and the oauth_* fields (the URL's query stays in the URL).
  const oauthFields = Object.entries(auth).filter(([k]) => k.startsWith("oauth_"));
  return [...Object.entries(params), ...oauthFields].map(([k, v]) => [k, String(v)]);
}

const post = (body: [string, string][], url = LAUNCH_URL) => launch(db.payload, { method: "POST", url, body, ip: "203.0.113.9" });

async function ok(body: [string, string][], url?: string): Promise<LaunchSuccess> {
  const r = await post(body, url);
  if (!r.ok) throw new Error(`refused: ${r.code}`);
  return r;
}
async function refused(body: [string, string][], url?: string): Promise<LaunchRefusal["code"]> {
  const r = await post(body, url);
  if (r.ok) throw new Error("the launch was accepted");
  return r.code;
}

async function callerFor(token: string) {
  const session = await findSession(db.payload, token);
  return createCaller(createContext({ payload: db.payload, session, ip: "203.0.113.9", secureCookies: false, setCookie: () => {} }));
}

beforeAll(async () => {
  db = await openTestDb();
  catalog = await seedCatalog(db.payload);
  unit = await buildUnit(db.payload, "LTI Unit", 1, { chapters: 2, modules: 2, lessons: 1 });
  for (const type of ["unit", "chapter"] as const) {
    const created = await createConsumer(db, {
      consumerName: `Riverside Moodle ${type}`,
      consumerKey: `riverside ${type}`,
      ltiVersion: "LTI-1p0",
      ltiType: type,
      classSelected: catalog.classes.river,
      membership: catalog.memberships.life,
      frameOrigins: "https://moodle.school.test",
    });
    consumers[type] = { key: created.consumerDetails.key, secret: created.consumerDetails.security, id: created.id };
  }
}, 120_000);
afterAll(() => db?.close());

describe("LTI 1.1 launch: accepted (LTI-001, LTI-002)", () => {
  it("LTI-001 LTI-002 a learner's launch creates an LTI account with the consumer's class and membership, and an LTI session to /account", async () => {
    const r = await ok(signedBody(consumers.unit, { params: { user_id: "learner-a" } }));
    expect(r.role).toBe("student");
    expect(r.destination).toBe("/account");
    const user = await db.payload.findByID({ collection: "users", id: r.userId, depth: 0, overrideAccess: true });
    expect(user).toMatchObject({
      isLTI: true,
      role: "student",
      firstName: "Lina",
      lastName: "Moreau",
      classes: [catalog.classes.river],
      memberships: [catalog.memberships.life],
    });
    // Never the LMS's e-mail: another account may own it.
    expect(user.email).toMatch(/@lti\.biotext\.invalid$/);
    const session = await findSession(db.payload, r.token);
    expect(session).toMatchObject({ isLTI: true, ltiLock: false, ltiConsumer: consumers.unit.id, ltiFrameOrigins: "https://moodle.school.test" });
    expect(session?.user?.id).toBe(r.userId);
    const details = await (await callerFor(r.token)).lti.session();
    expect(details).toMatchObject({ isLTI: true, ltiLock: false, consumerId: consumers.unit.id });
  });

  it("LTI-001 the same portal user gets the same account again; another portal's user with the same user_id does not", async () => {
    const first = await ok(signedBody(consumers.unit, { params: { user_id: "same-id" } }));
    const again = await ok(signedBody(consumers.unit, { params: { user_id: "same-id" } }));
    const elsewhere = await ok(signedBody(consumers.chapter, { params: { user_id: "same-id" } }));
    expect(again.userId).toBe(first.userId);
    expect(again.sessionId).not.toBe(first.sessionId);
    expect(elsewhere.userId).not.toBe(first.userId);
  });

  it("LTI-001 an existing account with the portal's e-mail is never taken over", async () => {
    const owner = await db.createUser({ email: "owner@school.test", role: "admin", password: "Owner-pass-2026" });
    const r = await ok(
      signedBody(consumers.unit, { params: { user_id: "impostor", lis_person_contact_email_primary: "owner@school.test", roles: "Instructor" } }),
    );
    expect(r.userId).not.toBe(owner.id);
    const kept = await db.payload.findByID({ collection: "users", id: owner.id, depth: 0, overrideAccess: true });
    expect(kept).toMatchObject({ role: "admin", isLTI: false });
  });

  it("roles are mapped: Instructor (short or URN) → teacher, Learner → student, Administrator → none unless configured", async () => {
    expect((await ok(signedBody(consumers.unit, { params: { user_id: "t1", roles: "Instructor" } }))).role).toBe("teacher");
    expect((await ok(signedBody(consumers.unit, { params: { user_id: "t2", roles: "urn:lti:role:ims/lis/Instructor" } }))).role).toBe("teacher");
    expect(
      (await ok(signedBody(consumers.unit, { params: { user_id: "t3", roles: "urn:lti:role:ims/lis/Learner,urn:lti:instrole:ims/lis/Student" } }))).role,
    ).toBe("student");
    expect((await ok(signedBody(consumers.unit, { params: { user_id: "t4", roles: "Administrator" } }))).role).toBe("none");
    await db.payload.update({ collection: "lti-consumers", id: consumers.unit.id, data: { administratorRole: "teacher" }, overrideAccess: true });
    expect((await ok(signedBody(consumers.unit, { params: { user_id: "t5", roles: "urn:lti:instrole:ims/lis/Administrator" } }))).role).toBe("teacher");
    await db.payload.update({ collection: "lti-consumers", id: consumers.unit.id, data: { administratorRole: "none" }, overrideAccess: true });
  });

  it("SES-019 an LTI account's password login answers M101-LTI", async () => {
    const r = await ok(signedBody(consumers.unit, { params: { user_id: "pw-user" } }));
    const user = await db.payload.findByID({ collection: "users", id: r.userId, depth: 0, overrideAccess: true });
    const caller = await db.callerAs(null);
    expect(await caller.auth.login({ identifier: user.email, password: "anything-at-all" })).toMatchObject({ validLogin: false, errorId: "M101-LTI" });
  });
});

describe("LTI 1.1 launch: refused with a reason (1EdTech known-bad cases)", () => {
  it("wrong signature: a field changed after signing → bad_signature", async () => {
    const body = signedBody(consumers.unit).map(([k, v]): [string, string] => (k === "roles" ? [k, "Instructor"] : [k, v]));
    expect(await refused(body)).toBe("bad_signature");
  });
  it("signed with another secret → bad_signature", async () => {
    expect(await refused(signedBody(consumers.unit, { secret: "NotTheSecretOfThisConsumer1234" }))).toBe("bad_signature");
  });
  it("wrong key → unknown_consumer", async () => {
    expect(await refused(signedBody(consumers.unit, { key: "no.such.key" }))).toBe("unknown_consumer");
  });
  it("expired timestamp (6 minutes old, or 6 minutes ahead) → expired_timestamp", async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await refused(signedBody(consumers.unit, { timestamp: now - 6 * 60 }))).toBe("expired_timestamp");
    expect(await refused(signedBody(consumers.unit, { timestamp: now + 6 * 60 }))).toBe("expired_timestamp");
    // Within the window it passes.
    await ok(signedBody(consumers.unit, { timestamp: now - 4 * 60 }));
  });
  it("replayed nonce: the same valid launch posted twice → replayed_nonce", async () => {
    const body = signedBody(consumers.unit, { params: { user_id: "replay" } });
    await ok(body);
    expect(await refused(body)).toBe("replayed_nonce");
  });
  it("missing resource_link_id → missing_resource_link_id", async () => {
    expect(await refused(signedBody(consumers.unit, { params: { resource_link_id: undefined } }))).toBe("missing_resource_link_id");
  });
  it("wrong lti_version → bad_lti_version", async () => {
    expect(await refused(signedBody(consumers.unit, { params: { lti_version: "LTI-2p0" } }))).toBe("bad_lti_version");
  });
  it("wrong message type → bad_message_type", async () => {
    expect(await refused(signedBody(consumers.unit, { params: { lti_message_type: "ContentItemSelectionRequest" } }))).toBe("bad_message_type");
  });
  it("URL with a different query string than the one signed → bad_signature", async () => {
    const body = signedBody(consumers.unit, { url: `${LAUNCH_URL}?course=7` });
    expect(await refused(body, `${LAUNCH_URL}?course=8`)).toBe("bad_signature");
    // The URL as signed (query included) passes.
    await ok(signedBody(consumers.unit, { url: `${LAUNCH_URL}?course=7` }), `${LAUNCH_URL}?course=7`);
  });
  it("another host or scheme than the consumer saw → bad_signature", async () => {
    expect(await refused(signedBody(consumers.unit), "http://learn.biotext.test/lti/launch")).toBe("bad_signature");
  });
  it("a refusal creates no account and no session", async () => {
    const before = await db.payload.count({ collection: "sessions", overrideAccess: true });
    await refused(signedBody(consumers.unit, { params: { lti_version: "LTI-2p0", user_id: "never" } }));
    expect((await db.payload.count({ collection: "sessions", overrideAccess: true })).totalDocs).toBe(before.totalDocs);
    expect((await db.payload.count({ collection: "lti-identities", where: { ltiUserId: { equals: "never" } }, overrideAccess: true })).totalDocs).toBe(0);
  });
});

describe("where a launch leads, and the chapter lock (LTI-003…LTI-006, LTI-009, LTI-011)", () => {
  it("LTI-003 LTI-009 LTI-011 a chapter (Advanced) consumer's CHAPTER launch locks the session to that chapter and goes to /account?ltiChapter=true", async () => {
    const chapter = unit.chapters[1]!;
    const r = await ok(signedBody(consumers.chapter, { params: { user_id: "locked", custom_redirecttype: "CHAPTER", custom_contentid: String(chapter) } }));
    expect(r).toMatchObject({ destination: "/account?ltiChapter=true", ltiLock: true, ltiChapter: chapter });
    expect(await findSession(db.payload, r.token)).toMatchObject({ isLTI: true, ltiLock: true, ltiChapter: chapter });
    // LTI-006: /account?ltiChapter=true opens the chapter's first module.
    const caller = await callerFor(r.token);
    expect(await caller.lti.chapterStart()).toEqual({ moduleId: unit.modules[2] });
    expect(await caller.lti.session()).toMatchObject({ ltiLock: true, ltiChapter: chapter });
  });

  it("LTI-003 a unit (Basic) consumer stores the chapter to open but does not lock", async () => {
    const chapter = unit.chapters[0]!;
    const r = await ok(signedBody(consumers.unit, { params: { user_id: "basic", custom_redirecttype: "CHAPTER", custom_contentid: String(chapter) } }));
    expect(r).toMatchObject({ destination: "/account?ltiChapter=true", ltiLock: false, ltiChapter: chapter });
    expect(await (await callerFor(r.token)).lti.chapterStart()).toEqual({ moduleId: unit.modules[0] });
  });

  it("LTI-002 a CHAPTER launch naming no existing chapter goes to /account without a lock", async () => {
    const r = await ok(signedBody(consumers.chapter, { params: { user_id: "nochapter", custom_redirecttype: "CHAPTER", custom_contentid: "999999" } }));
    expect(r).toMatchObject({ destination: "/account", ltiLock: false, ltiChapter: null });
  });

  it("LTI-004 LTI-005 l=f goes to /product?id={p} when p is an existing product, else /buy/class", async () => {
    const product = await db.payload.create({
      collection: "products",
      data: { key: "lti-p", title: "LTI product", price: 10, currency: "USD", ltiOnly: true } as never,
      overrideAccess: true,
      depth: 0,
    });
    expect((await ok(signedBody(consumers.unit, { params: { user_id: "buyer", custom_l: "f", custom_p: String(product.id) } }))).destination).toBe(
      `/product?id=${product.id}`,
    );
    expect((await ok(signedBody(consumers.unit, { params: { user_id: "buyer", custom_l: "f", custom_p: "0" } }))).destination).toBe("/buy/class");
    expect((await ok(signedBody(consumers.unit, { params: { user_id: "buyer", custom_l: "f" } }))).destination).toBe("/buy/class");
  });
});

describe("new-tab fallback and consumer secrets", () => {
  it("the launch token opens one new session once, and never again", async () => {
    const r = await ok(
      signedBody(consumers.chapter, { params: { user_id: "newtab", custom_redirecttype: "CHAPTER", custom_contentid: String(unit.chapters[0]) } }),
    );
    const opened = await redeemLaunchToken(db.payload, r.launchToken, {});
    expect(opened?.destination).toBe("/account?ltiChapter=true");
    const session = await findSession(db.payload, opened!.token);
    expect(session).toMatchObject({ isLTI: true, ltiLock: true, ltiChapter: unit.chapters[0] });
    expect(session?.id).not.toBe(r.sessionId);
    expect(await redeemLaunchToken(db.payload, r.launchToken, {})).toBeNull();
    expect(await redeemLaunchToken(db.payload, "x".repeat(43), {})).toBeNull();
  });

  it("LTI-019 LTI-021 LTI-022 secrets are 30 alphanumerics, stored encrypted, masked in the list; rotating one refuses the old", async () => {
    expect(consumers.unit.key).toBe("riverside.unit");
    expect(consumers.unit.secret).toMatch(/^[A-Za-z0-9]{30}$/);
    const { rows } = await poolOf(db.payload).query("SELECT * FROM lti_consumers");
    expect(JSON.stringify(rows)).not.toContain(consumers.unit.secret);
    const list = await listConsumers(db);
    expect(JSON.stringify(list)).not.toContain(consumers.unit.secret);
    expect(list.find((c) => c.key === "riverside.unit")?.secret).toBe(`••••${consumers.unit.secret.slice(-4)}`);

    const rotated = await rotateConsumerSecret(db, consumers.unit.id);
    expect(rotated.consumerDetails.security).not.toBe(consumers.unit.secret);
    expect(await refused(signedBody(consumers.unit))).toBe("bad_signature");
    await ok(signedBody({ key: consumers.unit.key, secret: rotated.consumerDetails.security }));
    expect((await findConsumerByKey(db.payload, consumers.unit.key))?.secret).toBe(rotated.consumerDetails.security);
    consumers.unit.secret = rotated.consumerDetails.security;
  });
});
