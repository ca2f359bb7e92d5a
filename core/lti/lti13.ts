import crypto from "node:crypto";
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { Payload } from "payload";
import { hashToken, newToken } from "#core/session/sessions";
import type { Lti13RefusalCode } from "#shared/lti";
import { findConsumerById, findPlatform, type LaunchConsumer } from "./consumers";
import { mapRoles, openLaunch, type AdvantageServices, type LaunchSuccess } from "./launch";
import type { Params } from "./oauth1";
import { publishedJwks, signingKey, TOOL_KEY_ALG } from "./toolKeys";
import { poolOf } from "#core/db/pool";

/**
 * LTI 1.3 (decision 051): OIDC third-party login initiation, the id_token launch verified with
 * jose against the platform's JWKS, and Deep Linking. A verified resource link launch is mapped
 * to the 1.1 launch parameters and goes through the same provisioning, roles, class, membership,
 * destination and chapter lock (core/lti/launch.ts openLaunch).
 */
export const STATE_TTL_MS = 10 * 60 * 1000;
const NONCE_TTL_MS = 20 * 60 * 1000;
/** How long the teacher has to pick the content of a Deep Linking request. */
const DEEP_LINK_CONTEXT_TTL_S = 30 * 60;
const CLOCK_TOLERANCE_S = 60;
const MAX_TOKEN_AGE_S = 10 * 60;

export const CLAIM = {
  messageType: "https://purl.imsglobal.org/spec/lti/claim/message_type",
  version: "https://purl.imsglobal.org/spec/lti/claim/version",
  deploymentId: "https://purl.imsglobal.org/spec/lti/claim/deployment_id",
  targetLinkUri: "https://purl.imsglobal.org/spec/lti/claim/target_link_uri",
  resourceLink: "https://purl.imsglobal.org/spec/lti/claim/resource_link",
  roles: "https://purl.imsglobal.org/spec/lti/claim/roles",
  context: "https://purl.imsglobal.org/spec/lti/claim/context",
  custom: "https://purl.imsglobal.org/spec/lti/claim/custom",
  launchPresentation: "https://purl.imsglobal.org/spec/lti/claim/launch_presentation",
  ags: "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint",
  nrps: "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice",
  deepLinkingSettings: "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings",
  deepLinkingData: "https://purl.imsglobal.org/spec/lti-dl/claim/data",
  deepLinkingItems: "https://purl.imsglobal.org/spec/lti-dl/claim/content_items",
} as const;

export type Refusal13 = { ok: false; code: Lti13RefusalCode; frameOrigins: string[] };

/** The state cookie's name: one per login, so two launches in two frames do not overwrite each other. */
export function stateCookieName(state: string): string {
  return `lti13_${hashToken(state).slice(0, 16)}`;
}

// ---------------------------------------------------------------------------------------------
// OIDC third-party login initiation

export type LoginRequest = {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
};

export type LoginAnswer = { ok: true; redirect: string; state: string; cookieName: string; maxAgeMs: number } | Refusal13;

/**
 * The platform's login initiation: finds the platform (issuer, client id), stores a state
 * (hashed) with a fresh nonce for ten minutes and answers the platform's authentication request
 * URL. The caller binds the state to the browser with a cookie (cookieName = state).
 */
export async function loginInitiation(payload: Payload, req: LoginRequest, launchUrl: string, now = Date.now()): Promise<LoginAnswer> {
  const refuse = (code: Lti13RefusalCode, consumer?: LaunchConsumer | null): Refusal13 => ({ ok: false, code, frameOrigins: consumer?.frameOrigins ?? [] });
  if (!req.iss || !req.login_hint || !req.target_link_uri) return refuse("missing_login_parameters");
  const consumer = await findPlatform(payload, req.iss.slice(0, 500), req.client_id?.slice(0, 500));
  if (!consumer?.platform) return refuse("unknown_platform");
  if (req.lti_deployment_id && !consumer.platform.deploymentIds.includes(req.lti_deployment_id)) return refuse("unknown_deployment", consumer);
  const state = newToken();
  const nonce = newToken();
  const at = new Date(now).toISOString();
  await poolOf(payload).query(`DELETE FROM lti_oidc_states WHERE expires_at < $1`, [at]);
  await payload.create({
    collection: "lti-oidc-states",
    overrideAccess: true,
    depth: 0,
    data: { stateHash: hashToken(state), nonce, consumer: consumer.id, expiresAt: new Date(now + STATE_TTL_MS).toISOString() },
  });
  const url = new URL(consumer.platform.authLoginUrl);
  const query: Record<string, string> = {
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: consumer.platform.clientId,
    redirect_uri: launchUrl,
    login_hint: req.login_hint,
    state,
    nonce,
  };
  if (req.lti_message_hint) query.lti_message_hint = req.lti_message_hint;
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return { ok: true, redirect: url.toString(), state, cookieName: stateCookieName(state), maxAgeMs: STATE_TTL_MS };
}

// ---------------------------------------------------------------------------------------------
// The launch

const remoteSets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
/** The platform's keys, fetched and cached by jose (10 minutes; refetched when an unknown kid arrives). */
function platformKeys(jwksUrl: string) {
  let set = remoteSets.get(jwksUrl);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 10_000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    remoteSets.set(jwksUrl, set);
  }
  return set;
}

async function consumeNonce(payload: Payload, consumerId: number, nonce: string, now: number): Promise<boolean> {
  const at = new Date(now).toISOString();
  const { rows } = await poolOf(payload).query(
    `INSERT INTO lti_nonces (key, expires_at, updated_at, created_at) VALUES ($1, $2, $3, $3) ON CONFLICT (key) DO NOTHING RETURNING id`,
    [`13:${consumerId}:${nonce}`.slice(0, 300), new Date(now + NONCE_TTL_MS).toISOString(), at],
  );
  return rows.length === 1;
}

function refusalOf(err: unknown): Lti13RefusalCode {
  if (err instanceof errors.JWTExpired) return "expired_token";
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === "aud") return "bad_audience";
    if (err.claim === "iss") return "bad_issuer";
    if (err.claim === "iat") return "bad_iat";
    if (err.claim === "nonce") return "bad_nonce";
    return "bad_token";
  }
  if (err instanceof errors.JWSSignatureVerificationFailed || err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JOSEAlgNotAllowed)
    return "bad_signature";
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid) return "jwks_unavailable";
  if (err instanceof errors.JOSEError) return "bad_token";
  return "jwks_unavailable"; // the platform's JWKS could not be fetched (network)
}

const str = (v: unknown, max = 2000): string | null => (typeof v === "string" && v ? v.slice(0, max) : typeof v === "number" ? String(v) : null);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The id_token's claims as the 1.1 launch parameters openLaunch reads. */
export function paramsOfClaims(claims: JWTPayload): Params {
  const p: Params = [];
  const add = (k: string, v: string | null) => v != null && p.push([k, v]);
  add("user_id", str(claims.sub, 255));
  const roles = claims[CLAIM.roles];
  add("roles", Array.isArray(roles) ? roles.filter((r): r is string => typeof r === "string").join(",") : null);
  const link = obj(claims[CLAIM.resourceLink]);
  add("resource_link_id", str(link.id, 255));
  add("resource_link_title", str(link.title, 255));
  add("lis_person_name_given", str(claims.given_name, 100));
  add("lis_person_name_family", str(claims.family_name, 100));
  add("launch_presentation_locale", str(obj(claims[CLAIM.launchPresentation]).locale, 20) ?? str(claims.locale, 20));
  for (const [k, v] of Object.entries(obj(claims[CLAIM.custom]))) add(`custom_${k.toLowerCase().replace(/[^a-z0-9]/g, "_")}`, str(v));
  return p;
}

function servicesOfClaims(claims: JWTPayload): AdvantageServices {
  const ags = obj(claims[CLAIM.ags]);
  const scopes = Array.isArray(ags.scope) ? ags.scope.filter((s): s is string => typeof s === "string").join(" ") : null;
  return {
    agsLineitem: str(ags.lineitem),
    agsLineitems: str(ags.lineitems),
    agsScopes: scopes,
    nrpsUrl: str(obj(claims[CLAIM.nrps]).context_memberships_url),
    contextId: str(obj(claims[CLAIM.context]).id, 255),
  };
}

export type LaunchRequest13 = {
  idToken?: string;
  state?: string;
  /** The value of the state's cookie (stateCookieName) the browser sent back, if any. */
  stateCookie?: string;
  ip?: string;
  userAgent?: string;
  now?: number;
};

export type Launch13Answer =
  | { ok: true; kind: "resource"; launch: LaunchSuccess; consumer: LaunchConsumer; rosterQueued: boolean }
  | { ok: true; kind: "deepLinking"; context: string; consumer: LaunchConsumer; locale: string | null }
  | Refusal13;

/** Verifies the state, the id_token (signature, iss, aud, azp, exp, iat, nonce) and the LTI claims. */
export async function verifyIdToken(
  payload: Payload,
  req: LaunchRequest13,
): Promise<{ ok: true; consumer: LaunchConsumer; claims: JWTPayload; messageType: string } | Refusal13> {
  const now = req.now ?? Date.now();
  const refuse = (code: Lti13RefusalCode, consumer?: LaunchConsumer | null): Refusal13 => ({ ok: false, code, frameOrigins: consumer?.frameOrigins ?? [] });
  if (!req.idToken || !req.state) return refuse("missing_id_token");
  // The state must be one this browser started (its cookie) and one we issued, less than ten minutes ago.
  if (!req.stateCookie || req.stateCookie.length !== req.state.length || !crypto.timingSafeEqual(Buffer.from(req.stateCookie), Buffer.from(req.state))) {
    return refuse("bad_state");
  }
  const { rows } = await poolOf(payload).query(`SELECT nonce, consumer_id FROM lti_oidc_states WHERE state_hash = $1 AND expires_at > $2`, [
    hashToken(req.state),
    new Date(now).toISOString(),
  ]);
  const row = rows[0];
  const consumer = row?.consumer_id == null ? null : await findConsumerById(payload, row.consumer_id as number);
  if (!row || !consumer?.platform) return refuse("bad_state");
  const platform = consumer.platform;
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(req.idToken, platformKeys(platform.jwksUrl), {
      issuer: platform.issuer,
      audience: platform.clientId,
      algorithms: ["RS256", "RS384", "RS512", "PS256", "ES256"],
      requiredClaims: ["exp", "iat", "nonce"],
      clockTolerance: CLOCK_TOLERANCE_S,
      maxTokenAge: MAX_TOKEN_AGE_S,
      currentDate: new Date(now),
    }));
  } catch (err) {
    const code = refusalOf(err);
    if (code === "jwks_unavailable") payload.logger.warn({ err, jwksUrl: platform.jwksUrl }, "LTI 1.3: the platform's JWKS could not be read");
    return refuse(code, consumer);
  }
  // azp: required when the token has several audiences, and then it must be us.
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== platform.clientId) return refuse("bad_azp", consumer);
  if (claims.nonce !== row.nonce) return refuse("bad_nonce", consumer);
  if (!(await consumeNonce(payload, consumer.id, String(claims.nonce), now))) return refuse("replayed_nonce", consumer);
  if (claims[CLAIM.version] !== "1.3.0") return refuse("bad_lti_version", consumer);
  const deployment = claims[CLAIM.deploymentId];
  if (typeof deployment !== "string" || !platform.deploymentIds.includes(deployment)) return refuse("unknown_deployment", consumer);
  const messageType = claims[CLAIM.messageType];
  if (messageType !== "LtiResourceLinkRequest" && messageType !== "LtiDeepLinkingRequest") return refuse("bad_message_type", consumer);
  return { ok: true, consumer, claims, messageType };
}

/** The launch: a resource link opens the session (like 1.1); a Deep Linking request answers the picker's context. */
export async function launch13(payload: Payload, req: LaunchRequest13): Promise<Launch13Answer> {
  const verified = await verifyIdToken(payload, req);
  if (!verified.ok) return verified;
  const { consumer, claims } = verified;
  const refuse = (code: Lti13RefusalCode): Refusal13 => ({ ok: false, code, frameOrigins: consumer.frameOrigins });
  const params = paramsOfClaims(claims);
  if (!claims.sub) return refuse("missing_user_id");
  const role = mapRoles(params.find(([k]) => k === "roles")?.[1], consumer.administratorRole);

  if (verified.messageType === "LtiDeepLinkingRequest") {
    if (role !== "teacher") return refuse("not_instructor");
    const settings = obj(claims[CLAIM.deepLinkingSettings]);
    const returnUrl = str(settings.deep_link_return_url);
    if (!returnUrl || !/^https?:\/\//.test(returnUrl)) return refuse("bad_token");
    const { kid, privateKey } = await signingKey(payload);
    const context = await new SignJWT({
      consumer: consumer.id,
      deploymentId: claims[CLAIM.deploymentId] as string,
      returnUrl,
      data: settings.data ?? null,
      sub: String(claims.sub),
    })
      .setProtectedHeader({ alg: TOOL_KEY_ALG, kid })
      .setIssuedAt(Math.floor((req.now ?? Date.now()) / 1000))
      .setExpirationTime(Math.floor((req.now ?? Date.now()) / 1000) + DEEP_LINK_CONTEXT_TTL_S)
      .setAudience("biotext:deep-linking")
      .sign(privateKey);
    return { ok: true, kind: "deepLinking", context, consumer, locale: str(obj(claims[CLAIM.launchPresentation]).locale, 20) };
  }

  if (!str(obj(claims[CLAIM.resourceLink]).id)) return refuse("missing_resource_link_id");
  const services = servicesOfClaims(claims);
  const launch = await openLaunch(payload, consumer, params, req, services);
  // NRPS: an instructor's launch brings the class roster in (queued; core/lti/nrps.ts).
  let rosterQueued = false;
  if (launch.role === "teacher" && services.nrpsUrl) {
    const { docs } = await payload.find({
      collection: "lti-identities",
      where: { key: { equals: `${consumer.id}:${String(claims.sub).slice(0, 255)}` } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    if (docs[0]) {
      await payload.jobs.queue({ task: "ltiRosterSync", queue: "lti-outcomes", input: { identity: docs[0].id } });
      rosterQueued = true;
    }
  }
  return { ok: true, kind: "resource", launch, consumer, rosterQueued };
}

// ---------------------------------------------------------------------------------------------
// Deep Linking

export type DeepLinkChoice = { kind: "unit" | "chapter" | "module"; id: number; title: string };

/** The teacher's pick, as the signed LtiDeepLinkingResponse and where to post it. */
export async function deepLinkingResponse(
  payload: Payload,
  contextJwt: string,
  choice: DeepLinkChoice,
  launchUrl: string,
  now = Date.now(),
): Promise<{ ok: true; returnUrl: string; jwt: string; frameOrigins: string[] } | Refusal13> {
  let context: JWTPayload;
  try {
    ({ payload: context } = await jwtVerify(contextJwt, createLocalJWKSet(await publishedJwks({ payload }, now)), {
      audience: "biotext:deep-linking",
      algorithms: [TOOL_KEY_ALG],
      currentDate: new Date(now),
    }));
  } catch {
    return { ok: false, code: "deep_link_expired", frameOrigins: [] };
  }
  const consumer = await findConsumerById(payload, Number(context.consumer));
  if (!consumer?.platform) return { ok: false, code: "unknown_platform", frameOrigins: [] };
  const custom =
    choice.kind === "chapter"
      ? { redirectType: "CHAPTER", contentId: String(choice.id) }
      : choice.kind === "module"
      ? { redirectType: "MODULE", contentId: String(choice.id) }
      : { redirectType: "UNIT", contentId: String(choice.id) };
  const { kid, privateKey } = await signingKey(payload);
  const claims: JWTPayload = {
    nonce: newToken(),
    [CLAIM.messageType]: "LtiDeepLinkingResponse",
    [CLAIM.version]: "1.3.0",
    [CLAIM.deploymentId]: context.deploymentId,
    [CLAIM.deepLinkingItems]: [{ type: "ltiResourceLink", title: choice.title, url: launchUrl, custom }],
  };
  if (context.data != null) claims[CLAIM.deepLinkingData] = context.data;
  const jwt = await new SignJWT(claims)
    .setProtectedHeader({ alg: TOOL_KEY_ALG, kid, typ: "JWT" })
    .setIssuer(consumer.platform.clientId)
    .setAudience(consumer.platform.issuer)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + 5 * 60)
    .sign(privateKey);
  return { ok: true, returnUrl: String(context.returnUrl), jwt, frameOrigins: consumer.frameOrigins };
}
