import crypto from "node:crypto";
import type { Payload, TaskConfig } from "payload";
import type { WithPayload } from "#core/context";
import { progressOf, publishedOutline, unitProgress } from "#core/progress/progressStore";
import { agsScoreOnce } from "./ags";
import { findConsumerByKey } from "./consumers";
import { hmacSha1, percentEncode, signatureBaseString } from "./oauth1";

/**
 * Grade passback, LTI 1.1 Basic Outcomes (LTI-012, LTI-017): a grade event (userId, unitId,
 * score 0..1) — sent by the quizzes when a grade changes — queues one `ltiReplaceResult` job per
 * portal link the learner launched with an outcome service (lis_outcome_service_url +
 * lis_result_sourcedid, stored at launch). The job posts a signed POX `replaceResultRequest`
 * (OAuth 1.0a with oauth_body_hash) and logs every attempt (`lti-sync-logs`); a failure throws so
 * Payload's jobs queue retries it with exponential backoff.
 */
export type GradeEvent = { userId: number; unitId: number; score: number };
export const OUTCOMES_QUEUE = "lti-outcomes";
const TIMEOUT_MS = 15_000;

type Ref = number | { id: number } | null | undefined;
const idOf = (r: Ref): number | null => (r == null ? null : typeof r === "object" ? r.id : r);

/** Queues the passback of one grade; answers how many portal links will receive it. */
export async function queueGradePassback(payload: Payload, event: GradeEvent): Promise<number> {
  if (!(event.score >= 0 && event.score <= 1)) throw new RangeError("score must be between 0 and 1");
  const { docs } = await payload.find({
    collection: "lti-identities",
    where: { and: [{ user: { equals: event.userId } }, { resultSourcedid: { exists: true } }, { outcomeServiceUrl: { exists: true } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  for (const identity of docs) {
    await payload.jobs.queue({
      task: "ltiReplaceResult",
      queue: OUTCOMES_QUEUE,
      input: { identity: identity.id, unit: event.unitId, score: event.score, syncType: "grade" },
    });
  }
  // LTI 1.3 AGS (core/lti/ags.ts): the links whose launch gave a line item (or the context's line items).
  const { docs: ags } = await payload.find({
    collection: "lti-identities",
    where: { and: [{ user: { equals: event.userId } }, { or: [{ agsLineitem: { exists: true } }, { agsLineitems: { exists: true } }] }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  for (const identity of ags) {
    await payload.jobs.queue({
      task: "ltiAgsScore",
      queue: OUTCOMES_QUEUE,
      input: { identity: identity.id, unit: event.unitId, score: event.score, syncType: "grade" },
    });
  }
  return docs.length + ags.length;
}

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The POX body (IMS LTI 1.1 Outcomes: replaceResultRequest, score as a decimal 0.0–1.0). */
export function replaceResultXml(sourcedid: string, score: number, messageId = crypto.randomUUID()): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<imsx_POXEnvelopeRequest xmlns="http://www.imsglobal.org/services/ltiv1p1/xsd/imsoms_v1p0">
  <imsx_POXHeader><imsx_POXRequestHeaderInfo><imsx_version>V1.0</imsx_version><imsx_messageIdentifier>${xmlEscape(
    messageId,
  )}</imsx_messageIdentifier></imsx_POXRequestHeaderInfo></imsx_POXHeader>
  <imsx_POXBody><replaceResultRequest><resultRecord>
    <sourcedGUID><sourcedId>${xmlEscape(sourcedid)}</sourcedId></sourcedGUID>
    <result><resultScore><language>en</language><textString>${score.toFixed(4)}</textString></resultScore></result>
  </resultRecord></replaceResultRequest></imsx_POXBody>
</imsx_POXEnvelopeRequest>`;
}

/** The Authorization header of a body-signed request (OAuth 1.0a + oauth_body_hash). */
export function signedAuthorization(url: string, body: string, consumer: { key: string; secret: string }, now = Date.now()): string {
  const oauth: Record<string, string> = {
    oauth_body_hash: crypto.createHash("sha1").update(body).digest("base64"),
    oauth_consumer_key: consumer.key,
    oauth_nonce: crypto.randomBytes(16).toString("hex"),
    oauth_signature_method: "HMAC-SHA1",
    oauth_timestamp: String(Math.floor(now / 1000)),
    oauth_version: "1.0",
  };
  oauth.oauth_signature = hmacSha1(signatureBaseString("POST", new URL(url), Object.entries(oauth)), consumer.secret);
  return `OAuth ${Object.entries(oauth)
    .map(([k, v]) => `${percentEncode(k)}="${percentEncode(v)}"`)
    .join(", ")}`;
}

export type ReplaceResultInput = { identity: number; unit: number; score: number; syncType: "grade" | "force" };

/** Sends one replaceResult and logs it; throws when the portal did not answer success (the queue retries). */
export async function sendReplaceResult(payload: Payload, input: ReplaceResultInput): Promise<{ ok: boolean; response: string }> {
  const sent = await replaceResultOnce(payload, input);
  if (!sent.ok) throw new Error(`replaceResult refused by the portal: ${sent.response.slice(0, 200)}`);
  return { ok: true, response: sent.response };
}

type Sent = { ok: boolean; response: string; logId: number; lmsContentName: string; noPortal: boolean };

/** One replaceResult, logged (LTI-017), whatever the portal answers. */
async function replaceResultOnce(payload: Payload, input: ReplaceResultInput): Promise<Sent> {
  const identity = await payload.findByID({ collection: "lti-identities", id: input.identity, depth: 1, overrideAccess: true });
  const consumerDoc = typeof identity.consumer === "object" ? identity.consumer : null;
  const consumer = consumerDoc ? await findConsumerByKey(payload, consumerDoc.key) : null;
  const lmsContentName = identity.resourceLinkTitle ?? identity.resourceLinkId ?? "";
  const log = async (result: "success" | "failure", syncResults: string, response: string) =>
    payload.create({
      collection: "lti-sync-logs",
      overrideAccess: true,
      depth: 0,
      data: {
        user: idOf(identity.user as Ref),
        consumer: consumer?.id ?? null,
        unit: input.unit,
        syncType: input.syncType,
        result,
        score: input.score,
        syncResults: syncResults.slice(0, 4000),
        response: response.slice(0, 4000),
        lmsContentName: lmsContentName || null,
      },
    });
  if (!consumer || !identity.outcomeServiceUrl || !identity.resultSourcedid) {
    const logged = await log("failure", "", NOT_ACCESSED);
    return { ok: false, response: NOT_ACCESSED, logId: logged.id, lmsContentName, noPortal: true };
  }
  const body = replaceResultXml(identity.resultSourcedid, input.score);
  let answer: string;
  try {
    const res = await fetch(identity.outcomeServiceUrl, {
      method: "POST",
      headers: { "Content-Type": "application/xml", Authorization: signedAuthorization(identity.outcomeServiceUrl, body, consumer) },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
    answer = `${res.status} ${(await res.text()).slice(0, 4000)}`;
  } catch (err) {
    answer = `network error: ${(err as Error).message}`;
  }
  const ok = /<imsx_codeMajor>\s*success\s*<\/imsx_codeMajor>/.test(answer) && answer.startsWith("2");
  const logged = await log(ok ? "success" : "failure", body, answer);
  return { ok, response: answer, logId: logged.id, lmsContentName, noPortal: false };
}

/** LTI-015: the seed's words for a learner without a portal link (no outcome service stored at launch). */
export const NOT_ACCESSED = "User has not accessed via LMS Portal";

/** A learner's unit total grade (LRN-058: QUIZ-024's average, 'Not Taken' counting 0) as a 0..1 score; null when the unit has no quiz. */
export async function unitScoreOf(payload: Payload, userId: number, unitId: number): Promise<number | null> {
  const [outline, progress] = await Promise.all([publishedOutline(payload, [unitId]), progressOf(payload, userId)]);
  const grade = unitProgress(unitId, outline, progress).grade;
  return grade == null ? null : Math.min(1, Math.max(0, grade / 100));
}

/**
 * LTI-012: after a quiz grade of an LTI learner changes, the unit's total grade goes to every portal
 * link the learner launched from, through the jobs queue (retried with backoff). Answers how many
 * passbacks were queued.
 */
export async function passbackAfterGrade(payload: Payload, user: { id: number; isLTI?: boolean | null }, unitId: number | null): Promise<number> {
  if (!user.isLTI || unitId == null) return 0;
  const score = await unitScoreOf(payload, user.id, unitId);
  if (score == null) return 0;
  return queueGradePassback(payload, { userId: user.id, unitId, score });
}

/** LTI-013: one forced sync's result per portal link and unit. */
export type SyncDetail = {
  syncId: number | null;
  syncResults: string;
  syncError: string | null;
  grade: { sbContentName: string; resourceLinkName: string; averageGrade: number } | null;
};

/**
 * LTI-013 (TEA-011): a teacher's forced sync of one student, sent now rather than queued, so the
 * teacher sees each portal's answer: for every portal link of the student and every unit given
 * (the class's units the student holds), the unit's total grade. A student who never came through
 * a portal gets one result with LTI-015's 'User has not accessed via LMS Portal'.
 */
export async function forceSync(payload: Payload, userId: number, units: readonly { id: number; title: string }[]): Promise<SyncDetail[]> {
  const { docs: identities } = await payload.find({
    collection: "lti-identities",
    where: { user: { equals: userId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  const linked = identities.filter((i) => (i.outcomeServiceUrl && i.resultSourcedid) || i.agsLineitem || i.agsLineitems);
  if (!linked.length) return [{ syncId: null, syncResults: "", syncError: NOT_ACCESSED, grade: null }];
  const details: SyncDetail[] = [];
  for (const identity of linked) {
    for (const unit of units) {
      const score = (await unitScoreOf(payload, userId, unit.id)) ?? 0;
      const input = { identity: identity.id, unit: unit.id, score, syncType: "force" as const };
      const sent = identity.outcomeServiceUrl && identity.resultSourcedid ? await replaceResultOnce(payload, input) : await agsScoreOnce(payload, input);
      details.push({
        syncId: sent.logId,
        syncResults: sent.response.slice(0, 500),
        syncError: sent.ok ? null : sent.noPortal ? NOT_ACCESSED : sent.response.slice(0, 500),
        grade: { sbContentName: unit.title, resourceLinkName: sent.lmsContentName, averageGrade: Math.round(score * 10000) / 100 },
      });
    }
  }
  return details;
}

/** The Payload jobs task (registered in cms/payload.config.ts): retried 5 times, 30 s doubling. */
export const ltiReplaceResultTask: TaskConfig<{ input: ReplaceResultInput; output: { response: string } }> = {
  slug: "ltiReplaceResult",
  retries: { attempts: 5, backoff: { type: "exponential", delay: 30_000 } },
  inputSchema: [
    { name: "identity", type: "number", required: true },
    { name: "unit", type: "number", required: true },
    { name: "score", type: "number", required: true },
    { name: "syncType", type: "text", required: true },
  ],
  outputSchema: [{ name: "response", type: "text" }],
  handler: async ({ input, req }) => {
    const { response } = await sendReplaceResult(req.payload, input as ReplaceResultInput);
    return { output: { response } };
  },
};

/** LTI-017: a student's sync log, newest first. */
export async function syncLog({ payload }: WithPayload, userId: number) {
  const { docs } = await payload.find({
    collection: "lti-sync-logs",
    where: { user: { equals: userId } },
    sort: "-createdAt",
    limit: 100,
    depth: 0,
    overrideAccess: true,
  });
  return docs.map((d) => ({
    date: d.createdAt,
    syncType: d.syncType,
    result: d.result,
    syncResults: d.response ?? "",
    lmsContentName: d.lmsContentName ?? "",
  }));
}

/** Runs queued passbacks now and then (server/app.ts); the queue keeps retries and backoff. */
export function startOutcomesRunner(payload: Payload, everyMs = 10_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    payload.jobs
      .run({ queue: OUTCOMES_QUEUE, limit: 20 })
      .catch((err: unknown) => payload.logger.error({ err }, "LTI outcomes runner failed"))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
