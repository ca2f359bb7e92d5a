import type { Payload } from "payload";
import { findConsumerById, type LaunchConsumer } from "./consumers";
import { forgetAccessTokens, platformAccessToken, SCOPES } from "./platformToken";

/**
 * LTI 1.3 Assignment and Grade Services (decision 051): the same grade events as the 1.1
 * passback (core/lti/outcomes.ts) post a score to the line item the launch named (or, when the
 * platform only gave the context's line items, the one of the resource link, created if
 * missing). Every attempt is logged in the LTI sync log (lti-sync-logs, LTI-017, ADM-016).
 */
export type AgsScoreInput = { identity: number; unit: number; score: number; syncType: "grade" | "force" };
export type AgsSent = { ok: boolean; response: string; logId: number; lmsContentName: string; noPortal: boolean };

const TIMEOUT_MS = 15_000;
type Ref = number | { id: number } | null | undefined;
const idOf = (r: Ref): number | null => (r == null ? null : typeof r === "object" ? r.id : r);

/** The scores endpoint of a line item: `/scores` after its path, its query kept. */
export function scoresUrl(lineitem: string): string {
  const u = new URL(lineitem);
  u.pathname = `${u.pathname.replace(/\/$/, "")}/scores`;
  return u.toString();
}

async function call(consumer: LaunchConsumer, scopes: string[], url: string, init: RequestInit, payload: Payload): Promise<Response> {
  const send = async () =>
    fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${await platformAccessToken(payload, consumer, scopes)}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
  const res = await send();
  if (res.status !== 401) return res;
  forgetAccessTokens(consumer.id); // a revoked token: one more try with a new one
  return send();
}

/** The resource link's line item from the context's line items (created when the platform has none yet). */
async function lineitemOf(payload: Payload, consumer: LaunchConsumer, lineitems: string, resourceLinkId: string, label: string): Promise<string> {
  const list = new URL(lineitems);
  list.searchParams.set("resource_link_id", resourceLinkId);
  const found = await call(consumer, [SCOPES.lineitem], list.toString(), { headers: { Accept: "application/vnd.ims.lis.v2.lineitemcontainer+json" } }, payload);
  if (!found.ok) throw new Error(`line items: ${found.status} ${(await found.text()).slice(0, 300)}`);
  const items = (await found.json()) as { id?: string }[];
  const existing = Array.isArray(items) ? items.find((i) => typeof i.id === "string") : undefined;
  if (existing?.id) return existing.id;
  const created = await call(
    consumer,
    [SCOPES.lineitem],
    lineitems,
    {
      method: "POST",
      headers: { "Content-Type": "application/vnd.ims.lis.v2.lineitem+json", Accept: "application/vnd.ims.lis.v2.lineitem+json" },
      body: JSON.stringify({ scoreMaximum: 100, label: label || "BioText", resourceLinkId, tag: "biotext-unit-grade" }),
    },
    payload,
  );
  const item = (await created.json().catch(() => ({}))) as { id?: string };
  if (!created.ok || typeof item.id !== "string") throw new Error(`line item not created: ${created.status}`);
  return item.id;
}

/** One score POST, logged (LTI-017), whatever the platform answers. */
export async function agsScoreOnce(payload: Payload, input: AgsScoreInput, now = Date.now()): Promise<AgsSent> {
  const identity = await payload.findByID({ collection: "lti-identities", id: input.identity, depth: 0, overrideAccess: true });
  const consumerId = idOf(identity.consumer as Ref);
  const consumer = consumerId == null ? null : await findConsumerById(payload, consumerId);
  const lmsContentName = identity.resourceLinkTitle ?? identity.resourceLinkId ?? "";
  const log = async (result: "success" | "failure", sent: string, response: string) =>
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
        syncResults: sent.slice(0, 4000),
        response: response.slice(0, 4000),
        lmsContentName: lmsContentName || null,
      },
    });
  const scopes = (identity.agsScopes ?? "").split(" ");
  if (!consumer?.platform || (!identity.agsLineitem && !identity.agsLineitems) || !scopes.includes(SCOPES.score)) {
    const why = "User has not accessed via LMS Portal";
    const logged = await log("failure", "", why);
    return { ok: false, response: why, logId: logged.id, lmsContentName, noPortal: true };
  }
  const body = JSON.stringify({
    userId: identity.ltiUserId,
    scoreGiven: Math.round(input.score * 10000) / 100,
    scoreMaximum: 100,
    activityProgress: "Completed",
    gradingProgress: "FullyGraded",
    timestamp: new Date(now).toISOString(),
  });
  let answer: string;
  let ok = false;
  try {
    let lineitem = identity.agsLineitem;
    if (!lineitem) {
      lineitem = await lineitemOf(payload, consumer, identity.agsLineitems!, identity.resourceLinkId ?? "", lmsContentName);
      await payload.update({ collection: "lti-identities", id: identity.id, depth: 0, overrideAccess: true, data: { agsLineitem: lineitem } });
    }
    const res = await call(
      consumer,
      [SCOPES.score],
      scoresUrl(lineitem),
      { method: "POST", headers: { "Content-Type": "application/vnd.ims.lis.v1.score+json" }, body },
      payload,
    );
    answer = `${res.status} ${(await res.text()).slice(0, 4000)}`;
    ok = res.ok;
  } catch (err) {
    answer = `error: ${(err as Error).message}`;
  }
  const logged = await log(ok ? "success" : "failure", body, answer);
  return { ok, response: answer, logId: logged.id, lmsContentName, noPortal: false };
}

/** The jobs task's work: throws when the platform did not take the score (the queue retries). */
export async function sendAgsScore(payload: Payload, input: AgsScoreInput): Promise<{ ok: true; response: string }> {
  const sent = await agsScoreOnce(payload, input);
  if (!sent.ok) throw new Error(`AGS score refused by the platform: ${sent.response.slice(0, 200)}`);
  return { ok: true, response: sent.response };
}
