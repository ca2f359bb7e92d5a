import pg from "pg";
import { expect } from "vitest";
import type { TestDb } from "./payload";

/**
 * Kill points (docs/reliability.md, "A lost write"): PostgreSQL terminates the connection
 * (pg_terminate_backend) just before the 1st, 2nd, 3rd… statement a call sends on Payload's pool,
 * one point per call, until a call sends fewer statements than the point. Used by
 * tests/integration/lostWrite.test.ts (notes) and lostWriteLocalApi.test.ts (Local API writes).
 */
type Client = {
  processID?: number;
  query: (...args: unknown[]) => unknown;
  on: (event: string, listener: (...args: unknown[]) => void) => void;
  once: (event: string, listener: (...args: unknown[]) => void) => void;
};

/** ok: the call resolved (with `value`); otherwise it threw `error`. */
export type Outcome = { point: number; statement: string | null; ok: boolean; value: unknown; error: unknown };

export type KillPoints = {
  /** An admin connection (not on Payload's pool, never killed) for checking rows. */
  rowsOf: (sql: string, values: unknown[]) => Promise<Record<string, unknown>[]>;
  /**
   * Runs `write` once per kill point (1, 2, 3…) until it sends fewer statements than the point;
   * `check` sees each outcome, `prepare` runs before each point (not armed). Asserts that some point
   * fell on a statement matching `target` (the write itself or its COMMIT), so checks are not vacuous.
   */
  atEveryPoint: (
    write: (point: number) => Promise<unknown>,
    check: (o: Outcome) => Promise<void>,
    opts?: { prepare?: (point: number) => Promise<void>; target?: RegExp },
  ) => Promise<Outcome[]>;
  close: () => Promise<void>;
};

/** Wraps every client of `db`'s pool; call after the setup's own writes (any time before atEveryPoint). */
export async function killPoints(db: TestDb): Promise<KillPoints> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  /** Kill the connection before this statement (1-based) of the armed call; 0: disarmed. */
  let killBefore = 0;
  let sent = 0;
  let killedAt: string | null = null;

  /** Terminates the client's backend and waits until the client has seen its connection end. */
  async function kill(client: Client) {
    const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
    // A client checked out by a transaction has no 'error' listener of the pool's: its error would be uncaught here.
    client.on("error", () => {});
    await admin.query("SELECT pg_terminate_backend($1)", [client.processID]);
    await ended;
  }

  const pool = (db.payload.db as unknown as { pool: { on: (e: string, f: (c: Client) => void) => void } }).pool;
  const wrapped = new WeakSet<Client>();
  pool.on("acquire", (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const original = client.query;
    client.query = (...args: unknown[]) => {
      if (!killBefore || ++sent !== killBefore) return original.apply(client, args);
      const callback = typeof args.at(-1) === "function" ? (args.pop() as (err: unknown, res?: unknown) => void) : undefined;
      const first = args[0] as string | { text?: string };
      killedAt = typeof first === "string" ? first : first?.text ?? "?";
      const run = kill(client).then(() => original.apply(client, args) as Promise<unknown>);
      if (!callback) return run;
      run.then(
        (res) => callback(null, res),
        (err: unknown) => callback(err),
      );
      return undefined;
    };
  });

  return {
    rowsOf: async (sql, values) => (await admin.query(sql, values)).rows,
    async atEveryPoint(write, check, opts = {}) {
      const outcomes: Outcome[] = [];
      for (let point = 1; point < 60; point++) {
        await opts.prepare?.(point);
        sent = 0;
        killedAt = null;
        killBefore = point;
        let ok = true;
        let error: unknown = null;
        let value: unknown = undefined;
        try {
          value = await write(point);
        } catch (err) {
          ok = false;
          error = err;
        } finally {
          killBefore = 0;
        }
        if (killedAt === null) {
          // No statement was killed: the write must have gone through untouched.
          expect(error).toBeNull();
          break;
        }
        const outcome = { point, statement: killedAt, ok, value, error };
        outcomes.push(outcome);
        await check(outcome);
      }
      const target = opts.target ?? /^commit/i;
      expect(
        outcomes.some((o) => target.test(o.statement ?? "")),
        `no kill point fell on ${target}: ${outcomes.map((o) => o.statement?.slice(0, 40)).join(" | ")}`,
      ).toBe(true);
      return outcomes;
    },
    close: () => admin.end().catch(() => {}),
  };
}
