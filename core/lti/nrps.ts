import type { Payload } from "payload";
import { findConsumerById } from "./consumers";
import { mapRoles, provisionUser } from "./launch";
import type { Params } from "./oauth1";
import { forgetAccessTokens, platformAccessToken, SCOPES } from "./platformToken";

/**
 * LTI 1.3 Names and Role Provisioning Services (decision 051): the members of the platform's
 * course (context_memberships_url, stored at an instructor's launch) become accounts of the
 * consumer's class, exactly as if each had launched (found or created by (consumer, user_id),
 * roles mapped, class and membership added). Inactive members are skipped. Logged in the LTI sync
 * log as 'roster'.
 */
const TIMEOUT_MS = 15_000;
const MAX_PAGES = 50;
type Ref = number | { id: number } | null | undefined;
const idOf = (r: Ref): number | null => (r == null ? null : typeof r === "object" ? r.id : r);

type Member = { user_id?: unknown; roles?: unknown; status?: unknown; given_name?: unknown; family_name?: unknown };

/** The next page of a membership container (RFC 8288 Link header, rel="next"). */
function nextLink(header: string | null): string | null {
  for (const part of (header ?? "").split(",")) {
    const m = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (m) return m[1]!;
  }
  return null;
}

export async function syncRoster(payload: Payload, identityId: number): Promise<{ members: number; added: number }> {
  const identity = await payload.findByID({ collection: "lti-identities", id: identityId, depth: 0, overrideAccess: true });
  const consumerId = idOf(identity.consumer as Ref);
  const consumer = consumerId == null ? null : await findConsumerById(payload, consumerId);
  if (!consumer?.platform || !identity.nrpsUrl) throw new Error("no NRPS service for this launch");
  const log = (result: "success" | "failure", response: string) =>
    payload.create({
      collection: "lti-sync-logs",
      overrideAccess: true,
      depth: 0,
      data: {
        user: idOf(identity.user as Ref),
        consumer: consumer.id,
        syncType: "roster",
        result,
        syncResults: identity.nrpsUrl,
        response: response.slice(0, 4000),
      },
    });
  const members: Member[] = [];
  try {
    let url: string | null = identity.nrpsUrl;
    for (let page = 0; url && page < MAX_PAGES; page++) {
      const get = async () =>
        fetch(url!, {
          headers: {
            Accept: "application/vnd.ims.lti-nrps.v2.membershipcontainer+json",
            Authorization: `Bearer ${await platformAccessToken(payload, consumer, [SCOPES.membership])}`,
          },
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: "error",
        });
      let res = await get();
      if (res.status === 401) {
        forgetAccessTokens(consumer.id);
        res = await get();
      }
      if (!res.ok) throw new Error(`${res.status} ${(await res.text()).slice(0, 300)}`);
      const body = (await res.json()) as { members?: Member[] };
      members.push(...(Array.isArray(body.members) ? body.members : []));
      url = nextLink(res.headers.get("link"));
    }
  } catch (err) {
    await log("failure", `error: ${(err as Error).message}`);
    throw err;
  }
  const before = await payload.count({ collection: "lti-identities", where: { consumer: { equals: consumer.id } }, overrideAccess: true });
  let synced = 0;
  for (const m of members) {
    if (typeof m.user_id !== "string" || !m.user_id || (typeof m.status === "string" && m.status !== "Active")) continue;
    const roles = Array.isArray(m.roles) ? m.roles.filter((r): r is string => typeof r === "string").join(",") : "";
    const params: Params = [["user_id", m.user_id.slice(0, 255)]];
    if (typeof m.given_name === "string") params.push(["lis_person_name_given", m.given_name.slice(0, 100)]);
    if (typeof m.family_name === "string") params.push(["lis_person_name_family", m.family_name.slice(0, 100)]);
    await provisionUser(payload, consumer, params, mapRoles(roles, consumer.administratorRole));
    synced += 1;
  }
  const after = await payload.count({ collection: "lti-identities", where: { consumer: { equals: consumer.id } }, overrideAccess: true });
  const added = after.totalDocs - before.totalDocs;
  await log("success", `${synced} members synced, ${added} new accounts`);
  return { members: synced, added };
}
