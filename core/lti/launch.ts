import crypto from "node:crypto";
import type { Payload, Where } from "payload";
import { createSession, hashToken, newToken } from "#core/session/sessions";
import type { Role } from "#shared/roles";
import type { Lti11RefusalCode } from "#shared/lti";
import { findConsumerByKey, type LaunchConsumer } from "./consumers";
import { safeEqual, hmacSha1, signatureBaseString, type Params } from "./oauth1";
import { poolOf } from "#core/db/pool";

/**
 * LTI 1.1 basic launches (LTI-001…LTI-010). The request is authenticated with OAuth 1.0a
 * (HMAC-SHA1 against the consumer's secret, ±5 minutes, nonce once per consumer), then the
 * portal's user is found or created by (consumer, user_id), given the consumer's class and
 * membership, and a new LTI session is opened (it outranks any cookie the browser had, LTI-001).
 */
export const TIMESTAMP_WINDOW_S = 5 * 60;
/** Nonces are kept past the timestamp window, so a replay is refused for as long as its timestamp would pass. */
const NONCE_TTL_MS = 2 * TIMESTAMP_WINDOW_S * 1000;
/** The new-tab fallback token: one use, this long. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60 * 1000;

/** The refusal codes live once in shared/lti.ts (the /lti/refused page explains the same list). */
export { LTI11_REFUSAL_CODES as REFUSAL_CODES } from "#shared/lti";
export type RefusalCode = Lti11RefusalCode;

export type LaunchRequest = {
  method: string;
  /** The launch URL exactly as the consumer saw it (scheme and host behind TRUST_PROXY), with its query. */
  url: string;
  /** The form body's fields, in order (repeated names kept). */
  body: Params;
  ip?: string;
  userAgent?: string;
  now?: number;
};

export type LaunchRefusal = { ok: false; code: RefusalCode; consumerKey?: string; frameOrigins: string[] };
export type LaunchSuccess = {
  ok: true;
  /** The new session's cookie token (never in a URL). */
  token: string;
  maxAgeMs: number;
  sessionId: number;
  sessionPublicId: string;
  userId: number;
  role: Role;
  destination: string;
  ltiLock: boolean;
  ltiChapter: number | null;
  /** One-time token for the new-tab fallback (lti-launch-tokens). */
  launchToken: string;
  frameOrigins: string[];
};

function first(params: Params, name: string): string | undefined {
  return params.find(([k]) => k === name)?.[1];
}

/** LTI 1.1 custom parameters arrive as custom_<name lower-cased>; some portals also send them bare. */
function custom(params: Params, name: string): string | undefined {
  const lower = name.toLowerCase().replace(/[^a-z0-9]/g, "_");
  return first(params, `custom_${lower}`) ?? first(params, name);
}

/** LTI role names (short or URN) → the site's role. Instructor wins over Learner; Administrator per consumer. */
export function mapRoles(roles: string | undefined, administratorRole: LaunchConsumer["administratorRole"]): Role {
  const names = (roles ?? "")
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) =>
      r
        .replace(/^urn:lti:(inst|sys)?role:ims\/lis\//, "")
        // LTI 1.3 role URIs: …/lis/v2/membership#Instructor, …/membership/Instructor#TeachingAssistant, …/institution/person#Administrator.
        .replace(/^https?:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/(membership|institution\/person|system\/person)[#/]/, "")
        .split(/[/#]/)[0]!
        .toLowerCase(),
    );
  if (names.includes("instructor")) return "teacher";
  if (names.includes("learner") || names.includes("student")) return "student";
  if (names.includes("administrator")) return administratorRole;
  return "none";
}

async function consumeNonce(payload: Payload, consumerId: number, nonce: string, now: number): Promise<boolean> {
  const pool = poolOf(payload);
  await pool.query(`DELETE FROM lti_nonces WHERE expires_at < $1`, [new Date(now).toISOString()]);
  const at = new Date(now).toISOString();
  const { rows } = await pool.query(
    `INSERT INTO lti_nonces (key, expires_at, updated_at, created_at) VALUES ($1, $2, $3, $3) ON CONFLICT (key) DO NOTHING RETURNING id`,
    [`${consumerId}:${nonce}`.slice(0, 300), new Date(now + NONCE_TTL_MS).toISOString(), at],
  );
  return rows.length === 1;
}

/** Checks the request: signature, window, nonce, then the LTI message. Returns the consumer or the refusal. */
export async function verifyLaunch(payload: Payload, req: LaunchRequest): Promise<{ ok: true; consumer: LaunchConsumer } | LaunchRefusal> {
  const now = req.now ?? Date.now();
  const p = req.body;
  const refuse = (code: RefusalCode, consumer?: LaunchConsumer): LaunchRefusal => ({
    ok: false,
    code,
    consumerKey: first(p, "oauth_consumer_key"),
    frameOrigins: consumer?.frameOrigins ?? [],
  });
  if (req.method.toUpperCase() !== "POST") return refuse("bad_method");
  const key = first(p, "oauth_consumer_key");
  const signature = first(p, "oauth_signature");
  const method = first(p, "oauth_signature_method");
  const timestamp = first(p, "oauth_timestamp");
  const nonce = first(p, "oauth_nonce");
  if (!key || !signature || !method || !timestamp || !nonce) return refuse("missing_oauth_parameters");
  const version = first(p, "oauth_version");
  if (version !== undefined && version !== "1.0") return refuse("bad_oauth_version");
  if (method !== "HMAC-SHA1") return refuse("bad_signature_method");
  const consumer = await findConsumerByKey(payload, key);
  if (!consumer) return refuse("unknown_consumer");
  if (consumer.version !== "LTI-1p0") return refuse("consumer_not_lti11", consumer);
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return refuse("bad_signature", consumer);
  }
  const expected = hmacSha1(signatureBaseString("POST", url, p), consumer.secret);
  if (!safeEqual(expected, signature)) return refuse("bad_signature", consumer);
  const ts = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - ts) > TIMESTAMP_WINDOW_S) return refuse("expired_timestamp", consumer);
  if (!(await consumeNonce(payload, consumer.id, nonce, now))) return refuse("replayed_nonce", consumer);
  if (first(p, "lti_message_type") !== "basic-lti-launch-request") return refuse("bad_message_type", consumer);
  if (first(p, "lti_version") !== "LTI-1p0") return refuse("bad_lti_version", consumer);
  if (!first(p, "resource_link_id")) return refuse("missing_resource_link_id", consumer);
  if (!first(p, "user_id")) return refuse("missing_user_id", consumer);
  return { ok: true, consumer };
}

type Ref = number | { id: number } | null | undefined;
const ids = (list: Ref[] | null | undefined): number[] => (list ?? []).map((r) => (typeof r === "object" && r ? r.id : (r as number))).filter((n) => n != null);

/** Finds or creates the account of (consumer, user_id): never matched by e-mail (another account may own it). */
/** LTI 1.3 Advantage services offered by the launch (AGS line items, NRPS), kept on the identity. */
export type AdvantageServices = {
  agsLineitem: string | null;
  agsLineitems: string | null;
  agsScopes: string | null;
  nrpsUrl: string | null;
  contextId: string | null;
};

export async function provisionUser(payload: Payload, consumer: LaunchConsumer, p: Params, role: Role, services?: AdvantageServices): Promise<number> {
  const ltiUserId = first(p, "user_id")!.slice(0, 255);
  const identityKey = `${consumer.id}:${ltiUserId}`;
  const outcome = {
    outcomeServiceUrl: first(p, "lis_outcome_service_url")?.slice(0, 2000) ?? null,
    resultSourcedid: first(p, "lis_result_sourcedid")?.slice(0, 2000) ?? null,
    // Absent for a roster member (NRPS, core/lti/nrps.ts): no link opened yet.
    resourceLinkId: first(p, "resource_link_id")?.slice(0, 255) ?? null,
    resourceLinkTitle: first(p, "resource_link_title")?.slice(0, 255) ?? null,
  };
  const names = {
    firstName: first(p, "lis_person_name_given")?.slice(0, 100) || null,
    lastName: first(p, "lis_person_name_family")?.slice(0, 100) || null,
  };
  const found = await payload.find({ collection: "lti-identities", where: { key: { equals: identityKey } }, limit: 1, depth: 0, overrideAccess: true });
  const identity = found.docs[0];
  const linkedUser = identity?.user == null ? null : typeof identity.user === "object" ? identity.user.id : identity.user;
  if (identity && linkedUser != null) {
    const userId = linkedUser;
    const user = await payload.findByID({ collection: "users", id: userId, depth: 0, overrideAccess: true });
    const classes = ids(user.classes as Ref[]);
    const memberships = ids(user.memberships as Ref[]);
    await payload.update({
      collection: "users",
      id: userId,
      depth: 0,
      overrideAccess: true,
      data: {
        role,
        isLTI: true,
        ...(names.firstName ? { firstName: names.firstName } : {}),
        ...(names.lastName ? { lastName: names.lastName } : {}),
        classes: consumer.classId && !classes.includes(consumer.classId) ? [...classes, consumer.classId] : classes,
        memberships: consumer.membershipId && !memberships.includes(consumer.membershipId) ? [...memberships, consumer.membershipId] : memberships,
      },
    });
    // Keep the latest outcome details (grade passback, LTI-012); an older launch's sourcedid stays when this one has none.
    await payload.update({
      collection: "lti-identities",
      id: identity.id,
      depth: 0,
      overrideAccess: true,
      data: {
        ...(outcome.resultSourcedid
          ? outcome
          : outcome.resourceLinkId
          ? { resourceLinkId: outcome.resourceLinkId, resourceLinkTitle: outcome.resourceLinkTitle }
          : {}),
        // 1.3: an older launch's line item stays when this one has none (a roster sync brings none).
        ...(services ? Object.fromEntries(Object.entries(services).filter(([, v]) => v != null)) : {}),
      },
    });
    return userId;
  }
  // A private address: unique per (consumer, user_id) and never another person's e-mail.
  const digest = crypto.createHash("sha256").update(identityKey).digest("hex").slice(0, 20);
  const user = await payload.create({
    collection: "users",
    depth: 0,
    overrideAccess: true,
    data: {
      email: `lti-${consumer.id}-${digest}@lti.biotext.invalid`,
      role,
      isLTI: true,
      ...names,
      classes: consumer.classId ? [consumer.classId] : [],
      memberships: consumer.membershipId ? [consumer.membershipId] : [],
    },
  });
  const data = { key: identityKey, consumer: consumer.id, ltiUserId, user: user.id, ...outcome, ...services };
  if (identity) await payload.update({ collection: "lti-identities", id: identity.id, depth: 0, overrideAccess: true, data });
  else await payload.create({ collection: "lti-identities", depth: 0, overrideAccess: true, data });
  return user.id;
}

/** A chapter named by id (or by its key) in the launch's custom parameters. */
async function findChapter(payload: Payload, ref: string | undefined): Promise<number | null> {
  const value = ref?.trim();
  if (!value) return null;
  const where: Where = /^\d{1,9}$/.test(value) ? { id: { equals: Number(value) } } : { key: { equals: value.slice(0, 200) } };
  const { docs } = await payload.find({ collection: "chapters", where, limit: 1, depth: 0, overrideAccess: true, select: { key: true } });
  return docs[0]?.id ?? null;
}

async function productExists(payload: Payload, ref: string | undefined): Promise<number | null> {
  if (!ref || !/^\d{1,9}$/.test(ref.trim())) return null;
  const { docs } = await payload.find({
    collection: "products",
    where: { id: { equals: Number(ref) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { key: true },
  });
  return docs[0]?.id ?? null;
}

async function moduleExists(payload: Payload, ref: string | undefined): Promise<number | null> {
  if (!ref || !/^\d{1,9}$/.test(ref.trim())) return null;
  const { docs } = await payload.find({ collection: "modules", where: { id: { equals: Number(ref) } }, limit: 1, depth: 0, overrideAccess: true, select: {} });
  return docs[0]?.id ?? null;
}

/** Verifies the launch, provisions the user and opens the LTI session. */
export async function launch(payload: Payload, req: LaunchRequest): Promise<LaunchSuccess | LaunchRefusal> {
  const verified = await verifyLaunch(payload, req);
  if (!verified.ok) return verified;
  return openLaunch(payload, verified.consumer, req.body, req);
}

/**
 * A verified launch, LTI 1.1 or 1.3 (core/lti/lti13.ts maps the id_token's claims to the same
 * parameters): provisioning, roles, class and membership, destination, chapter lock, session.
 */
export async function openLaunch(
  payload: Payload,
  consumer: LaunchConsumer,
  p: Params,
  req: { ip?: string; userAgent?: string; now?: number },
  services?: AdvantageServices,
): Promise<LaunchSuccess> {
  const role = mapRoles(first(p, "roles"), consumer.administratorRole);
  const userId = await provisionUser(payload, consumer, p, role, services);

  // LTI-002…LTI-005 and decision 050: where the launch leads.
  const l = custom(p, "l");
  const redirectType = custom(p, "redirectType")?.toUpperCase();
  const chapter = redirectType === "CHAPTER" ? await findChapter(payload, custom(p, "contentId") ?? custom(p, "chapter")) : null;
  let destination = "/account";
  if (l === "f") {
    const product = (await productExists(payload, custom(p, "p"))) ?? consumer.productId;
    destination = product ? `/product?id=${product}` : "/buy/class";
  } else if (chapter) {
    destination = "/account?ltiChapter=true";
  } else if (redirectType === "MODULE") {
    // A module placed by Deep Linking (core/lti/lti13.ts): its page, when it exists.
    const module = await moduleExists(payload, custom(p, "contentId"));
    if (module) destination = `/textbook/module?id=${module}`;
  }
  // LTI-009/LTI-011: the lock comes from the consumer's setup type (Advanced = chapter), not a hard-coded class.
  const ltiLock = consumer.setupType === "chapter" && chapter != null;

  const { token, session, maxAgeMs } = await createSession(payload, {
    user: userId,
    language: first(p, "launch_presentation_locale")?.toLowerCase().startsWith("fr") ? "fr" : "en",
    ip: req.ip,
    userAgent: req.userAgent,
    lti: { consumer: consumer.id, lock: ltiLock, chapter, frameOrigins: consumer.frameOrigins.join(" ") },
  });
  const launchToken = newToken();
  await payload.create({
    collection: "lti-launch-tokens",
    overrideAccess: true,
    depth: 0,
    data: {
      tokenHash: hashToken(launchToken),
      session: session.id,
      destination,
      expiresAt: new Date((req.now ?? Date.now()) + LAUNCH_TOKEN_TTL_MS).toISOString(),
    },
  });
  return {
    ok: true,
    token,
    maxAgeMs,
    sessionId: session.id,
    sessionPublicId: session.publicId,
    userId,
    role,
    destination,
    ltiLock,
    ltiChapter: chapter,
    launchToken,
    frameOrigins: consumer.frameOrigins,
  };
}

/**
 * The new-tab fallback: the one-time token (from the launch page's form, never a URL) opens a
 * new session, a copy of the launch's, for the top-level tab. Null when used, expired or unknown.
 */
export async function redeemLaunchToken(payload: Payload, launchToken: string, meta: { ip?: string; userAgent?: string; now?: number }) {
  const now = meta.now ?? Date.now();
  const { rows } = await poolOf(payload).query(
    `UPDATE lti_launch_tokens SET used_at = $2, updated_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING session_id, destination`,
    [hashToken(launchToken), new Date(now).toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  const source = await payload.findByID({ collection: "sessions", id: row.session_id as number, depth: 0, overrideAccess: true });
  if (source.revokedAt || !source.user) return null;
  const ref = (r: unknown) => (r == null ? null : typeof r === "object" ? (r as { id: number }).id : (r as number));
  const created = await createSession(payload, {
    user: ref(source.user),
    ip: meta.ip,
    userAgent: meta.userAgent,
    language: source.language,
    lti: { consumer: ref(source.ltiConsumer)!, lock: !!source.ltiLock, chapter: ref(source.ltiChapter), frameOrigins: source.ltiFrameOrigins ?? "" },
  });
  return { ...created, destination: row.destination as string };
}
