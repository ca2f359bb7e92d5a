import crypto from "node:crypto";

/**
 * OAuth 1.0a (RFC 5849) signatures as LTI 1.1 uses them: HMAC-SHA1 over the signature base string
 * METHOD & encode(base URL) & encode(normalized parameters), keyed by encode(secret) & (no token
 * secret). Parameters are the form body and the URL's query, oauth_signature left out.
 */
export function percentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** RFC 5849 §3.4.1.2: scheme and host lower-case, default port dropped, no query or fragment. */
export function baseUrl(url: URL): string {
  const scheme = url.protocol.toLowerCase();
  const defaultPort = (scheme === "http:" && url.port === "80") || (scheme === "https:" && url.port === "443") || url.port === "";
  return `${scheme}//${url.hostname.toLowerCase()}${defaultPort ? "" : `:${url.port}`}${url.pathname}`;
}

export type Params = [string, string][];

export function normalizeParams(params: Params): string {
  return params
    .filter(([k]) => k !== "oauth_signature")
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

/** The base string for a request: `url` is the full URL the consumer posted to (its query is signed too). */
export function signatureBaseString(method: string, url: URL, bodyParams: Params): string {
  const all: Params = [...bodyParams, ...[...url.searchParams.entries()]];
  return [method.toUpperCase(), percentEncode(baseUrl(url)), percentEncode(normalizeParams(all))].join("&");
}

export function hmacSha1(baseString: string, consumerSecret: string, tokenSecret = ""): string {
  return crypto
    .createHmac("sha1", `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`)
    .update(baseString)
    .digest("base64");
}

/** Constant-time comparison of two signatures (different lengths compare false without an early exit on content). */
export function safeEqual(a: string, b: string): boolean {
  const ab = crypto.createHash("sha256").update(a).digest();
  const bb = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(ab, bb) && a.length === b.length;
}

/** Signs parameters (adds the oauth_* fields and oauth_signature): the site's own signer, for outcomes and the demo launch. */
export function signParams(
  method: string,
  url: URL,
  params: Record<string, string>,
  consumer: { key: string; secret: string },
  now = Date.now(),
): Record<string, string> {
  const all: Record<string, string> = {
    ...params,
    oauth_consumer_key: consumer.key,
    oauth_signature_method: "HMAC-SHA1",
    oauth_timestamp: String(Math.floor(now / 1000)),
    oauth_nonce: crypto.randomBytes(16).toString("hex"),
    oauth_version: "1.0",
  };
  all.oauth_signature = hmacSha1(signatureBaseString(method, url, Object.entries(all)), consumer.secret);
  return all;
}
