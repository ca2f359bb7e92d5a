import type { Payload } from "payload";

export type Row = Record<string, unknown>;
export type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: Row[]; rowCount: number | null }> };
type PoolClient = Queryable & {
  release: (err?: Error | boolean) => void;
  on: (event: "error", listener: (err: Error) => void) => void;
  off: (event: "error", listener: (err: Error) => void) => void;
};
type Pool = Queryable & { connect: () => Promise<PoolClient> };

/** Payload's pg pool: commerce reads and writes a few indexed rows with plain SQL. */
export function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool;
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
