import type { Payload } from "payload";

/**
 * Counts the SQL statements sent on Payload's pool while `fn` runs: every `query` of a client of the
 * pool (pool.query lends a client too, so each statement is counted once, in or out of a transaction).
 */
export async function countStatements(payload: Payload, fn: () => Promise<unknown>): Promise<number> {
  const pool = payload.db.pool as unknown as { Client: { prototype: { query: (...a: unknown[]) => unknown } } };
  const proto = pool.Client.prototype;
  const original = proto.query;
  let n = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    // The live class's notices (core/liveClass/events.ts) go out after the writes, batched for every request of
    // an event-loop turn, outside any request: not a statement of the code measured.
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    if (typeof text === "string" && text.includes("pg_notify('biotext_live'")) return original.apply(this, args);
    n++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return n;
}
