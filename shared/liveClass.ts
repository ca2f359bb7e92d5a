/**
 * Issue 28 item 1 (docs/decisions/105-live-class-events.md): what the live class view shows, shared by
 * the server (core/liveClass/) and the page (app/components/liveClass/): an update's shape, the
 * snapshot's, and how the page folds the stream's updates into the snapshot.
 */

/** One event as the stream sends it (and as the snapshot lists today's completions and submissions). */
export type LiveUpdate = {
  id: string;
  kind: "opened" | "completed" | "moduleCompleted" | "quiz";
  at: string;
  userId: number;
  studentName: string;
  lessonId: number | null;
  lessonTitle: string | null;
  moduleId: number | null;
  moduleTitle: string | null;
  quizId: number | null;
  score: number | null;
};

export type LiveStudent = {
  userId: number;
  name: string;
  /** The module the student is in now (their newest lesson activity within the active window), or null. */
  moduleId: number | null;
  moduleTitle: string | null;
  lastActivityAt: string | null;
  lessonsToday: number;
};

export type LiveSnapshot = {
  classId: number;
  /** The class's day ('YYYY-MM-DD' in its time zone) that "today" means. */
  today: string;
  timeZone: string;
  generatedAt: string;
  students: LiveStudent[];
  /** Today's lesson completions and quiz submissions, newest first. */
  feed: LiveUpdate[];
};

/** The server sends a heartbeat this often. */
export const LIVE_HEARTBEAT_MS = 5000;
/** The page falls back to polling when the stream's `hello` has not arrived this long after opening it… */
export const LIVE_HELLO_TIMEOUT_MS = 5000;
/** …or when nothing (not even a heartbeat) has arrived for this long: two heartbeats missed and a margin. */
export const LIVE_SILENCE_TIMEOUT_MS = 2 * LIVE_HEARTBEAT_MS + 2000;
/** While polling, the snapshot is fetched this often (the 2 s the view promises). */
export const LIVE_POLL_MS = 2000;
/** While polling, the stream is tried again this often (a proxy may have been fixed, a restart is over). */
export const LIVE_RETRY_STREAM_MS = 60_000;
/** At most this many updates are kept in the page's feed. */
export const LIVE_FEED_MAX = 300;

/** The kinds the "Today" feed lists (opens only move a student to a module). */
export const isFeedUpdate = (u: LiveUpdate) => u.kind === "completed" || u.kind === "quiz";

/**
 * The snapshot with the stream's updates folded in: updates not newer than the snapshot are dropped
 * (it holds them already), each student's module and last activity follow their newest update, a
 * completion adds to their lessons of today, and completions and submissions head the feed (newest
 * first, each id once).
 */
export function mergeLive(snapshot: LiveSnapshot, updates: readonly LiveUpdate[]): LiveSnapshot {
  const fresh = updates.filter((u) => u.at > snapshot.generatedAt).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  if (!fresh.length) return snapshot;
  const students = new Map(snapshot.students.map((s) => [s.userId, { ...s }]));
  const seen = new Set(snapshot.feed.map((f) => f.id));
  const added: LiveUpdate[] = [];
  for (const u of fresh) {
    if (seen.has(u.id)) continue;
    seen.add(u.id);
    const s = students.get(u.userId);
    if (s) {
      if (u.moduleId != null && u.kind !== "moduleCompleted") {
        s.moduleId = u.moduleId;
        s.moduleTitle = u.moduleTitle;
      }
      if (!s.lastActivityAt || u.at > s.lastActivityAt) s.lastActivityAt = u.at;
      if (u.kind === "completed") s.lessonsToday += 1;
    }
    if (isFeedUpdate(u)) added.unshift(u);
  }
  return { ...snapshot, students: [...students.values()], feed: [...added, ...snapshot.feed].slice(0, LIVE_FEED_MAX) };
}
