import crypto from "node:crypto";
import { SignJWT } from "jose";
import type { Payload } from "payload";
import type { LaunchConsumer } from "./consumers";
import { signingKey, TOOL_KEY_ALG } from "./toolKeys";

/**
 * LTI Advantage services (AGS, NRPS) authenticate with an OAuth 2 client-credentials access token
 * obtained from the platform's token URL with a JWT assertion signed by the tool's key (1EdTech
 * Security Framework §4.1). Tokens are kept per (platform, scopes) until a minute before they expire.
 */
export const SCOPES = {
  score: "https://purl.imsglobal.org/spec/lti-ags/scope/score",
  lineitem: "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
  lineitemReadonly: "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly",
  membership: "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly",
} as const;

const TIMEOUT_MS = 15_000;
const cache = new Map<string, { token: string; expiresAt: number }>();

export class PlatformServiceError extends Error {}

export async function platformAccessToken(payload: Payload, consumer: LaunchConsumer, scopes: string[], now = Date.now()): Promise<string> {
  const platform = consumer.platform;
  if (!platform?.tokenUrl) throw new PlatformServiceError("the platform has no token URL");
  const scope = [...new Set(scopes)].sort().join(" ");
  const key = `${consumer.id}|${platform.tokenUrl}|${platform.clientId}|${scope}`;
  const kept = cache.get(key);
  if (kept && kept.expiresAt > now) return kept.token;
  const { kid, privateKey } = await signingKey(payload);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: TOOL_KEY_ALG, kid, typ: "JWT" })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.tokenUrl)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + 300)
    .setJti(crypto.randomUUID())
    .sign(privateKey);
  const res = await fetch(platform.tokenUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
      client_assertion: assertion,
      scope,
    }).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: "error",
  });
  const text = await res.text();
  let body: { access_token?: unknown; expires_in?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = {};
  }
  if (!res.ok || typeof body.access_token !== "string") throw new PlatformServiceError(`token refused: ${res.status} ${text.slice(0, 300)}`);
  const lifetime = typeof body.expires_in === "number" && body.expires_in > 0 ? body.expires_in : 3600;
  cache.set(key, { token: body.access_token, expiresAt: now + Math.max(0, lifetime - 60) * 1000 });
  return body.access_token;
}

/** Forgets kept tokens (a platform answered 401: its token was revoked). */
export function forgetAccessTokens(consumerId: number): void {
  for (const k of cache.keys()) if (k.startsWith(`${consumerId}|`)) cache.delete(k);
}
