import { recordAudit, type AuditSource } from "#core/audit/record";
import bcrypt from "bcrypt";
import * as oidc from "openid-client";
import { z } from "zod";
import type { User } from "#cms/payload-types";
import type { Context, WithPayload } from "#core/context";
import { poolOf } from "#core/db/pool";
import { Invalid, NotFound } from "#core/errors";
import { checkAddress, clearAccountFailures, lockRemainingMs, recordAccountFailure, recordAddressFailure } from "#core/auth/loginLockout";
import { SESSION_START_FAILED_URL, startUserSession } from "#core/auth/startUserSession";
import { countSignIn } from "#core/auth/signInCounts";
import { hashToken, newToken } from "#core/session/sessions";
import { passwordSchema } from "#shared/passwordPolicy";
import { SSO_CALLBACK_PATH, SSO_LINK_COOKIE, SSO_STATE_COOKIE, type SsoRefusal, type SsoRole } from "#shared/sso";
import { enabledProviderBySlug, providerById, providerSecret, type SsoProvider } from "./providers";

/**
 * Single sign-on with OpenID Connect (issue 47, decision 155, docs/sso.md), through `openid-client`:
 * the authorization code flow with PKCE (S256); `state` and `nonce` random, stored server-side (the state
 * hashed) for ten minutes and consumed on first use; the state also bound to the browser by an httpOnly
 * cookie. The id_token is checked by the library — issuer, audience, expiry, nonce — and its signature
 * against the provider's JWKS (enableNonRepudiationChecks). Then: `email_verified` must be true, the
 * e-mail's domain one the school owns; a linked identity opens its account, an existing password account
 * with that e-mail is linked only after the user proves they own it (their password once, /login/sso/link)
 * or an admin linked it; an unknown user is created (with the domain's or the claim's role) only when the
 * school allows it. The session is an ordinary session (startUserSession), shared-computer choice included.
 */
export const SSO_STATE_TTL_MS = 10 * 60 * 1000;
export const SSO_LINK_TTL_MS = 15 * 60 * 1000;
/** Seconds of clock difference tolerated on the id_token's iat/exp. */
export const SSO_CLOCK_TOLERANCE_S = 30;
const SCOPE = "openid email profile";
/** How many wrong passwords the link page accepts before the proof must start again. */
const LINK_ATTEMPTS = 5;

export type SsoAnswer = { redirectTo: string };
const refused = (code: SsoRefusal): SsoAnswer => ({ redirectTo: `/login?sso=${code}` });

function flowCookie(ctx: Context, name: string, value: string, maxAgeMs: number): string {
  const parts = [`${name}=${value}`, "Path=/login/sso", "HttpOnly", "SameSite=Lax", `Max-Age=${Math.floor(maxAgeMs / 1000)}`];
  if (ctx.secureCookies) parts.push("Secure");
  return parts.join("; ");
}

// ---------------------------------------------------------------------------------------------
// The provider's configuration (discovery), cached per provider version for ten minutes.

const CONFIG_TTL_MS = 10 * 60 * 1000;
const configs = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

async function discover(ctx: WithPayload, provider: SsoProvider): Promise<oidc.Configuration> {
  const secret = await providerSecret(ctx, provider.id);
  // http only on loopback (the tests' provider): the issuer's schema refuses any other http URL.
  const insecure = provider.issuer.startsWith("http://") ? [oidc.allowInsecureRequests] : [];
  const metadata = { client_secret: secret, [oidc.clockTolerance]: SSO_CLOCK_TOLERANCE_S };
  const found = await oidc.discovery(new URL(provider.issuer), provider.clientId, metadata, oidc.ClientSecretBasic(secret), {
    execute: [oidc.enableNonRepudiationChecks, ...insecure],
    timeout: 10,
  });
  const methods = found.serverMetadata().token_endpoint_auth_methods_supported;
  // client_secret_basic is OpenID Connect's default; a provider that supports only the POST form gets that.
  const config =
    methods && !methods.includes("client_secret_basic") && methods.includes("client_secret_post")
      ? new oidc.Configuration(found.serverMetadata(), provider.clientId, metadata, oidc.ClientSecretPost(secret))
      : found;
  if (config !== found) {
    oidc.enableNonRepudiationChecks(config);
    for (const f of insecure) f(config);
  }
  config.timeout = 10;
  return config;
}

function configurationOf(ctx: WithPayload, provider: SsoProvider, now = Date.now()): Promise<oidc.Configuration> {
  const key = `${provider.id}:${provider.updatedAt}:${provider.issuer}:${provider.clientId}`;
  const hit = configs.get(key);
  if (hit && now - hit.at < CONFIG_TTL_MS) return hit.config;
  const config = discover(ctx, provider);
  configs.set(key, { at: now, config });
  // A failed discovery is not kept: the next sign-in asks again.
  config.catch(() => configs.get(key)?.config === config && configs.delete(key));
  return config;
}

/** Tests: forget every discovered configuration (a provider restarted on another port, or stopped). */
export function forgetSsoConfigurations(): void {
  configs.clear();
}

// ---------------------------------------------------------------------------------------------
// Start: /login/sso/<school>

export const ssoStartInput = z.object({
  school: z.string().trim().toLowerCase().max(60),
  /** The origin the browser used (the redirect URI is <origin>/login/sso/callback). */
  origin: z.string().url().max(300),
  next: z.string().max(500).nullish(),
  sharedDevice: z.boolean().optional(),
});

export async function startSso(ctx: Context, input: z.infer<typeof ssoStartInput>, now = Date.now()): Promise<SsoAnswer> {
  const provider = await enabledProviderBySlug(ctx, input.school);
  if (!provider) return refused("unknownSchool");
  let config: oidc.Configuration;
  try {
    config = await configurationOf(ctx, provider, now);
  } catch (err) {
    ctx.payload.logger.warn({ err, provider: provider.slug, requestId: ctx.requestId }, "sso: the provider's discovery failed");
    return refused("providerDown");
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await poolOf(ctx.payload).query(`DELETE FROM sso_states WHERE expires_at < $1`, [new Date(now).toISOString()]);
  await ctx.payload.create({
    collection: "sso-states",
    overrideAccess: true,
    depth: 0,
    data: {
      stateHash: hashToken(state),
      kind: "login",
      provider: provider.id,
      nonce,
      codeVerifier,
      next: input.next ?? null,
      sharedDevice: input.sharedDevice === true,
      expiresAt: new Date(now + SSO_STATE_TTL_MS).toISOString(),
    },
  });
  ctx.setCookie(flowCookie(ctx, SSO_STATE_COOKIE, state, SSO_STATE_TTL_MS));
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: new URL(SSO_CALLBACK_PATH, input.origin).href,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  });
  return { redirectTo: url.href };
}

// ---------------------------------------------------------------------------------------------
// Callback: /login/sso/callback?code=…&state=…

export const ssoCallbackInput = z.object({
  /** The callback URL as the browser asked for it (origin, path and the provider's parameters). */
  url: z.string().url().max(4000),
  /** The state cookie's value. */
  browserState: z.string().max(100).nullish(),
});

type StateRow = { provider_id: number | null; nonce: string; code_verifier: string; next: string | null; shared_device: boolean | null; expires_at: string };

/** Consumes a state: single use, whatever comes next. */
async function consumeState(ctx: WithPayload, state: string, now: number): Promise<StateRow | null> {
  const { rows } = await poolOf(ctx.payload).query<StateRow>(
    `DELETE FROM sso_states WHERE state_hash = $1 AND kind = 'login' RETURNING provider_id, nonce, code_verifier, next, shared_device, expires_at`,
    [hashToken(state)],
  );
  const row = rows[0];
  return row && new Date(row.expires_at).getTime() > now ? row : null;
}

/** Which refusal an openid-client failure is. */
function refusalOf(err: unknown): SsoRefusal {
  if (err instanceof oidc.AuthorizationResponseError) return "cancelled";
  if (err instanceof oidc.ResponseBodyError) return "exchange";
  const code = (err as { code?: unknown })?.code;
  const causeCode = ((err as { cause?: { code?: unknown } })?.cause as { code?: unknown } | undefined)?.code;
  if (
    err instanceof TypeError ||
    code === "OAUTH_TIMEOUT" ||
    code === "ECONNREFUSED" ||
    causeCode === "ECONNREFUSED" ||
    (err as Error)?.name === "AbortError"
  ) {
    return "providerDown";
  }
  if (typeof code === "string" && code.startsWith("OAUTH_"))
    return /RESPONSE_IS_NOT|HTTP_REQUEST_FORBIDDEN|UNEXPECTED_RESPONSE_STATUS/.test(code) ? "providerDown" : "token";
  return "providerDown";
}

function emailVerified(claims: Record<string, unknown>): boolean {
  // Microsoft Entra ID sends no email_verified; its optional claim xms_edov says the e-mail's domain is the tenant's verified domain.
  return claims.email_verified === true || claims.email_verified === "true" || claims.xms_edov === true || claims.xms_edov === "1";
}

function claimValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string") return value.split(/[\s,]+/).filter(Boolean);
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  return [];
}

/** The role of a new account: the first claim rule that matches, else the domain's. */
export function roleFor(provider: Pick<SsoProvider, "domains" | "claimRules">, domain: string, claims: Record<string, unknown>): SsoRole | null {
  const rule = provider.domains.find((d) => d.domain === domain);
  if (!rule) return null;
  const byClaim = provider.claimRules.find((r) => claimValues(claims[r.claim]).includes(r.value));
  return byClaim?.role ?? rule.role;
}

async function userById(ctx: WithPayload, id: number): Promise<User | null> {
  try {
    return await ctx.payload.findByID({ collection: "users", id, depth: 0, overrideAccess: true, showHiddenFields: true, joins: { notes: false } });
  } catch {
    return null;
  }
}

async function userByEmail(ctx: WithPayload, email: string): Promise<User | null> {
  const { docs } = await ctx.payload.find({
    collection: "users",
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    joins: { notes: false },
  });
  return docs[0] ?? null;
}

const linkKey = (providerId: number, subject: string) => `${providerId}:${subject}`;
/** An admin's link, waiting for the identity's first sign-in (the provider's subject is not known before). */
const adminLinkKey = (providerId: number, email: string) => `${providerId}:email:${email}`;

async function saveLink(ctx: WithPayload, providerId: number, subject: string, email: string, userId: number, linkedBy: "created" | "password" | "admin") {
  await poolOf(ctx.payload).query(
    `INSERT INTO sso_links (key, provider_id, subject, email, user_id, linked_by, updated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, now(), now())
     ON CONFLICT (key) DO UPDATE SET user_id = EXCLUDED.user_id, email = EXCLUDED.email, linked_by = EXCLUDED.linked_by, updated_at = now()`,
    [linkKey(providerId, subject), providerId, subject, email, userId, linkedBy],
  );
}

async function signInAs(ctx: Context, user: User, sharedDevice: boolean, next: string | null): Promise<SsoAnswer> {
  const started = await startUserSession(ctx, user, { multiSession: sharedDevice });
  if (!started) return { redirectTo: SESSION_START_FAILED_URL };
  return { redirectTo: next || "/account" };
}

/** The provider's answer (issue 47), counted in the sign-in metrics (issue 50): a session, a link waiting for a password, or a refusal. */
export async function ssoCallback(ctx: Context, input: z.infer<typeof ssoCallbackInput>, now = Date.now()): Promise<SsoAnswer> {
  const answer = await ssoCallbackFlow(ctx, input, now);
  countSignIn(answer.redirectTo.startsWith("/login?sso=") ? "refused" : answer.redirectTo.startsWith("/login/sso/link") ? "link_required" : "ok", "sso");
  return answer;
}

async function ssoCallbackFlow(ctx: Context, input: z.infer<typeof ssoCallbackInput>, now: number): Promise<SsoAnswer> {
  const url = new URL(input.url);
  const state = url.searchParams.get("state");
  ctx.setCookie(flowCookie(ctx, SSO_STATE_COOKIE, "", 0));
  // The state must be this browser's (its cookie) and one we issued, unused and unexpired.
  if (!state || !input.browserState || state !== input.browserState) return refused("state");
  const row = await consumeState(ctx, state, now);
  if (!row?.provider_id) return refused("state");
  const provider = await providerById(ctx, row.provider_id);
  if (!provider?.enabled) return refused("unknownSchool");
  const log = (err: unknown, msg: string) => ctx.payload.logger.warn({ err, provider: provider.slug, requestId: ctx.requestId }, `sso: ${msg}`);

  let claims: Record<string, unknown>;
  try {
    const config = await configurationOf(ctx, provider, now);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${url.origin}${SSO_CALLBACK_PATH}${url.search}`), {
      pkceCodeVerifier: row.code_verifier,
      expectedState: state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) return refused("token");
    claims = { ...idClaims };
    // Providers that keep the id_token small (scope claims at the userinfo endpoint): the same subject's userinfo fills in.
    if (typeof claims.email !== "string" && tokens.access_token) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...claims };
    }
  } catch (err) {
    const code = refusalOf(err);
    log(err, `the sign-in was refused (${code})`);
    return refused(code);
  }

  const subject = String(claims.sub);
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  if (!email || !emailVerified(claims)) return refused("emailUnverified");
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const role = roleFor(provider, domain, claims);
  // Never linked, never created: an e-mail outside the school's domains.
  if (!role) return refused("domain");
  const sharedDevice = row.shared_device === true;

  // 1. An identity already linked opens its account.
  const pool = poolOf(ctx.payload);
  const { rows: links } = await pool.query<{ user_id: number | null }>(`SELECT user_id FROM sso_links WHERE key = $1`, [linkKey(provider.id, subject)]);
  const linked = links[0]?.user_id ? await userById(ctx, links[0].user_id) : null;
  if (linked) return signInAs(ctx, linked, sharedDevice, row.next);

  const existing = await userByEmail(ctx, email);
  if (existing) {
    // 2. An admin linked this account to the school's provider: the first sign-in completes the link.
    const { rows: byAdmin } = await pool.query<{ user_id: number | null }>(`DELETE FROM sso_links WHERE key = $1 RETURNING user_id`, [
      adminLinkKey(provider.id, email),
    ]);
    if (byAdmin[0]?.user_id === existing.id) {
      await saveLink(ctx, provider.id, subject, email, existing.id, "admin");
      return signInAs(ctx, existing, sharedDevice, row.next);
    }
    // 3. A password account: the user proves they own it before it is linked.
    if (existing.isLTI || !existing.passwordHash) return refused("adminLink");
    const token = newToken();
    await ctx.payload.create({
      collection: "sso-states",
      overrideAccess: true,
      depth: 0,
      data: {
        stateHash: hashToken(token),
        kind: "link",
        provider: provider.id,
        user: existing.id,
        subject,
        email,
        next: row.next,
        sharedDevice,
        expiresAt: new Date(now + SSO_LINK_TTL_MS).toISOString(),
      },
    });
    ctx.setCookie(flowCookie(ctx, SSO_LINK_COOKIE, token, SSO_LINK_TTL_MS));
    return { redirectTo: "/login/sso/link" };
  }

  // 4. Nobody has this e-mail: created only when the school allows it.
  if (!provider.createUnknown) return refused("unknownUser");
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim().slice(0, 100) : undefined);
  const [first, ...rest] = (str(claims.name) ?? "").split(" ");
  const created = await ctx.payload.create({
    collection: "users",
    overrideAccess: true,
    depth: 0,
    data: {
      email,
      role,
      firstName: str(claims.given_name) ?? (first || undefined),
      lastName: str(claims.family_name) ?? (rest.join(" ") || undefined),
    },
  });
  await saveLink(ctx, provider.id, subject, email, created.id, "created");
  ctx.payload.logger.info({ userId: created.id, provider: provider.slug, role, requestId: ctx.requestId }, "sso: account created");
  return signInAs(ctx, created as User, sharedDevice, row.next);
}

// ---------------------------------------------------------------------------------------------
// Linking an existing password account: /login/sso/link

export const ssoLinkStatusInput = z.object({ linkToken: z.string().max(100).nullish() });
export const ssoLinkInput = z.object({ linkToken: z.string().max(100).nullish(), password: passwordSchema.min(1) });

type LinkRow = {
  id: number;
  provider_id: number | null;
  user_id: number | null;
  subject: string;
  email: string;
  next: string | null;
  shared_device: boolean | null;
  attempts: string | number | null;
};

async function linkRow(ctx: WithPayload, token: string | null | undefined, now: number): Promise<LinkRow | null> {
  if (!token) return null;
  const { rows } = await poolOf(ctx.payload).query<LinkRow>(
    `SELECT id, provider_id, user_id, subject, email, next, shared_device, attempts FROM sso_states WHERE state_hash = $1 AND kind = 'link' AND expires_at > $2`,
    [hashToken(token), new Date(now).toISOString()],
  );
  const row = rows[0];
  return row?.provider_id && row.user_id ? row : null;
}

/** What the link page shows: the account's e-mail and the school's name; null when there is nothing to link. */
export async function ssoLinkStatus(ctx: WithPayload, input: z.infer<typeof ssoLinkStatusInput>, now = Date.now()) {
  const row = await linkRow(ctx, input.linkToken, now);
  if (!row) return null;
  const provider = await providerById(ctx, row.provider_id!);
  return provider ? { email: row.email, providerName: provider.name } : null;
}

export type SsoLinkResult =
  | { ok: true; redirectTo: string }
  | { ok: false; error: "expired" | "INVALID_PASSWORD" | "RATE_LIMITED"; retryAfterSeconds?: number }
  | { ok: false; error: "LOCKED"; retryAfterSeconds: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The proof: the account's password, with the login page's lockout and address limits. Success links and signs in. */
export async function ssoLinkWithPassword(ctx: Context, input: z.infer<typeof ssoLinkInput>, now = Date.now()): Promise<SsoLinkResult> {
  const address = await checkAddress(ctx.payload, ctx.ip);
  if (!address.allowed) return { ok: false, error: "RATE_LIMITED", retryAfterSeconds: seconds(address.retryAfterMs) };
  const row = await linkRow(ctx, input.linkToken, now);
  const user = row ? await userById(ctx, row.user_id!) : null;
  const provider = row ? await providerById(ctx, row.provider_id!) : null;
  // The account's e-mail must still be the one the provider verified.
  if (!row || !user || !provider?.enabled || user.email.toLowerCase() !== row.email) return { ok: false, error: "expired" };
  const locked = lockRemainingMs(user, now);
  if (locked > 0) return { ok: false, error: "LOCKED", retryAfterSeconds: seconds(locked) };
  const ok = !!user.passwordHash && (await bcrypt.compare(input.password, user.passwordHash));
  if (!ok) {
    await recordAddressFailure(ctx.payload, ctx.ip);
    const { lockedMs } = await recordAccountFailure(ctx.payload, user.id, { ip: ctx.ip });
    const { rows } = await poolOf(ctx.payload).query<{ attempts: string }>(
      `UPDATE sso_states SET attempts = coalesce(attempts, 0) + 1 WHERE id = $1 RETURNING attempts`,
      [row.id],
    );
    if (Number(rows[0]?.attempts ?? LINK_ATTEMPTS) >= LINK_ATTEMPTS) await poolOf(ctx.payload).query(`DELETE FROM sso_states WHERE id = $1`, [row.id]);
    if (lockedMs > 0) return { ok: false, error: "LOCKED", retryAfterSeconds: seconds(lockedMs) };
    return { ok: false, error: "INVALID_PASSWORD" };
  }
  // Single use: a second submit of the same proof finds nothing.
  const { rowCount } = await poolOf(ctx.payload).query(`DELETE FROM sso_states WHERE id = $1`, [row.id]);
  if (!rowCount) return { ok: false, error: "expired" };
  ctx.setCookie(flowCookie(ctx, SSO_LINK_COOKIE, "", 0));
  await clearAccountFailures(ctx.payload, user);
  await saveLink(ctx, provider.id, row.subject, row.email, user.id, "password");
  ctx.payload.logger.info({ userId: user.id, provider: provider.slug, requestId: ctx.requestId }, "sso: account linked after password proof");
  const answer = await signInAs(ctx, { ...user, failedLogins: 0, lockedUntil: null, lastFailedLoginAt: null }, row.shared_device === true, row.next);
  return { ok: true, redirectTo: answer.redirectTo };
}

// ---------------------------------------------------------------------------------------------
// An admin links an account (no password proof): completed at the identity's first sign-in.

export const adminLinkInput = z.object({ provider: z.number().int().positive(), email: z.string().trim().toLowerCase().email().max(254) });

export async function adminLinkSsoAccount(ctx: WithPayload & AuditSource, input: z.infer<typeof adminLinkInput>): Promise<{ userId: number }> {
  const provider = await providerById(ctx, input.provider);
  if (!provider) throw new NotFound("sso.providerNotFound", "admin.sso.errors.notFound");
  const domain = input.email.slice(input.email.lastIndexOf("@") + 1);
  if (!provider.domains.some((d) => d.domain === domain)) throw new Invalid("sso.domain", "admin.sso.errors.domain");
  const user = await userByEmail(ctx, input.email);
  if (!user) throw new NotFound("sso.userNotFound", "admin.sso.errors.userNotFound");
  await poolOf(ctx.payload).query(
    `INSERT INTO sso_links (key, provider_id, subject, email, user_id, linked_by, updated_at, created_at)
     VALUES ($1, $2, '', $3, $4, 'admin', now(), now())
     ON CONFLICT (key) DO UPDATE SET user_id = EXCLUDED.user_id, updated_at = now()`,
    [adminLinkKey(provider.id, input.email), provider.id, input.email, user.id],
  );
  await recordAudit({ payload: ctx.payload }, ctx, {
    action: "sso.accountLinked",
    target: { type: "user", id: user.id },
    summary: { provider: provider.slug },
  });
  return { userId: user.id };
}
