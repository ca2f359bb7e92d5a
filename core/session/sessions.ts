import { publishLive } from "#core/liveClass/events";
import crypto from "node:crypto";
import type { Payload } from "payload";
import type { Session, User } from "#cms/payload-types";
import type { Language } from "#shared/language";
import { hotStatement, SESSION_STAMP_STATEMENT } from "#core/db/database";
import type { Context } from "#core/context";
import { lockedChapter } from "#core/content/entitlements";
import { poolOf, type Pool } from "#core/db/pool";
export type { Language };

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

export type SessionWithUser = Omit<Session, "user"> & {
  user: User | null;
  /**
   * The user's and the shared data versions as read with the session (`user_data_versions`, bumped
   * by triggers in the writing transaction): what the private page cache compares
   * (server/privatePageCache.ts). Set by findSession only.
   */
  dataVersions?: string;
  /**
   * The user's entitlements as read with the session — their own and their classes' memberships,
   * each with its units (none for admins and editors) — so that core/content/entitlements.ts needs no
   * statement of its own. Set by findSession only.
   */
  entitlementRows?: { membership: number; unit: number | null }[];
};

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
  const parts = [`${SESSION_COOKIE}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${Math.floor(opts.maxAgeMs / 1000)}`];
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
  /** LTI launch (LTI-001, LTI-009): the consumer, the chapter lock and the portal origins that may frame the site. */
  lti?: { consumer: number; lock: boolean; chapter: number | null; frameOrigins: string };
  /** LRN-047 (decision 076): a login on a shared computer ('This is a shared computer'): records no progress, no quiz submit. */
  multiSession?: boolean;
};

export async function createSession(payload: Payload, input: NewSession) {
  const token = newToken();
  const now = Date.now();
  const ttl = input.user ? USER_ABSOLUTE_TTL_MS : VISITOR_TTL_MS;
  // SES-008, SES-034 (decision 071): the session remembers whose account it was started for.
  const email = input.user ? await accountEmail(payload, input.user) : null;
  const session = await payload.create({
    collection: "sessions",
    overrideAccess: true,
    depth: 0,
    data: {
      tokenHash: hashToken(token),
      publicId: crypto.randomUUID(),
      user: input.user ?? null,
      email,
      language: input.language ?? "en",
      ip: input.ip?.slice(0, 64),
      userAgent: input.userAgent?.slice(0, 300),
      ...(input.library ? { isLib: true, ipList: input.library.ipList } : {}),
      ...(input.multiSession ? { multiSession: true } : {}),
      ...(input.lti
        ? { isLTI: true, ltiConsumer: input.lti.consumer, ltiLock: input.lti.lock, ltiChapter: input.lti.chapter, ltiFrameOrigins: input.lti.frameOrigins }
        : {}),
      expiresAt: new Date(now + ttl).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
    },
  });
  return { token, session, maxAgeMs: ttl };
}

async function accountEmail(payload: Payload, userId: number): Promise<string | null> {
  const { rows } = await poolOf(payload).query("SELECT email FROM users WHERE id = $1", [userId]);
  return (rows[0]?.email as string | undefined) ?? null;
}

/**
 * SES-034 (decision 071): the session was started for an account whose e-mail has changed since (an admin
 * gave the account to someone else in Search Users): its user is not the one the session was opened for.
 * Sessions started before the e-mail was recorded (null) are not judged.
 */
export function sessionUserMismatch(sessionEmail: unknown, userEmail: unknown): boolean {
  return typeof sessionEmail === "string" && typeof userEmail === "string" && sessionEmail.toLowerCase() !== userEmail.toLowerCase();
}

function isLive(s: Session, now: number): boolean {
  if (s.revokedAt) return false;
  if (new Date(s.expiresAt).getTime() <= now) return false;
  if (s.user && s.lastSeenAt && new Date(s.lastSeenAt).getTime() + USER_IDLE_TTL_MS <= now) return false;
  return true;
}

/** Payload's own notes join on users: newest first, its default page of 10. */
const NOTES_JOIN_LIMIT = 10;

/**
 * One statement over indexed columns: the session by its unique token_hash
 * (sessions_token_hash_idx), its user by primary key, the user's hasMany relationships from
 * users_rels (users_rels_parent_idx) in their stored order, and the first page of the `notes`
 * join (user_notes_user_idx), and the data versions by primary key. Hidden fields (tokenHash, passwordHash) are not selected, as
 * Payload's afterRead left them out.
 */
const SESSION_COLUMNS = `s.id, s.public_id, s.user_id, s.email, s.language, s.is_l_t_i, s.is_lib, s.multi_session, s.ip_list_id,
       s.active_unit_id, s.lti_lock, s.lti_chapter_id, s.lti_consumer_id, s.lti_frame_origins, s.should_show_modal, s.expires_at, s.last_seen_at,
       s.revoked_at, s.ip, s.user_agent, s.updated_at, s.created_at`;
/** The user's and the shared data versions (primary key reads of `user_data_versions`). */
const DATA_VERSIONS = `(SELECT string_agg(v.user_id || ':' || v.version, ',' ORDER BY v.user_id)
          FROM user_data_versions v WHERE v.user_id IN (0, s.user_id)) AS data_versions`;

/**
 * What core/content/entitlements.ts's ENTITLEMENTS_SQL reads, for the session's user: their memberships
 * (users_rels) and their classes' (classes_rels), each with its units (memberships_rels) unless
 * they are an admin or editor. Indexed on parent_id throughout.
 */
const ENTITLEMENTS = `(SELECT json_agg(json_build_array(m.id, mr.units_id) ORDER BY m.id, mr.units_id)
          FROM (SELECT r.memberships_id AS id FROM users_rels r
                 WHERE r.parent_id = u.id AND r.path = 'memberships' AND r.memberships_id IS NOT NULL
                UNION
                SELECT cr.memberships_id FROM users_rels r
                  JOIN classes_rels cr ON cr.parent_id = r.classes_id AND cr.path = 'memberships' AND cr.memberships_id IS NOT NULL
                 WHERE r.parent_id = u.id AND r.path = 'classes' AND r.classes_id IS NOT NULL) m
          LEFT JOIN memberships_rels mr ON COALESCE(u.role::text, '') NOT IN ('admin', 'editor')
                AND mr.parent_id = m.id AND mr.path = 'units' AND mr.units_id IS NOT NULL) AS u_entitlements`;

const FIND_SESSION_SQL = `
SELECT ${SESSION_COLUMNS},
       u.id AS u_id, u.email AS u_email, u.username AS u_username, u.first_name AS u_first_name,
       u.last_name AS u_last_name, u.role AS u_role, u.language AS u_language, u.is_l_t_i AS u_is_l_t_i,
       u.must_reset_password AS u_must_reset_password, u.failed_logins AS u_failed_logins,
       u.last_failed_login_at AS u_last_failed_login_at, u.locked_until AS u_locked_until,
       u.roster_sourced_id AS u_roster_sourced_id, u.erased_at AS u_erased_at,
       u.updated_at AS u_updated_at, u.created_at AS u_created_at,
       (SELECT json_agg(json_build_array(r.path, r.memberships_id, r.classes_id) ORDER BY r."order", r.id)
          FROM users_rels r WHERE r.parent_id = u.id) AS u_rels,
       (SELECT json_agg(n.id ORDER BY n.created_at DESC, n.id DESC)
          FROM (SELECT id, created_at FROM user_notes WHERE user_id = u.id ORDER BY created_at DESC, id DESC LIMIT ${NOTES_JOIN_LIMIT + 1}) n) AS u_notes,
       ${DATA_VERSIONS},
       ${ENTITLEMENTS}
  FROM sessions s
  LEFT JOIN users u ON u.id = s.user_id
 WHERE s.token_hash = $1
 LIMIT 1`;

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string | Date).toISOString());
const num = (v: unknown): number | null => (v == null ? null : Number(v));

function userFromRow(r: Record<string, unknown>): User {
  const rels = (r.u_rels as [string, number | null, number | null][] | null) ?? [];
  const notes = (r.u_notes as number[] | null) ?? [];
  return {
    id: r.u_id as number,
    email: r.u_email as string,
    username: (r.u_username as string | null) ?? null,
    firstName: (r.u_first_name as string | null) ?? null,
    lastName: (r.u_last_name as string | null) ?? null,
    role: r.u_role as User["role"],
    language: (r.u_language as User["language"]) ?? null,
    memberships: rels.filter(([path, id]) => path === "memberships" && id != null).map(([, id]) => id as number),
    classes: rels.filter(([path, , id]) => path === "classes" && id != null).map(([, , id]) => id as number),
    isLTI: (r.u_is_l_t_i as boolean | null) ?? null,
    mustResetPassword: (r.u_must_reset_password as boolean | null) ?? null,
    failedLogins: num(r.u_failed_logins),
    lastFailedLoginAt: iso(r.u_last_failed_login_at),
    lockedUntil: iso(r.u_locked_until),
    rosterSourcedId: (r.u_roster_sourced_id as string | null) ?? null,
    erasedAt: iso(r.u_erased_at),
    notes: { docs: notes.slice(0, NOTES_JOIN_LIMIT), hasNextPage: notes.length > NOTES_JOIN_LIMIT },
    updatedAt: iso(r.u_updated_at)!,
    createdAt: iso(r.u_created_at)!,
    collection: "users",
  };
}

function sessionFromRow(r: Record<string, unknown>): Omit<Session, "user" | "tokenHash"> & { user: number | null } {
  return {
    id: r.id as number,
    publicId: r.public_id as string,
    user: (r.user_id as number | null) ?? null,
    email: (r.email as string | null) ?? null,
    language: r.language as Session["language"],
    isLTI: (r.is_l_t_i as boolean | null) ?? null,
    isLib: (r.is_lib as boolean | null) ?? null,
    multiSession: (r.multi_session as boolean | null) ?? null,
    ipList: (r.ip_list_id as number | null) ?? null,
    activeUnit: (r.active_unit_id as number | null) ?? null,
    ltiLock: (r.lti_lock as boolean | null) ?? null,
    ltiChapter: (r.lti_chapter_id as number | null) ?? null,
    ltiConsumer: (r.lti_consumer_id as number | null) ?? null,
    ltiFrameOrigins: (r.lti_frame_origins as string | null) ?? null,
    shouldShowModal: (r.should_show_modal as boolean | null) ?? null,
    expiresAt: iso(r.expires_at)!,
    lastSeenAt: iso(r.last_seen_at),
    revokedAt: iso(r.revoked_at),
    ip: (r.ip as string | null) ?? null,
    userAgent: (r.user_agent as string | null) ?? null,
    updatedAt: iso(r.updated_at)!,
    createdAt: iso(r.created_at)!,
  };
}

/**
 * The live session for a token, with its user, or null. Touches lastSeenAt now and then.
 * Plain SQL on Payload's pool (every request runs it): one SELECT, plus one UPDATE at most once a
 * minute. The shape is what `payload.find({ collection: "sessions", depth: 1 })` gave: the session's
 * fields at depth 0 (relationships as ids, tokenHash hidden), the user as a document whose
 * relationships are ids (passwordHash hidden).
 */
type SessionRow = Omit<Session, "user" | "tokenHash"> & { user: number | null };

/** The session row if it is live (not revoked, expired, idle, nor its user deleted), touching lastSeenAt now and then. */
async function liveSession(pool: Pool, row: Record<string, unknown> | undefined): Promise<SessionRow | null> {
  if (!row) return null;
  const s = sessionFromRow(row);
  const now = Date.now();
  if (!isLive(s as unknown as Session, now)) return null;
  if (s.user != null && row.u_id == null) return null; // the account was deleted
  if (s.user != null && sessionUserMismatch(s.email, row.u_email)) return null; // SES-034: requireUser logs it out
  if (!s.lastSeenAt || now - new Date(s.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    const touched = new Date(now).toISOString();
    await pool.query(`UPDATE sessions SET last_seen_at = $2, updated_at = $2 WHERE id = $1`, [s.id, touched]);
    // The Local API returned the row as it was read, before its own update: so does this.
  }
  return s;
}

/**
 * A digest of everything a signed-in page can depend on besides the published content: the
 * session's own fields (not the lastSeenAt touch) and the data versions, which move with every
 * write to the user's rows (the user, their relationships and notes included) or to shared rows
 * (cms/migrations/20261124_190000_data_versions.ts). Null without a user.
 */
export function sessionDataStamp(s: Omit<SessionRow, "user"> & { user: number | { id: number } | null; dataVersions?: string }): string | null {
  if (s.user == null || !s.dataVersions) return null;
  const userId = typeof s.user === "object" ? s.user.id : s.user;
  const fields = [
    s.id,
    s.publicId,
    userId,
    s.language,
    s.isLTI,
    s.isLib,
    s.multiSession,
    s.ipList,
    s.activeUnit,
    s.ltiLock,
    s.ltiChapter,
    s.ltiConsumer,
    s.ltiFrameOrigins,
    s.shouldShowModal,
    s.expiresAt,
    s.revokedAt,
    s.ip,
    s.userAgent,
    s.createdAt,
  ];
  return `${s.dataVersions}|${crypto.createHash("sha1").update(JSON.stringify(fields)).digest("base64url")}`;
}

/**
 * The live session for a token, with its user, or null. Touches lastSeenAt now and then.
 * Plain SQL on Payload's pool (every request runs it): one SELECT, plus one UPDATE at most once a
 * minute. The shape is what `payload.find({ collection: "sessions", depth: 1 })` gave: the session's
 * fields at depth 0 (relationships as ids, tokenHash hidden), the user as a document whose
 * relationships are ids (passwordHash hidden).
 */
export async function findSession(payload: Payload, token: string | null): Promise<SessionWithUser | null> {
  if (!token) return null;
  const pool = poolOf(payload);
  // Named (unless behind a transaction pooler, decision 110): each pooled connection parses and plans it once (≈ 80 µs of PostgreSQL's CPU a request instead of ≈ 410 µs,
  // docs/performance.md "Progress completions"); every request runs it.
  const { rows } = await pool.query(hotStatement("find-session", FIND_SESSION_SQL, [hashToken(token)]));
  const s = await liveSession(pool, rows[0]);
  if (!s) return null;
  const row = rows[0];
  const user = row.u_id == null ? null : userFromRow(row);
  const entitlementRows =
    user === null ? undefined : ((row.u_entitlements as [number, number | null][] | null) ?? []).map(([membership, unit]) => ({ membership, unit }));
  return { ...(s as unknown as Omit<Session, "user">), user, dataVersions: (row.data_versions as string | null) ?? "", entitlementRows };
}

const SESSION_STAMP_SQL = `
SELECT ${SESSION_COLUMNS},
       u.id AS u_id, u.email AS u_email,
       ${DATA_VERSIONS}
  FROM sessions s
  LEFT JOIN users u ON u.id = s.user_id
 WHERE s.token_hash = $1
 LIMIT 1`;

/**
 * `sessionDataStamp` of the live session for a token, without its user's relationships and notes:
 * what a private page cache hit needs (server/privatePageCache.ts). The same liveness rules and the
 * same once-a-minute touch as `findSession`, so the two give the same stamp for the same rows. Null
 * when there is no live signed-in session.
 */
export async function findSessionStamp(payload: Payload, token: string | null): Promise<{ stamp: string; liveUntil: number } | null> {
  if (!token) return null;
  const pool = poolOf(payload);
  // Named (unless behind a transaction pooler, decision 110): each pooled connection parses and plans it once (a cache
  // hit runs nothing else); the embedded database knows the name as a statement that only reads (core/db/database.ts).
  const { rows } = await pool.query(hotStatement(SESSION_STAMP_STATEMENT, SESSION_STAMP_SQL, [hashToken(token)]));
  const s = await liveSession(pool, rows[0]);
  if (!s) return null;
  const stamp = sessionDataStamp({ ...s, dataVersions: (rows[0].data_versions as string | null) ?? "" });
  return stamp == null ? null : { stamp, liveUntil: liveUntil(s, Date.now()) };
}

/**
 * Until when a session read live now stays live and needs no touch, whatever else happens (a revocation, a logout or
 * any other change is a write): its expiry, its idle deadline from its last touch, and the next touch (TOUCH_INTERVAL_MS
 * after now at most: a touch not made before then would move the idle deadline late).
 */
function liveUntil(s: SessionRow, now: number): number {
  const lastSeen = s.lastSeenAt && now - new Date(s.lastSeenAt).getTime() <= TOUCH_INTERVAL_MS ? new Date(s.lastSeenAt).getTime() : now;
  return Math.min(new Date(s.expiresAt).getTime(), s.user ? lastSeen + USER_IDLE_TTL_MS : Infinity, now + TOUCH_INTERVAL_MS);
}

/*
 * Writes to a session row: one UPDATE of their own column each, never Payload's update, which writes
 * every column back as it read them — two at once lost one (the module page's active-unit update undid
 * a language switch made at the same moment, and could undo a logout's revocation).
 * tests/integration/sessionWrites.test.ts.
 */

export async function revokeSession(payload: Payload, id: number) {
  await poolOf(payload).query("UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE id = $1 AND revoked_at IS NULL", [id]);
  publishLive(payload, { kind: "logout", sessionId: id }); // issue 28: its live class streams close on every instance
}

/** I18N-002: the session's language. */
export async function setSessionLanguage(payload: Payload, id: number, language: Language) {
  await poolOf(payload).query("UPDATE sessions SET language = $2, updated_at = now() WHERE id = $1", [id, language]);
}

/** LRN-007: the unit /textbook shows. */
export async function setSessionActiveUnit(payload: Payload, id: number, unitId: number) {
  await poolOf(payload).query("UPDATE sessions SET active_unit_id = $2, updated_at = now() WHERE id = $1", [id, unitId]);
}

/**
 * LRN-014: a lesson opened (a deep link, the module page) makes its unit the session's active unit, so /textbook and
 * 'Back' show the unit being read — not under an LTI launch's lock (LTI-009), and with no write when it already is.
 */
export async function followOpenedUnit(ctx: Context & { session: NonNullable<Context["session"]> }, unitId: number) {
  if (lockedChapter(ctx) != null) return;
  const active = ctx.session.activeUnit;
  if ((typeof active === "object" ? active?.id : active) === unitId) return;
  await setSessionActiveUnit(ctx.payload, ctx.session.id, unitId);
}

/** LRN-018: the 'Ready for the next module?' modal was shown in this session. */
export async function markSessionModalShown(payload: Payload, id: number) {
  await poolOf(payload).query("UPDATE sessions SET should_show_modal = false, updated_at = now() WHERE id = $1", [id]);
}

/**
 * A request's session cookie that found no live session: what its row was. `user`: it had a user (it has
 * since expired, been revoked or its account deleted: SES-032); `mismatch`: it is not revoked but its
 * account's e-mail is no longer the one it was started for (SES-034).
 */
export async function endedSession(payload: Payload, token: string | null): Promise<{ id: number; user: boolean; mismatch: boolean } | null> {
  if (!token) return null;
  const { rows } = await poolOf(payload).query(
    `SELECT s.id, s.user_id, s.email, s.revoked_at, u.email AS u_email FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 LIMIT 1`,
    [hashToken(token)],
  );
  const r = rows[0];
  if (!r) return null;
  return { id: r.id as number, user: r.user_id != null, mismatch: r.user_id != null && r.revoked_at == null && sessionUserMismatch(r.email, r.u_email) };
}

/** Ends every live session of an account (password change or reset, deletion), except `keepId`. */
export async function revokeUserSessions(payload: Payload, userId: number, keepId?: number) {
  await poolOf(payload).query(
    "UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2",
    [userId, keepId ?? null],
  );
}
