import type { OfflineWrite } from "#shared/offlineSchemas";
import { postProcedure } from "~/lib/progressCalls";

/**
 * Writes made offline (issue 46 item 2, docs/offline.md): a completion, a note or a review answer is kept in
 * IndexedDB with an idempotency key made now, and sent once the network is back (`syncQueuedWrites`, on the
 * `online` event and when a learning page opens) to offline.replay, which applies a key once
 * (core/offline/replay.ts). The queue belongs to the signed-in user; sign-out empties it (keptModules.ts).
 */
export type QueuedWrite = { key: string; userId: string; madeAt: number; write: OfflineWrite };
export type SyncState = { pending: number; phase: "idle" | "saved" | "syncing" | "synced" | "failed"; dropped: number };

const DB = "biotext-offline";
const STORE = "writes";
let state: SyncState = { pending: 0, phase: "idle", dropped: 0 };
const listeners = new Set<() => void>();

function setState(next: Partial<SyncState>) {
  state = { ...state, ...next };
  for (const fn of listeners) fn();
}
export const syncState = () => state;
export function subscribeSync(fn: () => void) {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "key" });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function tx<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const t = db.transaction(STORE, mode);
      const req = work(t.objectStore(STORE));
      t.oncomplete = () => resolve(req.result);
      t.onerror = () => reject(t.error);
      t.onabort = () => reject(t.error);
    });
  } finally {
    db.close();
  }
}

export async function queuedWrites(userId: string): Promise<QueuedWrite[]> {
  const all = await tx<QueuedWrite[]>("readonly", (s) => s.getAll() as IDBRequest<QueuedWrite[]>);
  return all.filter((w) => w.userId === userId).sort((a, b) => a.madeAt - b.madeAt);
}

/** Keeps a write made offline; the page shows "Saved offline, will sync". */
export async function queueWrite(userId: string, write: OfflineWrite): Promise<QueuedWrite> {
  const item: QueuedWrite = { key: crypto.randomUUID(), userId, madeAt: Date.now(), write };
  await tx("readwrite", (s) => s.put(item));
  setState({ pending: (await queuedWrites(userId)).length, phase: "saved" });
  return item;
}

export async function forgetQueuedWrites() {
  await tx("readwrite", (s) => s.clear());
  setState({ pending: 0, phase: "idle", dropped: 0 });
}

/** A request failed for want of a network (not a refusal from the server). */
export const isNetworkFailure = (err: unknown) => err instanceof TypeError || (typeof navigator !== "undefined" && !navigator.onLine);

/**
 * Sends the user's queued writes, oldest first, one at a time; one tab at a time (Web Locks, where present). A write
 * the server applied or had applied (a repeat) leaves the queue; one it refuses (no access any more, a deleted card)
 * leaves it too and is counted as dropped; a network or server failure stops, to try again later.
 */
export async function syncQueuedWrites(userId: string): Promise<void> {
  const run = async () => {
    const writes = await queuedWrites(userId).catch(() => []);
    if (!writes.length) return;
    setState({ pending: writes.length, phase: "syncing" });
    let dropped = state.dropped;
    for (const item of writes) {
      let answer;
      try {
        answer = await postProcedure<{ applied: boolean }>("offline.replay", { key: item.key, write: item.write });
      } catch {
        setState({ phase: "saved" });
        return;
      }
      // Signed out, or the server failing: keep the write for later.
      if (!answer.ok && (answer.status >= 500 || answer.kind === "Unauthorized" || answer.kind === "RateLimited")) {
        setState({ phase: "failed" });
        return;
      }
      if (!answer.ok) dropped += 1;
      await tx("readwrite", (s) => s.delete(item.key));
      setState({ pending: state.pending - 1, dropped });
    }
    setState({ pending: 0, phase: "synced" });
  };
  const locks = typeof navigator !== "undefined" ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks) await locks.request("biotext-offline-sync", run);
  else await run();
}
