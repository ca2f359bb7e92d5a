import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Database time per request. The server runs each request in a store (runWithQueryStats); the pg
 * pool Payload uses is wrapped once (instrumentPool) so that every statement — through pool.query
 * or on a client checked out with pool.connect (transactions) — adds its count and duration to the
 * store of the request that issued it. Outside a store nothing is recorded.
 */
export type QueryStats = { count: number; ms: number };

const storage = new AsyncLocalStorage<QueryStats>();

export function newQueryStats(): QueryStats {
  return { count: 0, ms: 0 };
}

/** Runs `fn` with `stats` as the current store: statements issued inside (however deep) are counted there. */
export function runWithQueryStats<T>(stats: QueryStats, fn: () => T): T {
  return storage.run(stats, fn);
}

/** Runs `fn` outside any store: statements it issues are counted nowhere (work shared by several requests). */
export function runOutsideQueryStats<T>(fn: () => T): T {
  return storage.exit(fn);
}

/** Adds one statement of `ms` to a request's counters (a statement it shared with others, counted once for each). */
export function recordSharedStatement(stats: QueryStats | undefined, ms: number): void {
  if (!stats) return;
  stats.count += 1;
  stats.ms += ms;
}

/** The current request's counters, or undefined outside runWithQueryStats. */
export function currentQueryStats(): QueryStats | undefined {
  return storage.getStore();
}

type Callback = (...args: unknown[]) => void;
type QueryFn = (...args: unknown[]) => unknown;
type PgClient = { query: QueryFn; release: (err?: unknown) => void; [STATS]?: QueryStats | null; [WRAPPED]?: true };
type PgPool = { query: QueryFn; connect: (cb?: Callback) => unknown; [WRAPPED]?: true };

const WRAPPED = Symbol("queryStats.wrapped");
const STATS = Symbol("queryStats.checkout");

/**
 * Issue 50: every statement on the instrumented pools, in a request or not — how many, their total seconds and a
 * histogram over STATEMENT_BUCKETS (cumulative counts are computed when read) — for the metrics
 * (server/metrics.ts `biotext_db_statement_duration_seconds`). Plain numbers: no allocation per statement.
 */
export const STATEMENT_BUCKETS: readonly number[] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const totals = { count: 0, seconds: 0, buckets: new Array<number>(STATEMENT_BUCKETS.length + 1).fill(0) };

function recordTotal(ms: number) {
  const s = ms / 1000;
  totals.count += 1;
  totals.seconds += s;
  let i = 0;
  while (i < STATEMENT_BUCKETS.length && s > STATEMENT_BUCKETS[i]) i++;
  totals.buckets[i] += 1;
}

/** The statements so far: count, sum of seconds, and per bucket of STATEMENT_BUCKETS (then +Inf) the cumulative count. */
export function statementTotals(): { count: number; seconds: number; cumulative: number[] } {
  let running = 0;
  const cumulative = totals.buckets.map((n) => (running += n));
  return { count: totals.count, seconds: totals.seconds, cumulative };
}

/** `stats` null: a statement outside any request (counted in the totals only); undefined: not timed here at all. */
function record(stats: QueryStats | null | undefined, started: number) {
  const ms = performance.now() - started;
  recordTotal(ms);
  if (!stats) return;
  stats.count += 1;
  stats.ms += ms;
}

/** Calls a pg-style `query`/`connect` (callback last, or a promise) and reports when it settles. */
function timed(stats: QueryStats | null | undefined, fn: QueryFn, self: unknown, args: unknown[]): unknown {
  if (stats === undefined) return fn.apply(self, args);
  const started = performance.now();
  const last = args.length ? args[args.length - 1] : undefined;
  if (typeof last === "function") {
    const cb = last as Callback;
    const wrapped = [...args.slice(0, -1), (...cbArgs: unknown[]) => (record(stats, started), cb(...cbArgs))];
    return fn.apply(self, wrapped);
  }
  const result = fn.apply(self, args);
  if (result && typeof (result as Promise<unknown>).then === "function") {
    (result as Promise<unknown>).then(
      () => record(stats, started),
      () => record(stats, started),
    );
  } else if (stats) {
    // A submittable (pg.Query, cursor): counted, its duration is not known here.
    stats.count += 1;
  }
  return result;
}

function wrapClient(client: PgClient) {
  if (client[WRAPPED]) return;
  client[WRAPPED] = true;
  const query = client.query;
  client.query = function (this: PgClient, ...args: unknown[]) {
    // The store of the checkout (pool.connect), else the caller's: a client lent to pool.query is not counted twice.
    const stats = this[STATS];
    return timed(stats === undefined ? undefined : stats, query, this, args);
  };
}

/** Marks a client checked out by pool.connect with the store of the caller, until it is released. */
function lend(client: PgClient, stats: QueryStats | undefined) {
  wrapClient(client);
  client[STATS] = stats ?? null;
  const release = client.release;
  client.release = function (this: PgClient, err?: unknown) {
    client[STATS] = undefined;
    return release.call(this ?? client, err);
  };
}

/**
 * Wraps a pg Pool (Payload's `payload.db.pool`) once. pool.query is timed as a whole (waiting for
 * a connection included); clients from pool.connect time each of their statements.
 */
export function instrumentPool(pool: unknown): void {
  const p = pool as PgPool | undefined;
  if (!p || p[WRAPPED]) return;
  p[WRAPPED] = true;
  const query = p.query;
  const connect = p.connect;
  let insidePoolQuery = false;
  p.query = function (this: PgPool, ...args: unknown[]) {
    // pg-pool's query() calls this.connect() synchronously: that checkout is internal, not counted again.
    insidePoolQuery = true;
    try {
      return timed(currentQueryStats() ?? null, query, this, args);
    } finally {
      insidePoolQuery = false;
    }
  };
  p.connect = function (this: PgPool, cb?: Callback) {
    if (insidePoolQuery) return connect.call(this, cb);
    const stats = currentQueryStats();
    if (typeof cb === "function") {
      return connect.call(this, (err: unknown, client: unknown, done: unknown) => {
        if (!err && client) lend(client as PgClient, stats);
        cb(err, client, done === undefined ? undefined : (e?: unknown) => (client as PgClient).release(e));
      });
    }
    return (connect.call(this) as Promise<PgClient>).then((client) => {
      lend(client, stats);
      return client;
    });
  };
}
