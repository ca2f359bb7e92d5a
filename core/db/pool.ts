import type { PoolConfig } from "pg";
import type { Payload } from "payload";

export type Row = Record<string, unknown>;
/** One statement: its text, or a prepared statement (`name` makes node-postgres prepare it once per connection). */
export type Statement = { name?: string; text: string; values?: unknown[] };
export type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: Row[]; rowCount: number | null }> };
type PoolClient = Queryable & {
  release: (err?: Error | boolean) => void;
  on: (event: "error", listener: (err: Error) => void) => void;
  off: (event: "error", listener: (err: Error) => void) => void;
};
/** The part of node-postgres' Pool the core uses; `R` types the rows a statement reads. */
export type Pool = {
  query: <R = Row>(statement: string | Statement, values?: unknown[]) => Promise<{ rows: R[]; rowCount: number | null }>;
  connect: () => Promise<PoolClient>;
  /** How it connects (the content listener opens its own client with the same settings). */
  options?: PoolConfig;
};

/**
 * Payload's pg pool (the postgres adapter's `payload.db.pool`): the one way the core reaches it, for the
 * reads and writes done with plain SQL. Throws when the adapter has none (every BioText instance has one).
 */
export function poolOf(payload: Payload): Pool {
  const pool = (payload.db as unknown as { pool?: Pool }).pool;
  if (!pool) throw new Error("Payload's database adapter has no PostgreSQL pool (payload.db.pool).");
  return pool;
}

/**
 * Runs `work` in one PostgreSQL transaction on its own client (all of it or nothing). A connection
 * lost meanwhile (server restart, killed backend) fails the work with its error; the client's
 * 'error' event is listened to while it is checked out, so it cannot crash the process.
 */
export async function inTransaction<T>(payload: Payload, work: (db: Queryable) => Promise<T>): Promise<T> {
  const client = await poolOf(payload).connect();
  const onError = (err: Error) => payload.logger.warn({ err }, "database connection lost during a commerce transaction");
  client.on("error", onError);
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    client.off("error", onError);
    client.release();
    return result;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    client.off("error", onError);
    client.release(true);
    throw err;
  }
}
