import type { Payload } from "payload";
import { isContentListening } from "#core/content/invalidation";
import { runOutsideQueryStats } from "#core/db/queryStats";
import { poolOf } from "#core/db/pool";

/**
 * Issue 28 item 1 (docs/decisions/105-live-class-events.md): what the live class view hears. Written
 * where the learning records are written (core/progress/progressStore.ts, core/progress/lessonCompletion.ts,
 * core/quizzes/quizzes.ts, core/session/sessions.ts), sent to every instance with PostgreSQL NOTIFY on
 * `biotext_live`, and routed there to the teachers watching a class of the student (./hub.ts).
 */
export const LIVE_CHANNEL = "biotext_live";

export type LiveRecord =
  /** A lesson opened (LRN-040): the student is now in its module. */
  | { kind: "opened"; userId: number; lessonId: number; moduleId: number; unitId: number | null }
  /** A lesson completed (LRN-041). */
  | { kind: "completed"; userId: number; lessonId: number; moduleId: number; unitId: number | null }
  /** A module completed (LRN-043). */
  | { kind: "moduleCompleted"; userId: number; moduleId: number; unitId: number | null }
  /** A quiz attempt submitted (QUIZ-009), with its score. */
  | { kind: "quiz"; userId: number; quizId: number; moduleId: number | null; unitId: number | null; score: number }
  /** A session revoked (logout): its streams close. */
  | { kind: "logout"; sessionId: number };

/** A record as sent: with an id unique across instances (clients drop repeats) and the time it happened. */
export type LiveEvent = LiveRecord & { id: string; at: string };

/** NOTIFY payloads must stay under 8,000 bytes: several events share one, up to this size. */
const MAX_NOTICE_BYTES = 7000;

type Pool = { query: (text: string, values?: unknown[]) => Promise<unknown> };
type LocalSink = (events: LiveEvent[]) => void;

const publishers = new WeakMap<object, Publisher>();
const localSinks = new WeakMap<Payload, Set<LocalSink>>();
let seq = 0;
const instanceTag = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The events of one event-loop turn go out together: one `SELECT pg_notify(...)` per ≈ 7 KB of
 * events, after the writes that caused them have committed (the callers publish after their write
 * resolved). Never awaited by the request, never counted in its statements, never throws: a lost
 * notice costs a teacher one update (their view reloads its snapshot on reconnect and when polling).
 */
class Publisher {
  private queue: LiveEvent[] = [];
  private scheduled = false;
  constructor(private readonly payload: Payload, private readonly pool: Pool) {}

  add(e: LiveEvent) {
    this.queue.push(e);
    if (this.scheduled) return;
    this.scheduled = true;
    runOutsideQueryStats(() => setImmediate(() => this.flush()));
  }

  private flush() {
    this.scheduled = false;
    const events = this.queue;
    this.queue = [];
    if (!events.length) return;
    // The embedded database delivers a NOTIFY only to the connection that sent it (decision 007), and
    // it is one process: deliver here. On PostgreSQL without a LISTEN connection (reconnecting),
    // this instance's viewers still get its own events.
    const local = process.env.EMBEDDED_DATABASE === "1" || !isContentListening(this.payload);
    if (local) deliverLocally(this.payload, events);
    if (process.env.EMBEDDED_DATABASE === "1") return;
    const chunks: string[] = [];
    let current: string[] = [];
    let size = 2;
    for (const e of events) {
      const text = JSON.stringify(e);
      if (current.length && size + text.length + 1 > MAX_NOTICE_BYTES) {
        chunks.push(`[${current.join(",")}]`);
        current = [];
        size = 2;
      }
      current.push(text);
      size += text.length + 1;
    }
    if (current.length) chunks.push(`[${current.join(",")}]`);
    const sql = `SELECT ${chunks.map((_, i) => `pg_notify('${LIVE_CHANNEL}', $${i + 1})`).join(", ")}`;
    runOutsideQueryStats(() => this.pool.query(sql, chunks)).catch((err: unknown) =>
      this.payload.logger.warn({ err }, "live class: NOTIFY failed (teachers' views catch up on their next snapshot)"),
    );
  }
}

/** Issue 28 item 1: tells every instance's live class views about a learning record just written. Never throws, never waits. */
export function publishLive(payload: Payload, record: LiveRecord): void {
  try {
    const pool = poolOf(payload);
    let p = publishers.get(pool);
    if (!p) publishers.set(pool, (p = new Publisher(payload, pool)));
    p.add({ ...record, id: `${instanceTag}-${(++seq).toString(36)}`, at: new Date().toISOString() });
  } catch {
    // A view that misses an event catches up on its next snapshot.
  }
}

/** The hub's way in for events delivered without PostgreSQL (embedded database, no LISTEN connection). */
export function onLocalLiveEvents(payload: Payload, sink: LocalSink): () => void {
  let set = localSinks.get(payload);
  if (!set) localSinks.set(payload, (set = new Set()));
  set.add(sink);
  return () => set!.delete(sink);
}

function deliverLocally(payload: Payload, events: LiveEvent[]) {
  for (const sink of localSinks.get(payload) ?? []) {
    try {
      sink(events);
    } catch (err) {
      payload.logger.warn({ err }, "live class: a local delivery failed");
    }
  }
}

/** Parses a notice's payload (an array of events); anything malformed is dropped. */
export function parseNotice(text: string): LiveEvent[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value.filter((e) => e && typeof e === "object" && typeof (e as LiveEvent).kind === "string") as LiveEvent[]) : [];
  } catch {
    return [];
  }
}
