import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import OAuth from "oauth-1.0a";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsumer } from "#core/lti/consumers";
import { launch } from "#core/lti/launch";
import { OUTCOMES_QUEUE, queueGradePassback } from "#core/lti/outcomes";
import { seedCatalog } from "../support/adminFixtures";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Grade passback (LTI-012, LTI-017, ADM-016): a grade event is queued on Payload's jobs queue and
 * sent as a signed Basic Outcomes replaceResult to a fake LMS outcome service served by the test,
 * which checks the OAuth signature (with the independent oauth-1.0a package) and the body hash.
 */
let db: TestDb;
let lms: http.Server;
let lmsUrl = "";
let answer: "success" | "failure" = "success";
const received: { body: string; signatureValid: boolean; bodyHashValid: boolean }[] = [];
const consumer = { key: "", secret: "", id: 0 };
let unitId = 0;

function parseAuthorization(header: string): Record<string, string> {
  return Object.fromEntries([...header.replace(/^OAuth\s+/, "").matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1]!, decodeURIComponent(m[2]!)]));
}

beforeAll(async () => {
  db = await openTestDb();
  const catalog = await seedCatalog(db.payload);
  unitId = (await buildUnit(db.payload, "Graded", 1, { chapters: 1, modules: 1, lessons: 1 })).unit;
  const created = await createConsumer(db.payload, {
    consumerName: "Outcomes LMS",
    consumerKey: "outcomes.lms",
    ltiVersion: "LTI-1p0",
    ltiType: "unit",
    classSelected: catalog.classes.river,
    membership: catalog.memberships.life,
    frameOrigins: "",
  });
  Object.assign(consumer, { key: created.consumerDetails.key, secret: created.consumerDetails.security, id: created.id });
  lms = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const auth = parseAuthorization(req.headers.authorization ?? "");
      const oauth = new OAuth({
        consumer: { key: consumer.key, secret: consumer.secret },
        signature_method: "HMAC-SHA1",
        hash_function: (base, key) => crypto.createHmac("sha1", key).update(base).digest("base64"),
      });
      const { oauth_signature: signature, ...signed } = auth;
      const expected = oauth.getSignature({ url: lmsUrl, method: "POST", data: {} }, undefined, signed as never);
      received.push({
        body,
        signatureValid: expected === signature,
        bodyHashValid: auth.oauth_body_hash === crypto.createHash("sha1").update(body).digest("base64"),
      });
      res.writeHead(200, { "Content-Type": "application/xml" });
      res.end(
        `<?xml version="1.0"?><imsx_POXEnvelopeResponse><imsx_POXHeader><imsx_POXResponseHeaderInfo><imsx_statusInfo><imsx_codeMajor>${answer}</imsx_codeMajor><imsx_description>ok</imsx_description></imsx_statusInfo></imsx_POXResponseHeaderInfo></imsx_POXHeader><imsx_POXBody><replaceResultResponse/></imsx_POXBody></imsx_POXEnvelopeResponse>`,
      );
    });
  });
  await new Promise<void>((r) => lms.listen(0, "127.0.0.1", r));
  lmsUrl = `http://127.0.0.1:${(lms.address() as AddressInfo).port}/outcomes`;
}, 120_000);
afterAll(async () => {
  lms?.close();
  await db?.close();
});

function signedLaunch(userId: string, extra: Record<string, string>): [string, string][] {
  const oauth = new OAuth({
    consumer: { key: consumer.key, secret: consumer.secret },
    signature_method: "HMAC-SHA1",
    hash_function: (base, key) => crypto.createHmac("sha1", key).update(base).digest("base64"),
  });
  const params = {
    lti_message_type: "basic-lti-launch-request",
    lti_version: "LTI-1p0",
    resource_link_id: "graded-link",
    resource_link_title: "Graded unit",
    user_id: userId,
    roles: "Learner",
    ...extra,
  };
  const auth = oauth.authorize({ url: "https://tool.test/lti/launch", method: "POST", data: { ...params } });
  return [...Object.entries(params), ...Object.entries(auth).filter(([k]) => k.startsWith("oauth_"))].map(([k, v]) => [k, String(v)]);
}

async function launchedUser(userId: string, extra: Record<string, string> = {}): Promise<number> {
  const r = await launch(db.payload, { method: "POST", url: "https://tool.test/lti/launch", body: signedLaunch(userId, extra) });
  if (!r.ok) throw new Error(r.code);
  return r.userId;
}

describe("LTI 1.1 grade passback (Basic Outcomes)", () => {
  it("LTI-012 LTI-017 a grade is queued, sent signed with its body hash to the portal's outcome service, and logged", async () => {
    const userId = await launchedUser("graded-1", { lis_outcome_service_url: lmsUrl, lis_result_sourcedid: "src-graded-1" });
    expect(await queueGradePassback(db.payload, { userId, unitId, score: 0.85 })).toBe(1);
    await db.payload.jobs.run({ queue: OUTCOMES_QUEUE });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ signatureValid: true, bodyHashValid: true });
    expect(received[0]!.body).toContain("<sourcedId>src-graded-1</sourcedId>");
    expect(received[0]!.body).toContain("<textString>0.8500</textString>");
    const log = await (await db.callerAs(await db.createUser({ email: "admin@outcomes.test", role: "admin" }))).lti.syncLog({ userId });
    expect(log).toEqual([expect.objectContaining({ syncType: "grade", result: "success", lmsContentName: "Graded unit" })]);
    expect(log[0]!.syncResults).toContain("<imsx_codeMajor>success</imsx_codeMajor>");
  });

  it("LTI-017 a portal refusal is logged as a failure and left to the queue's retries", async () => {
    answer = "failure";
    const userId = await launchedUser("graded-2", { lis_outcome_service_url: lmsUrl, lis_result_sourcedid: "src-graded-2" });
    await queueGradePassback(db.payload, { userId, unitId, score: 0.5 });
    await db.payload.jobs.run({ queue: OUTCOMES_QUEUE });
    answer = "success";
    const { docs } = await db.payload.find({ collection: "lti-sync-logs", where: { user: { equals: userId } }, overrideAccess: true });
    expect(docs).toEqual([expect.objectContaining({ result: "failure", syncType: "grade" })]);
    const jobs = await db.payload.find({
      collection: "payload-jobs",
      where: { taskSlug: { equals: "ltiReplaceResult" } },
      sort: "-createdAt",
      limit: 1,
      overrideAccess: true,
    });
    expect(jobs.docs[0]).toMatchObject({ hasError: false, completedAt: null });
  });

  it("a learner who never launched with an outcome service has nothing queued; scores outside 0..1 are refused", async () => {
    const userId = await launchedUser("no-outcome");
    expect(await queueGradePassback(db.payload, { userId, unitId, score: 1 })).toBe(0);
    await expect(queueGradePassback(db.payload, { userId, unitId, score: 1.5 })).rejects.toThrow(RangeError);
  });
});
