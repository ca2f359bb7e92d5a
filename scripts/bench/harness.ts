/**
 * The shared harness of every benchmark under scripts/bench/ (`npm run bench`, `bench:*`, `bench:all`):
 *
 * - **a database**: `scratchDatabase` clones the migrated, the seeded-demo or the `data:scale` template (`drop` at the
 *   end); `openPayload` opens Payload in this process on such a clone and counts the SQL statements of its pool;
 * - **the production server**: `startBenchServer` (build/app/server.mjs on a database or on the embedded one, with
 *   `BENCH_SERVER_ENV`); `procCpuMs`, `cpuNow`, `cpuDelta`: CPU time of the server and of the PostgreSQL backends;
 * - **users**: `copiesOfUser` (copies of a demo account), `scaleStudentsOfClasses` and `membershipPlaces` (the scale
 *   database's students and the lessons they open), `sessionsFor` (a live session each, written as a login writes it);
 * - **load**: `cannon` (autocannon, each request with the next header set), `warmUp`, `measure` (a `Run`: req/s,
 *   p50/p95/p97.5/p99, errors), `statementsOf` (a page's SQL statements, from its Server-Timing header);
 * - **figures** (./figures.ts, re-exported): `percentile`, `latencyFigures`, `printTable`, `reportFigure` (a row of
 *   `npm run bench:all`'s table), `summaryTable` and `writeDocBlock` (the table in docs/performance.md).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import autocannon from "autocannon";
import type pg from "pg";
import { hashToken, newToken } from "#core/session/sessions";
import { buildIfNeeded } from "../build";
import { scaleTemplate } from "../data-scale";
import buildTemplateIfMissing from "../../tests/support/globalSetup";
import { createDatabaseFromTemplate, dropDatabase, serverUrl, templateName } from "../../tests/support/postgres";
import { seededTemplate } from "../../tests/support/seededTemplate";
import { startProductionServer, type RunningServer } from "../../tests/support/server";
import { BENCH_SERVER_ENV, latencyFigures } from "./figures";

export * from "./figures";
export { buildIfNeeded, serverUrl, type RunningServer };

/** The user agent of the benchmarks' requests (a current desktop Chromium). */
export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** `--name value` of the command line as a number (`fallback` when absent). */
export function numberArg(flag: string, fallback: number): number {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** `--name value` of the command line as a string (`fallback` when absent). */
export function stringArg(flag: string, fallback: string): string {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** `--name` is on the command line. */
export const hasFlag = (flag: string): boolean => process.argv.includes(flag);

// ---------------------------------------------------------------------------------------------------------------
// Databases
// ---------------------------------------------------------------------------------------------------------------

/**
 * What a scratch database is cloned from: the tests' migrated template (empty, built when missing), the seeded demo,
 * the district-sized `data:scale` database (built when missing), or a named template.
 */
export type DatabaseSource = "migrated" | "seeded" | "scale" | { template: string };

export type ScratchDatabase = { name: string; url: string; dataDir: string | undefined; drop: () => Promise<void> };

/** A scratch database on the PostgreSQL server of DATABASE_URL (or 127.0.0.1:5432), cloned from `source`. */
export async function scratchDatabase(prefix: string, source: DatabaseSource): Promise<ScratchDatabase> {
  let template: string;
  let dataDir: string | undefined;
  if (source === "migrated") {
    await buildTemplateIfMissing();
    template = templateName();
  } else if (source === "seeded") ({ template, dataDir } = await seededTemplate());
  else if (source === "scale") ({ template, dataDir } = await scaleTemplate());
  else template = source.template;
  const name = await createDatabaseFromTemplate(prefix, template);
  return { name, url: serverUrl(name), dataDir, drop: () => dropDatabase(name) };
}

type Queryable = { query: (...a: unknown[]) => unknown };
type PoolLike = { on: (event: string, listener: (client: Queryable) => void) => void; end: () => Promise<void> };

/**
 * Payload in this process on a scratch clone of `source`, as the integration tests open it (NODE_ENV=test, the
 * database migrated, uploads into a temporary DATA_DIR). Every statement goes through a pooled client's query()
 * (pool.query checks one out too), so each client is instrumented as it is checked out: `sql.count` counts them,
 * and `sql.log`, when an array, receives their text. `close` destroys Payload, drops the database and the folder.
 */
export async function openPayload(prefix: string, source: DatabaseSource, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replaceAll("_", "-")}-`));
  Object.assign(process.env, { NODE_ENV: "test", APP_ENV: "test", DATA_DIR: dataDir, ...env });
  let db: ScratchDatabase | undefined;
  let pool: PoolLike | undefined;
  let destroy: (() => Promise<void>) | undefined;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    pool?.on("error", () => {});
    await destroy?.().catch(() => {});
    if (db) await db.drop().catch((err) => console.error(`could not drop the scratch database ${db!.name}:`, err));
    // payload.destroy() does not end the pool in 3.90.2 (see tests/support/payload.ts): end it without waiting on it.
    void pool?.end().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    db = await scratchDatabase(prefix, source);
    process.env.DATABASE_URL = db.url;
    const { getPayload } = await import("payload");
    const { default: config } = await import("../../cms/payload.config");
    const { createSession } = await import("#core/session/sessions");
    const { createContext } = await import("#core/context");
    const { createCaller } = await import("../../trpc/router");
    const payload = await getPayload({ config });
    destroy = () => payload.destroy();
    pool = payload.db.pool as unknown as PoolLike;
    const sql = { count: 0, log: null as string[] | null };
    const instrumented = new WeakSet<object>();
    pool.on("acquire", (client) => {
      if (instrumented.has(client)) return;
      instrumented.add(client);
      const original = client.query;
      client.query = function (this: unknown, ...a: unknown[]) {
        sql.count++;
        if (sql.log) {
          const q = a[0] as string | { text?: string };
          sql.log.push(typeof q === "string" ? q : q?.text ?? "?");
        }
        return original.apply(this, a);
      };
    });
    /** A server-side tRPC caller as `user` (a real session row), or as an anonymous visitor. */
    const callerAs = async (user: { id: number } | null, opts: { ip?: string } = {}) => {
      const session = user ? { ...(await createSession(payload, { user: user.id })).session, user } : null;
      return createCaller(createContext({ payload, session: session as never, ip: opts.ip ?? "203.0.113.7", secureCookies: false, setCookie: () => {} }));
    };
    return { payload, database: db.name, sql, callerAs, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * A benchmark on Payload in this process: `openPayload`, then `body`, whose answer is the exit code (0 when it says
 * nothing); an error is printed and exits 1. The database is dropped at the end, even on failure or Ctrl-C.
 */
export async function benchOnPayload(
  prefix: string,
  source: DatabaseSource,
  body: (db: Awaited<ReturnType<typeof openPayload>>) => Promise<number | void>,
  env: Record<string, string> = {},
): Promise<never> {
  let close: (() => Promise<void>) | undefined;
  process.once("SIGINT", () => void close?.().finally(() => process.exit(130)));
  process.once("SIGTERM", () => void close?.().finally(() => process.exit(143)));
  let exitCode = 0;
  try {
    const db = await openPayload(prefix, source, env);
    close = db.close;
    exitCode = (await body(db)) ?? 0;
  } catch (err) {
    console.error(err);
    exitCode = 1;
  } finally {
    await close?.().catch(() => {});
  }
  process.exit(exitCode);
}

// ---------------------------------------------------------------------------------------------------------------
// The production server
// ---------------------------------------------------------------------------------------------------------------

/**
 * The production server (build/app/server.mjs, built when stale) on `databaseName` (null: the embedded database of
 * env.DATA_DIR), with `BENCH_SERVER_ENV` and LOG_LEVEL=error unless `env` says otherwise; its output goes to
 * test-results/<name>-server.log. `removeOnStop`: a folder removed once it has stopped (an embedded DATA_DIR).
 */
export async function startBenchServer(opts: {
  databaseName: string | null;
  name: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
  timeoutMs?: number;
  removeOnStop?: string;
}): Promise<RunningServer> {
  buildIfNeeded();
  const server = await startProductionServer({
    databaseName: opts.databaseName,
    name: opts.name,
    env: { LOG_LEVEL: "error", ...BENCH_SERVER_ENV, ...opts.env },
    nodeArgs: opts.nodeArgs,
    timeoutMs: opts.timeoutMs,
  });
  if (!opts.removeOnStop) return server;
  const dir = opts.removeOnStop;
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CPU time (ms, user + system) a process has used so far, from /proc (Linux; 0 elsewhere or once it has gone). */
export function procCpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, USER_HZ 100
  } catch {
    return 0;
  }
}

export type CpuSample = { server: number; postgres: Map<number, number> };

/** The CPU ms of the server processes and of the PostgreSQL backends of `database` (`monitor` null: none, as embedded). */
export async function cpuNow(monitor: pg.Client | null, serverPids: (number | undefined)[], database: string): Promise<CpuSample> {
  const backends = monitor
    ? (await monitor.query("SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [database])).rows.map((r) => Number(r.pid))
    : [];
  return { server: serverPids.reduce((sum: number, pid) => sum + procCpuMs(pid), 0), postgres: new Map(backends.map((pid) => [pid, procCpuMs(pid)])) };
}

/** The CPU ms used between two samples: the servers', and the PostgreSQL backends' (those that existed at the end). */
export function cpuDelta(a: CpuSample, b: CpuSample): { server: number; postgres: number } {
  let postgres = 0;
  for (const [pid, ms] of b.postgres) postgres += ms - (a.postgres.get(pid) ?? 0);
  return { server: b.server - a.server, postgres };
}

// ---------------------------------------------------------------------------------------------------------------
// Users and sessions
// ---------------------------------------------------------------------------------------------------------------

type Client = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** `count` copies of the account `email` (same memberships and classes), e-mails `<prefix>-<n>@biotext.test`; their ids. */
export async function copiesOfUser(c: Client, email: string, prefix: string, count: number): Promise<number[]> {
  const original = (await c.query("SELECT id FROM users WHERE email = $1", [email])).rows[0];
  if (!original) throw new Error(`no ${email} in the database: is it seeded?`);
  const columns = (
    await c.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name NOT IN ('id', 'email', 'username', 'created_at', 'updated_at')",
    )
  ).rows.map((r) => `"${r.column_name}"`);
  const ids = (
    await c.query(
      `INSERT INTO users (${columns.join(", ")}, email, username, created_at, updated_at)
       SELECT ${columns.map((col) => `u.${col}`).join(", ")}, '${prefix}-' || g || '@biotext.test', '${prefix}-' || g || '@biotext.test', now(), now()
       FROM users u, generate_series(1, ${count}) g WHERE u.id = $1 RETURNING id`,
      [original.id],
    )
  ).rows.map((r) => Number(r.id));
  await c.query(
    `INSERT INTO users_rels ("order", parent_id, path, memberships_id, classes_id)
     SELECT r."order", n.id, r.path, r.memberships_id, r.classes_id FROM users_rels r, unnest($2::int[]) AS n(id) WHERE r.parent_id = $1`,
    [original.id, ids],
  );
  return ids;
}

/** A live session for each user, written as a login writes it (the token's SHA-256, 12 hours): their `sid=` cookies. */
export async function sessionsFor(c: Client, userIds: number[], opts: { activeUnit?: number } = {}): Promise<string[]> {
  const tokens = userIds.map(() => newToken());
  await c.query(
    `INSERT INTO sessions (token_hash, public_id, user_id, language, expires_at, last_seen_at, active_unit_id, should_show_modal)
     SELECT t.hash, gen_random_uuid()::text, t.user_id, 'en', now() + interval '12 hours', now(), $3::int, false
       FROM unnest($1::text[], $2::int[]) AS t(hash, user_id)`,
    [tokens.map(hashToken), userIds, opts.activeUnit ?? null],
  );
  return tokens.map((t) => `sid=${t}`);
}

/** The `data:scale` students of its classes (25 a class, each class one membership), in id order, with that membership. */
export async function scaleStudentsOfClasses(c: Client, count: number): Promise<{ id: number; membership: number }[]> {
  const rows = (
    await c.query(
      `SELECT DISTINCT ON (ur.parent_id) ur.parent_id AS id, cr.memberships_id AS membership FROM users_rels ur
       JOIN classes_rels cr ON cr.parent_id = ur.classes_id AND cr.path = 'memberships'
       JOIN memberships m ON m.id = cr.memberships_id AND m.key LIKE 'SCALE-M%'
       JOIN users u ON u.id = ur.parent_id AND u.role = 'student'
       WHERE ur.path = 'classes' ORDER BY ur.parent_id LIMIT ${count}`,
    )
  ).rows.map((r) => ({ id: Number(r.id), membership: Number(r.membership) }));
  if (rows.length < count) throw new Error(`the scale database has ${rows.length} students in its classes, not ${count}`);
  return rows;
}

export type Place = { module: number; lesson: number };

/** The published lessons a membership opens (with their module), in reading order. */
export async function membershipPlaces(c: Client, membership: number): Promise<Place[]> {
  return (
    await c.query(
      `SELECT l.id AS lesson, l.module_id AS module FROM lessons l
         JOIN memberships_rels mr ON mr.units_id = l.unit_id AND mr.path = 'units' AND mr.parent_id = $1
         JOIN modules m ON m.id = l.module_id AND m._status = 'published'
         JOIN chapters ch ON ch.id = m.chapter_id
        WHERE l._status = 'published' ORDER BY l.unit_id, ch."order", ch.id, m."order", m.id, l."order", l.id`,
      [membership],
    )
  ).rows.map((p) => ({ module: Number(p.module), lesson: Number(p.lesson) }));
}

/** The list started at `start` (wrapping round): students start at different places of the book. */
export const rotate = <T>(xs: T[], start: number): T[] => [...xs.slice(start), ...xs.slice(0, start)];

// ---------------------------------------------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------------------------------------------

/**
 * Autocannon on `url` with `connections`, for `limit` (a duration in s or a count of requests); each request with
 * the next of `headerSets` (or the given `requests`); `onLatency` sees each answer's latency (ms).
 */
export function cannon(opts: {
  url: string;
  connections: number;
  limit: { duration: number } | { amount: number };
  headerSets?: Record<string, string>[];
  requests?: autocannon.Request[];
  method?: autocannon.Request["method"];
  timeout?: number;
  onLatency?: (ms: number) => void;
}): Promise<autocannon.Result> {
  let i = 0;
  const sets = opts.headerSets ?? [{}];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        ...opts.limit,
        ...(opts.method ? { method: opts.method } : {}),
        ...(opts.timeout ? { timeout: opts.timeout } : {}),
        requests: opts.requests ?? [
          {
            setupRequest: (req) => {
              req.headers = { ...req.headers, ...sets[i++ % sets.length] };
              return req;
            },
          },
        ],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    if (opts.onLatency) instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => opts.onLatency!(ms));
  });
}

/** `amount` requests of a page before it is measured (answers discarded): the server's JIT settles. */
export async function warmUp(url: string, headerSets: Record<string, string>[], opts: { connections: number; amount: number }): Promise<void> {
  if (opts.amount > 0) await cannon({ url, connections: opts.connections, headerSets, limit: { amount: opts.amount } });
}

/** One autocannon run's figures: requests/s, latency percentiles (ms), errors (non-2xx answers and failed requests). */
export type Run = { label: string; rps: number; p50: number; p95: number; p975: number; p99: number; errors: number; total: number };

/** Autocannon on `url` for `seconds` with `connections`, each request with the next of `headerSets`: its figures. */
export async function measure(label: string, url: string, headerSets: Record<string, string>[], opts: { connections: number; seconds: number }): Promise<Run> {
  // autocannon's histogram has no p95 (p90, p97.5, p99): every answer's latency is kept for it.
  const latencies: number[] = [];
  const r = await cannon({ url, connections: opts.connections, headerSets, limit: { duration: opts.seconds }, onLatency: (ms) => latencies.push(ms) });
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p95: latencyFigures(latencies).p95,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors,
    total: r.requests.total,
  };
}

/** The SQL statement count of a Server-Timing header (server/serverTiming.ts: `db;desc="N queries"`), if it has one. */
export function serverTimingStatements(header: string | null | undefined): number | null {
  const m = /desc="(\d+) queries"/.exec(header ?? "");
  return m ? Number(m[1]) : null;
}

/** The statement count one request of `url` reports (undefined when it has none, or does not answer within a minute). */
export async function statementsOf(url: string, headers: Record<string, string>): Promise<number | undefined> {
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    return serverTimingStatements(res.headers.get("server-timing")) ?? undefined;
  } catch {
    // A request that does not answer in a minute (a saturated machine): the figure is unknown, the run goes on.
    return undefined;
  }
}

/** One answer of `browserRequest`: its status, redirect, wall time, SQL statements (Server-Timing), bytes as sent, body. */
export type Answer = { status: number; location: string | null; ms: number; statements: number | null; bytes: number; body: string };

/**
 * One request as a browser sends it, on `agent` (kept-alive connections): a page (accept text/html), or with
 * `fetch` one of the page's own requests (any type, its answer decoded as the browser would and kept in `body`).
 * A body starting with "{" is a tRPC call (superjson's {"json": …}), any other a form post; both carry the Origin.
 */
export function browserRequest(
  agent: http.Agent,
  base: string,
  method: "GET" | "POST",
  pathAndQuery: string,
  cookie: string,
  body?: string,
  fetch = false,
): Promise<Answer> {
  const url = new URL(pathAndQuery, base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent,
        headers: {
          cookie,
          "user-agent": BROWSER,
          accept: fetch ? "*/*" : "text/html",
          // As Chromium sends it, for pages and for the page's own fetches alike.
          "accept-encoding": "gzip, deflate, br",
          ...(body != null
            ? {
                "content-type": body.startsWith("{") ? "application/json" : "application/x-www-form-urlencoded;charset=UTF-8",
                "content-length": Buffer.byteLength(body),
                origin: base,
              }
            : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on("data", (d: Buffer) => {
          bytes += d.length;
          if (fetch) chunks.push(d);
        });
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const text = !fetch ? "" : (encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw).toString("utf8");
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            ms: performance.now() - started,
            statements: serverTimingStatements(String(res.headers["server-timing"] ?? "")),
            bytes,
            body: text,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}
