import type { Payload } from "payload";

export type Row = Record<string, unknown>;
export type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: Row[]; rowCount: number | null }> };
type PoolClient = Queryable & { release: (err?: Error | boolean) => void };
type Pool = Queryable & { connect: () => Promise<PoolClient> };

/** Payload's pg pool: commerce reads and writes a few indexed rows with plain SQL. */
export function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool;
}

/** Runs `work` in one PostgreSQL transaction on its own client (all of it or nothing). */
export async function inTransaction<T>(payload: Payload, work: (db: Queryable) => Promise<T>): Promise<T> {
  const client = await poolOf(payload).connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    client.release();
    return result;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    client.release(true);
    throw err;
  }
}
