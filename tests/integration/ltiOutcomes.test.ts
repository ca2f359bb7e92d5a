import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import OAuth from "oauth-1.0a";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsumer } from "#core/lti/consumers";
import { launch } from "#core/lti/launch";
import { NOT_ACCESSED, OUTCOMES_QUEUE, queueGradePassback } from "#core/lti/outcomes";
import { seedCatalog } from "../support/adminFixtures";
import { buildUnit } from "../support/content";
import { signedLtiLaunch } from "../support/lti";
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
let quizId = 0;

function parseAuthorization(header: string): Record<string, string> {
  return Object.fromEntries([...header.replace(/^OAuth\s+/, "").matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1]!, decodeURIComponent(m[2]!)]));
}

beforeAll(async () => {
  db = await openTestDb();
  const catalog = await seedCatalog(db.payload);
  const graded = await buildUnit(db.payload, "Graded", 1, { chapters: 1, modules: 1, lessons: 1 });
  unitId = graded.unit;
  quizId = graded.quizzes[0]!;
  const created = await createConsumer(db, {
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
  return signedLtiLaunch(consumer, { id: "graded-link", title: "Graded unit" }, userId, extra);
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

  /** An LTI learner who holds the graded unit, signed in through a launch. */
  async function gradedLearner(ltiUserId: string, extra: Record<string, string>) {
    const userId = await launchedUser(ltiUserId, extra);
    const m = await db.payload.create({ collection: "memberships", data: { key: `M-${ltiUserId}`, name: ltiUserId, units: [unitId] }, overrideAccess: true });
    await db.payload.update({ collection: "users", id: userId, data: { memberships: [m.id] }, overrideAccess: true });
    const user = await db.payload.findByID({ collection: "users", id: userId, depth: 0, overrideAccess: true });
    return { userId, caller: await db.callerAs(user) };
  }

  async function submitQuiz(caller: Awaited<ReturnType<TestDb["callerAs"]>>) {
    const started = await caller.quizzes.start({ quizId });
    const answers = started.questions.map((q) => ({
      questionId: q.id,
      optionId: (q.options.find((o) => /option 1$|^Adenine$/.test(o.text)) ?? q.options[0]!).id,
    }));
    const scored = await caller.quizzes.score({ quizId, attemptId: started.attemptId, answers });
    await caller.quizzes.submit({ attemptId: started.attemptId! });
    return scored.score;
  }

  it("LTI-012 a quiz submitted on the site sends the unit's new total grade to the portal, through the queue", async () => {
    const { caller } = await gradedLearner("graded-quiz", { lis_outcome_service_url: lmsUrl, lis_result_sourcedid: "src-quiz" });
    const score = await submitQuiz(caller);
    expect(score).toBeGreaterThan(0);
    await db.payload.jobs.run({ queue: OUTCOMES_QUEUE });
    const mine = received.filter((r) => r.body.includes("<sourcedId>src-quiz</sourcedId>"));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ signatureValid: true, bodyHashValid: true });
    // One module with a quiz: the unit's total grade (QUIZ-024) is that quiz's score.
    expect(mine[0]!.body).toContain(`<textString>${(score / 100).toFixed(4)}</textString>`);
  });

  it("LTI-013 LTI-015 TEA-011 a forced sync sends now and answers per portal link; a learner without a portal link gets 'User has not accessed via LMS Portal'", async () => {
    const teacher = await db.createUser({
      email: "teacher@outcomes.test",
      role: "teacher",
      classes: [(await db.payload.find({ collection: "classes", limit: 1, overrideAccess: true })).docs[0]!.id],
    });
    const { userId, caller } = await gradedLearner("forced", { lis_outcome_service_url: lmsUrl, lis_result_sourcedid: "src-forced" });
    const score = await submitQuiz(caller);
    const classId = (await db.payload.findByID({ collection: "users", id: teacher.id, depth: 0, overrideAccess: true })).classes as number[];
    await db.payload.update({ collection: "users", id: userId, data: { classes: classId }, overrideAccess: true });
    const before = received.length;
    const asTeacher = await db.callerAs(teacher);
    const details = await asTeacher.lti.forceSync({ classId: classId[0]!, userId });
    expect(details).toEqual([
      expect.objectContaining({ syncError: null, grade: expect.objectContaining({ averageGrade: score, resourceLinkName: "Graded unit" }) }),
    ]);
    expect(received.length).toBe(before + 1); // sent at once, not queued
    const log = await (await db.callerAs(await db.createUser({ email: "admin2@outcomes.test", role: "admin" }))).lti.syncLog({ userId });
    expect(log.some((e) => e.syncType === "force" && e.result === "success")).toBe(true);

    const plain = await db.createUser({ email: "never@outcomes.test", role: "student", classes: classId });
    expect(await asTeacher.lti.forceSync({ classId: classId[0]!, userId: plain.id })).toEqual([
      { syncId: null, syncResults: "", syncError: NOT_ACCESSED, grade: null },
    ]);
    // Not the teacher's class, or not a student of it: refused.
    const other = await db.createUser({ email: "other.teacher@outcomes.test", role: "teacher" });
    await expect((await db.callerAs(other)).lti.forceSync({ classId: classId[0]!, userId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect((await db.callerAs(plain)).lti.forceSync({ classId: classId[0]!, userId })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
