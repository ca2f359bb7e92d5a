import crypto from "node:crypto";
import type { Payload, TaskConfig } from "payload";
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
  return docs.length;
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
  const identity = await payload.findByID({ collection: "lti-identities", id: input.identity, depth: 1, overrideAccess: true });
  const consumerDoc = typeof identity.consumer === "object" ? identity.consumer : null;
  const consumer = consumerDoc ? await findConsumerByKey(payload, consumerDoc.key) : null;
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
        lmsContentName: identity.resourceLinkTitle ?? identity.resourceLinkId ?? null,
      },
    });
  if (!consumer || !identity.outcomeServiceUrl || !identity.resultSourcedid) {
    await log("failure", "", "User has not accessed via LMS Portal");
    return { ok: false, response: "User has not accessed via LMS Portal" };
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
  await log(ok ? "success" : "failure", body, answer);
  if (!ok) throw new Error(`replaceResult refused by the portal: ${answer.slice(0, 200)}`);
  return { ok, response: answer };
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
export async function syncLog(payload: Payload, userId: number) {
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
