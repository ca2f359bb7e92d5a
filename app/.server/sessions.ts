import crypto from "node:crypto";
import type { Payload } from "payload";
import type { Session, User } from "../../cms/payload-types";

/**
 * Sessions are rows in the `sessions` collection. The browser holds a random token in an
 * httpOnly cookie; the database holds only its SHA-256, so a leaked backup cannot be replayed.
 * Rows are revoked (not deleted) at logout so an audit can follow them.
 */
export const SESSION_COOKIE = "sid";
export const VISITOR_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const USER_ABSOLUTE_TTL_MS = 12 * 60 * 60 * 1000;
export const USER_IDLE_TTL_MS = 2 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, to keep reads from turning into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type Language = "en" | "fr";
export type SessionWithUser = Omit<Session, "user"> & { user: User | null };

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function readSessionToken(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) {
      const value = rest.join("=");
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function sessionCookie(token: string, opts: { secure: boolean; maxAgeMs: number }): string {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${Math.floor(opts.maxAgeMs / 1000)}`,
  ];
  if (opts.secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

export type NewSession = {
  user?: number | null;
  language?: Language;
  ip?: string;
  userAgent?: string;
  /** Library / IP login (SES-057): the session is the list's shared account, flagged isLib. */
  library?: { ipList: number };
};

export async function createSession(payload: Payload, input: NewSession) {
  const token = newToken();
  const now = Date.now();
  const ttl = input.user ? USER_ABSOLUTE_TTL_MS : VISITOR_TTL_MS;
  const session = await payload.create({
    collection: "sessions",
    overrideAccess: true,
    depth: 0,
    data: {
      tokenHash: hashToken(token),
      publicId: crypto.randomUUID(),
      user: input.user ?? null,
      language: input.language ?? "en",
      ip: input.ip?.slice(0, 64),
      userAgent: input.userAgent?.slice(0, 300),
      ...(input.library ? { isLib: true, ipList: input.library.ipList } : {}),
      expiresAt: new Date(now + ttl).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
    },
  });
  return { token, session, maxAgeMs: ttl };
}

function isLive(s: Session, now: number): boolean {
  if (s.revokedAt) return false;
  if (new Date(s.expiresAt).getTime() <= now) return false;
  if (s.user && s.lastSeenAt && new Date(s.lastSeenAt).getTime() + USER_IDLE_TTL_MS <= now) return false;
  return true;
}

/** The live session for a token, with its user, or null. Touches lastSeenAt now and then. */
export async function findSession(payload: Payload, token: string | null): Promise<SessionWithUser | null> {
  if (!token) return null;
  const { docs } = await payload.find({
    collection: "sessions",
    where: { tokenHash: { equals: hashToken(token) } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  });
  const s = docs[0];
  const now = Date.now();
  if (!s || !isLive(s, now)) return null;
  const user = s.user && typeof s.user === "object" ? s.user : null;
  if (s.user && !user) return null; // the account was deleted
  if (!s.lastSeenAt || now - new Date(s.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    await payload.update({
      collection: "sessions",
      id: s.id,
      data: { lastSeenAt: new Date(now).toISOString() },
      overrideAccess: true,
      depth: 0,
    });
  }
  return { ...s, user };
}

export async function revokeSession(payload: Payload, id: number) {
  await payload.update({
    collection: "sessions",
    id,
    data: { revokedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  });
}

export async function setSessionLanguage(payload: Payload, id: number, language: Language) {
  await payload.update({ collection: "sessions", id, data: { language }, overrideAccess: true, depth: 0 });
}

/** Ends every live session of an account (password change or reset, deletion), except `keepId`. */
export async function revokeUserSessions(payload: Payload, userId: number, keepId?: number) {
  await payload.update({
    collection: "sessions",
    where: { user: { equals: userId }, revokedAt: { exists: false }, ...(keepId ? { id: { not_equals: keepId } } : {}) },
    data: { revokedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  });
}
