import crypto from "node:crypto";
import { env } from "#core/env";
import { VISITOR_TTL_MS, type Language } from "#core/session/sessions";

/**
 * A visitor who has not signed in keeps their small choices (the language) and a public id in a
 * signed cookie instead of a database row: an anonymous page view neither writes nor waits on the
 * database. A session row is created only when something must be stored server-side (a login,
 * later a cart or a form). SES-002/SES-003: the visitor still has a session id from the first page.
 */
export const VISITOR_COOKIE = "vid";

export type Visitor = { publicId: string; language: Language };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let key: Buffer | undefined;
function signingKey(): Buffer {
  key ??= crypto.createHmac("sha256", env().PAYLOAD_SECRET).update("biotext visitor cookie v1").digest();
  return key;
}

function sign(body: string): string {
  return crypto.createHmac("sha256", signingKey()).update(body).digest("base64url").slice(0, 32);
}

export function newVisitor(language: Language = "en"): Visitor {
  return { publicId: crypto.randomUUID(), language };
}

export function encodeVisitor(v: Visitor): string {
  const body = `${v.publicId}.${v.language}`;
  return `${body}.${sign(body)}`;
}

/** The visitor named by the request's cookie, or null when there is none or its signature is wrong. */
export function readVisitor(cookieHeader: string | null | undefined): Visitor | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== VISITOR_COOKIE) continue;
    const [publicId, language, signature] = rest.join("=").split(".");
    if (!publicId || !UUID.test(publicId) || (language !== "en" && language !== "fr") || !signature) return null;
    const expected = Buffer.from(sign(`${publicId}.${language}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return { publicId, language };
  }
  return null;
}

export function visitorCookie(v: Visitor, secure: boolean): string {
  const parts = [`${VISITOR_COOKIE}=${encodeVisitor(v)}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${Math.floor(VISITOR_TTL_MS / 1000)}`];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
