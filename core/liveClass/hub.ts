import type { Payload } from "payload";
import { listenOnContentConnection } from "#core/content/invalidation";
import { contentView, type Locale } from "#core/content/readModel";
import { LIVE_HEARTBEAT_MS, type LiveUpdate } from "#shared/liveClass";
import { LIVE_CHANNEL, onLocalLiveEvents, parseNotice, type LiveEvent } from "./events";
import { poolOf, type Pool } from "#core/db/pool";

export type { LiveUpdate };

/**
 * Issue 28 item 1 (docs/decisions/105-live-class-events.md): each instance's viewers of live class
 * views. One hub per instance (per Payload), fed by the instance's one LISTEN connection (the content
 * read model's, core/content/invalidation.ts) whatever the number of viewers; an event is routed to
 * the viewers of the classes its student belongs to (the classes' members are read when a class gets
 * its first viewer and again every MEMBERS_REFRESH_MS), with the titles of the viewer's language.
 * Every HEARTBEAT_MS each stream gets a heartbeat and the viewers are checked (one statement for all:
 * VIEWERS_ALLOWED_SQL): a revoked or expired session's streams close (a logout also closes them at once
 * through its own event), and so do those of a teacher no longer teaching the class.
 */
export const HEARTBEAT_MS = LIVE_HEARTBEAT_MS;
const MEMBERS_REFRESH_MS = 60_000;

/** A class's students, $1 the class (the hub's routing, the snapshot's rows, the needs-attention list): one statement. */
export const CLASS_STUDENTS_SQL = `SELECT u.id, u.first_name, u.last_name, u.email FROM users u
  JOIN users_rels r ON r.parent_id = u.id AND r.path = 'classes' AND r.classes_id = $1
 WHERE u.role = 'student'`;

/**
 * Which of the viewers ($1 sessions, $2 their classes, pairwise) may still watch: the session is live (not revoked,
 * not expired) and its user is an admin, or a teacher of the class (a teacher removed from the class, or no longer a
 * teacher, loses the stream at the next heartbeat, as a logout does), and the class still exists. One statement.
 */
const VIEWERS_ALLOWED_SQL = `SELECT v.session_id, v.class_id
  FROM unnest($1::int[], $2::int[]) AS v(session_id, class_id)
  JOIN sessions s ON s.id = v.session_id AND s.revoked_at IS NULL AND s.expires_at > now()
  JOIN users u ON u.id = s.user_id
 WHERE EXISTS (SELECT 1 FROM classes c WHERE c.id = v.class_id)
   AND (u.role = 'admin'
        OR (u.role = 'teacher' AND EXISTS (SELECT 1 FROM users_rels r WHERE r.parent_id = u.id AND r.path = 'classes' AND r.classes_id = v.class_id)))`;

export type Viewer = {
  classId: number;
  sessionId: number;
  language: Locale;
  update: (u: LiveUpdate) => void;
  heartbeat: () => void;
  resync: () => void;
  close: () => void;
};

type ClassWatch = { viewers: Set<Viewer>; members: Map<number, string>; loadedAt: number; loading: Promise<void> | null };

class LiveHub {
  readonly classes = new Map<number, ClassWatch>();
  /** student id → the watched classes they belong to. */
  private readonly classesOf = new Map<number, Set<number>>();
  private timer: NodeJS.Timeout | null = null;
  private readonly unlisten: () => void;
  private readonly unlocal: () => void;
  /** Events routed, for `npm run bench:live` (CPU per event). */
  delivered = 0;

  constructor(private readonly payload: Payload) {
    this.unlisten = listenOnContentConnection(payload, LIVE_CHANNEL, {
      onNotice: (text) => void this.route(parseNotice(text)),
      onReconnect: () => this.each((v) => v.resync()),
    });
    this.unlocal = onLocalLiveEvents(payload, (events) => void this.route(events));
  }

  private get pool(): Pool {
    return poolOf(this.payload);
  }

  private each(fn: (v: Viewer) => void) {
    for (const w of this.classes.values()) for (const v of w.viewers) fn(v);
  }

  get viewerCount(): number {
    let n = 0;
    for (const w of this.classes.values()) n += w.viewers.size;
    return n;
  }

  async add(viewer: Viewer): Promise<() => void> {
    let watch = this.classes.get(viewer.classId);
    if (!watch) {
      watch = { viewers: new Set(), members: new Map(), loadedAt: 0, loading: null };
      this.classes.set(viewer.classId, watch);
    }
    watch.viewers.add(viewer);
    if (!watch.loadedAt) await this.loadMembers(viewer.classId, watch);
    if (!this.timer) {
      this.timer = setInterval(() => void this.tick(), HEARTBEAT_MS);
      this.timer.unref?.();
    }
    return () => this.remove(viewer);
  }

  private remove(viewer: Viewer) {
    const watch = this.classes.get(viewer.classId);
    if (!watch) return;
    watch.viewers.delete(viewer);
    if (watch.viewers.size) return;
    this.classes.delete(viewer.classId);
    for (const userId of watch.members.keys()) {
      const set = this.classesOf.get(userId);
      set?.delete(viewer.classId);
      if (set && !set.size) this.classesOf.delete(userId);
    }
    if (!this.classes.size && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private loadMembers(classId: number, watch: ClassWatch): Promise<void> {
    if (watch.loading) return watch.loading;
    watch.loading = this.pool
      .query(CLASS_STUDENTS_SQL, [classId])
      .then(({ rows }) => {
        for (const userId of watch.members.keys()) this.classesOf.get(userId)?.delete(classId);
        watch.members = new Map(rows.map((r) => [Number(r.id), studentName(r)]));
        for (const userId of watch.members.keys()) {
          let set = this.classesOf.get(userId);
          if (!set) this.classesOf.set(userId, (set = new Set()));
          set.add(classId);
        }
        watch.loadedAt = Date.now();
      })
      .catch((err: unknown) => this.payload.logger.warn({ err, classId }, "live class: reading the class's students failed"))
      .finally(() => {
        watch.loading = null;
      });
    return watch.loading;
  }

  private async tick() {
    this.each((v) => v.heartbeat());
    const now = Date.now();
    for (const [classId, watch] of this.classes) if (now - watch.loadedAt > MEMBERS_REFRESH_MS) void this.loadMembers(classId, watch);
    const pairs = new Map<string, [number, number]>();
    this.each((v) => pairs.set(`${v.sessionId}:${v.classId}`, [v.sessionId, v.classId]));
    if (!pairs.size) return;
    try {
      const { rows } = await this.pool.query(VIEWERS_ALLOWED_SQL, [[...pairs.values()].map((p) => p[0]), [...pairs.values()].map((p) => p[1])]);
      const allowed = new Set(rows.map((r) => `${r.session_id}:${r.class_id}`));
      this.each((v) => {
        if (!allowed.has(`${v.sessionId}:${v.classId}`)) v.close();
      });
    } catch (err) {
      this.payload.logger.warn({ err }, "live class: checking the viewers' sessions failed");
    }
  }

  /** Routes events to the viewers of their students' classes; titles from the read model in each viewer's language. */
  async route(events: LiveEvent[]): Promise<void> {
    if (!this.classes.size) return;
    const views = new Map<Locale, Awaited<ReturnType<typeof contentView>>>();
    for (const e of events) {
      if (e.kind === "logout") {
        this.each((v) => {
          if (v.sessionId === e.sessionId) v.close();
        });
        continue;
      }
      const classIds = this.classesOf.get(e.userId);
      if (!classIds?.size) continue;
      for (const classId of classIds) {
        const watch = this.classes.get(classId);
        if (!watch) continue;
        for (const v of watch.viewers) {
          let view = views.get(v.language);
          if (!view) views.set(v.language, (view = await contentView(this.payload, v.language)));
          v.update(enrich(e, watch.members.get(e.userId) ?? "", view));
          this.delivered++;
        }
      }
    }
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unlisten();
    this.unlocal();
    this.each((v) => v.close());
    this.classes.clear();
    this.classesOf.clear();
  }
}

export function studentName(r: Record<string, unknown>): string {
  const name = [r.first_name, r.last_name].filter((p) => typeof p === "string" && p.trim()).join(" ");
  return name || String(r.email ?? "");
}

function enrich(e: Exclude<LiveEvent, { kind: "logout" }>, studentName: string, view: Awaited<ReturnType<typeof contentView>>): LiveUpdate {
  const lessonId = "lessonId" in e ? e.lessonId : null;
  const moduleId = e.moduleId ?? null;
  return {
    id: e.id,
    kind: e.kind,
    at: e.at,
    userId: e.userId,
    studentName,
    lessonId,
    lessonTitle: lessonId != null ? view.lessons.get(lessonId)?.title ?? null : null,
    moduleId,
    moduleTitle: moduleId != null ? view.modules.get(moduleId)?.title ?? null : null,
    quizId: e.kind === "quiz" ? e.quizId : null,
    score: e.kind === "quiz" ? e.score : null,
  };
}

const hubs = new WeakMap<Payload, LiveHub>();

/** This instance's hub (created on first use; it registers its channel on the shared LISTEN connection). */
export function liveHub(payload: Payload): LiveHub {
  let hub = hubs.get(payload);
  if (!hub) hubs.set(payload, (hub = new LiveHub(payload)));
  return hub;
}

/** Stops the hub at shutdown: every stream closes. */
export function stopLiveHub(payload: Payload): void {
  hubs.get(payload)?.stop();
  hubs.delete(payload);
}

/** Viewers and routed events of this instance (diagnostics, `npm run bench:live`). */
export function liveHubStats(payload: Payload): { viewers: number; delivered: number } {
  const hub = hubs.get(payload);
  return { viewers: hub?.viewerCount ?? 0, delivered: hub?.delivered ?? 0 };
}
