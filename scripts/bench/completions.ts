/**
 * `npm run bench:completions [-- --scale] [-- --seconds 20] [-- --connections 64] [-- --students 1000] [-- --instances 2|1] [-- --nginx] [-- --profile] [-- --ceiling]`:
 * how many lesson completions per second the production server acknowledges (issue "Proof at
 * scale", goal ≥ 1,000/s with 0 lost), measured on its own, without the page loads of the soak.
 *
 * The production build (build/app/server.mjs) on a scratch copy of the seeded demo database (or of
 * the district-sized database of `npm run data:scale` with `--scale`): two instances behind a small
 * local keep-alive proxy (round robin, as the soak's load balancer) or, with `--instances 1`, one
 * instance addressed directly. `--nginx` (issue 29): the two instances as deploy/ runs them instead, behind
 * Debian's nginx and through PgBouncer in transaction mode (tests/support/stack.ts; the CPU figures then
 * leave out nginx's and PgBouncer's own). Before the timed phase every student gets a session of their own
 * (rows written directly, as a login writes them: no bcrypt in the measurement). Then `--connections`
 * connections post `progress.completeLesson` exactly as the browser's tRPC batch link does
 * (`POST /trpc/progress.completeLesson?batch=1`, superjson body, session cookie, same Origin), each
 * request for a (student, lesson) pair not completed before in the run, for `--seconds` seconds
 * after a 3-second warm-up.
 *
 * A ledger keeps every acknowledged completion (HTTP 200 whose answer is `COMPLETE`); afterwards
 * each one must have its COMPLETE lesson row in the database (lost = those that do not). Printed:
 * acknowledged writes/s, p50/p95 latency, errors, lost, and the statements each call sent to
 * PostgreSQL (the `db;desc="N queries"` of the Server-Timing header, core/db/queryStats.ts: the session
 * lookup included), next to the goal.
 *
 * `--ceiling`: in the same run, after the completions, with the same proxy, instances, connections,
 * duration and load generator, the best this stack does for a request that writes nothing: (a)
 * `GET /healthz` (Express, one `select 1`), (b) `session.details` as the browser's batch link asks
 * for it (`GET /trpc/session.details?batch=1`, the students' cookies: the session lookup and nothing
 * else), and (c) the load generator and the proxy alone, in front of two bare Node HTTP servers
 * (a 2-byte answer, no Express, no database). A completion costs more than (b), so when (a) or (b)
 * stays below the goal, the goal cannot be met on this machine with this setup: printed as such.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { startNginx, startPgbouncer, type Nginx, type Pgbouncer } from "../../tests/support/stack";
import {
  BROWSER,
  cannon,
  copiesOfUser,
  cpuDelta,
  cpuNow as serverAndPostgresCpu,
  hasFlag,
  numberArg,
  percentile,
  scaleStudentsOfClasses,
  scratchDatabase,
  serverTimingStatements,
  serverUrl,
  sessionsFor,
  startBenchServer,
  type RunningServer,
} from "./harness";

const GOAL = 1000;
const WARMUP_SECONDS = 3;

const SCALE_RUN = hasFlag("--scale");
const SECONDS = numberArg("--seconds", 20);
const CONNECTIONS = numberArg("--connections", 64);
const STUDENTS = numberArg("--students", 1000);
const INSTANCES = numberArg("--instances", 2) >= 2 ? 2 : 1;
const PROFILE = hasFlag("--profile");
const CEILING = hasFlag("--ceiling");
const NGINX = hasFlag("--nginx") && INSTANCES === 2;

type Student = { id: number; cookie: string; lessons: number[] };

/** `count` copies of the demo student (same memberships and classes), with the lessons those open. */
async function demoStudents(c: pg.Client, count: number): Promise<{ id: number; lessons: number[] }[]> {
  const student = (await c.query("SELECT id FROM users WHERE email = 'student@biotext.test'")).rows[0];
  if (!student) throw new Error("no demo student in the database: is it seeded?");
  const ids = await copiesOfUser(c, "student@biotext.test", "completions", count);
  const lessons = await lessonsOf(c, student.id);
  return ids.map((id) => ({ id, lessons }));
}

/** `--scale`: generated students of the scale classes (25 a class, each class one membership), entitled through their class. */
async function scaleStudents(c: pg.Client, count: number): Promise<{ id: number; lessons: number[] }[]> {
  const rows = await scaleStudentsOfClasses(c, count);
  // Every student of a membership opens the same lessons: read them once per membership.
  const lessonsOfMembership = new Map<number, number[]>();
  const out: { id: number; lessons: number[] }[] = [];
  for (const r of rows) {
    let lessons = lessonsOfMembership.get(r.membership);
    if (!lessons) lessonsOfMembership.set(r.membership, (lessons = await lessonsOf(c, r.id)));
    out.push({ id: r.id, lessons });
  }
  return out;
}

/** The published lessons of the units a user's memberships (own and their classes') open, in reading order. */
async function lessonsOf(c: pg.Client, userId: number): Promise<number[]> {
  const rows = (
    await c.query(
      `WITH m AS (
         SELECT memberships_id AS id FROM users_rels WHERE parent_id = $1 AND path = 'memberships' AND memberships_id IS NOT NULL
         UNION SELECT cr.memberships_id FROM users_rels ur JOIN classes_rels cr ON cr.parent_id = ur.classes_id AND cr.path = 'memberships'
          WHERE ur.parent_id = $1 AND ur.path = 'classes' AND cr.memberships_id IS NOT NULL)
       SELECT DISTINCT l.id, l.unit_id, l.module_id, l."order" FROM lessons l
         JOIN memberships_rels mr ON mr.units_id = l.unit_id AND mr.path = 'units' AND mr.parent_id IN (SELECT id FROM m)
        WHERE l._status = 'published' ORDER BY l.unit_id, l.module_id, l."order", l.id`,
      [userId],
    )
  ).rows;
  if (!rows.length) throw new Error(`user ${userId} opens no lesson`);
  return rows.map((r) => Number(r.id));
}

/** A live session for each student, written as a login writes it (the token's SHA-256, 12 hours). */
async function withSessions(c: pg.Client, students: { id: number; lessons: number[] }[]): Promise<Student[]> {
  const cookies = await sessionsFor(
    c,
    students.map((s) => s.id),
  );
  return students.map((s, i) => ({ ...s, cookie: cookies[i] }));
}

/** Round robin over the instances on kept-alive connections, as a load balancer in front of them. */
function startProxy(upstreams: { base: string }[]): Promise<{ server: http.Server; base: string }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let turn = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(upstreams[turn++ % upstreams.length].base);
    const up = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, "x-forwarded-host": req.headers.host }, agent },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on("error", () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(up);
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

type Phase = { acked: number; seconds: number; latencies: number[]; errors: number; non200: Record<string, number>; queries: number[] };

/** Posts completions of fresh (student, lesson) pairs on `CONNECTIONS` connections for `seconds`; acknowledged pairs go to `ledger`. */
function run(base: string, students: Student[], next: { i: number }, ledger: Set<string>, seconds: number): Promise<Phase> {
  const phase: Phase = { acked: 0, seconds, latencies: [], errors: 0, non200: {}, queries: [] };
  const origin = base;
  return cannon({
    url: `${base}/trpc/progress.completeLesson?batch=1`,
    method: "POST",
    connections: CONNECTIONS,
    limit: { duration: seconds },
    timeout: 30,
    onLatency: (ms) => phase.latencies.push(ms),
    requests: [
      {
        setupRequest: (req, context) => {
          // Consecutive pairs belong to different students; each student walks their lessons in order.
          const i = next.i++;
          const s = students[i % students.length];
          const lessonId = s.lessons[Math.floor(i / students.length) % s.lessons.length];
          (context as Record<string, unknown>).pair = `${s.id}:${lessonId}`;
          return {
            ...req,
            method: "POST",
            headers: { "content-type": "application/json", origin, cookie: s.cookie, "user-agent": BROWSER, "accept-encoding": "gzip, deflate, br" },
            body: JSON.stringify({ 0: { json: { lessonId } } }),
          };
        },
        onResponse: (status, body, context, headers) => {
          const h = Object.fromEntries(Object.entries((headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
          const q = serverTimingStatements(h["server-timing"]);
          if (q != null) phase.queries.push(q);
          if (status !== 200) {
            phase.non200[status] = (phase.non200[status] ?? 0) + 1;
            return;
          }
          // A compressed answer (the server compresses for a browser's Accept-Encoding) reaches here as
          // undecodable text: its 200 is the acknowledgement (a batch of one answers 200 only on success).
          const compressed = Boolean(h["content-encoding"]);
          let answer: { result?: { data?: { json?: { status?: string } } } } | undefined;
          try {
            answer = compressed ? undefined : (JSON.parse(body) as (typeof answer)[])[0];
          } catch {
            answer = undefined;
          }
          if (!compressed && answer?.result?.data?.json?.status !== "COMPLETE") {
            phase.non200["200 without COMPLETE"] = (phase.non200["200 without COMPLETE"] ?? 0) + 1;
            return;
          }
          ledger.add((context as Record<string, unknown>).pair as string);
          phase.acked++;
        },
      },
    ],
  }).then((result) => {
    phase.errors = result.errors + result.timeouts;
    return phase;
  });
}

type Plain = { ok: number; seconds: number; latencies: number[]; errors: number; non200: Record<string, number> };

/**
 * `--ceiling`: `path` asked for on `CONNECTIONS` connections for `seconds`, with the completions' headers
 * (the students' cookies in turn when `cookies`); a 200 counts.
 */
function runPlain(base: string, pathAndQuery: string, students: Student[] | null, seconds: number): Promise<Plain> {
  const phase: Plain = { ok: 0, seconds, latencies: [], errors: 0, non200: {} };
  let i = 0;
  return cannon({
    url: `${base}${pathAndQuery}`,
    method: "GET",
    connections: CONNECTIONS,
    limit: { duration: seconds },
    timeout: 30,
    onLatency: (ms) => phase.latencies.push(ms),
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          method: "GET",
          headers: {
            origin: base,
            "user-agent": BROWSER,
            "accept-encoding": "gzip, deflate, br",
            ...(students ? { cookie: students[i++ % students.length].cookie } : {}),
          },
        }),
        onResponse: (status) => {
          if (status === 200) phase.ok++;
          else phase.non200[status] = (phase.non200[status] ?? 0) + 1;
        },
      },
    ],
  }).then((result) => {
    phase.errors = result.errors + result.timeouts;
    return phase;
  });
}

/** `--ceiling` (c): a bare Node HTTP server in a process of its own, answering every request with "ok". */
function startBareServer(): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const s = require("node:http").createServer((q, r) => { q.resume(); q.on("end", () => { r.writeHead(200, { "content-type": "text/plain", "content-length": 2 }); r.end("ok"); }); });
s.keepAliveTimeout = 60000;
s.listen(0, "127.0.0.1", () => console.log(s.address().port));`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.stdout!.once("data", (d: Buffer) => resolve({ base: `http://127.0.0.1:${Number(String(d).trim())}`, child }));
  });
}

/** A preload script that profiles the process from its start and writes the profile when it exits. */
function profilerPreload(): string {
  const dir = path.resolve("test-results/cpu-completions");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "preload.cjs");
  fs.writeFileSync(
    file,
    `const inspector = require("node:inspector");
const fs = require("node:fs");
const session = new inspector.Session();
session.connect();
session.post("Profiler.enable", () => session.post("Profiler.start"));
process.once("exit", () =>
  session.post("Profiler.stop", (err, r) => {
    if (!err) fs.writeFileSync(${JSON.stringify(dir)} + "/server-" + process.pid + ".cpuprofile", JSON.stringify(r.profile));
  }),
);
`,
  );
  return file;
}

/**
 * CPU time (ms) used so far by the server instances, by the PostgreSQL backends serving this
 * run's database, and by this process (load generator and proxy), read from /proc (Linux). The
 * difference over a phase, divided by the requests answered, is each request's machine time split
 * by where it went: unlike the rate, it hardly moves with what else the machine runs. PostgreSQL's
 * shared background processes (WAL writer, checkpointer) are not included.
 */
type Cpu = { server: number; postgres: Map<number, number>; bench: number };
async function cpuNow(c: pg.Client | null, processes: (number | undefined)[], database: string): Promise<Cpu | null> {
  if (!c || !fs.existsSync("/proc/self/stat")) return null;
  const usage = process.cpuUsage();
  return { ...(await serverAndPostgresCpu(c, processes, database)), bench: (usage.user + usage.system) / 1000 };
}
function cpuPerRequest(before: Cpu | null, after: Cpu | null, requests: number): string {
  if (!before || !after || !requests) return "";
  const { server, postgres } = cpuDelta(before, after);
  const per = (ms: number) => (ms / requests).toFixed(3);
  const bench = after.bench - before.bench;
  return `CPU ms per request: server ${per(server)}, postgres backends ${per(postgres)}, load generator + proxy ${per(bench)}, total ${per(
    server + postgres + bench,
  )}`;
}

const db = await scratchDatabase("biotext_completions", SCALE_RUN ? "scale" : "seeded");
const database = db.name;
const servers: RunningServer[] = [];
let proxy: http.Server | null = null;
let nginx: Nginx | null = null;
let bouncer: Pgbouncer | null = null;
const bare: ChildProcess[] = [];
let bareProxy: http.Server | null = null;
let monitor: pg.Client | null = null;
try {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  let students: Student[];
  try {
    students = await withSessions(c, SCALE_RUN ? await scaleStudents(c, STUDENTS) : await demoStudents(c, STUDENTS));
  } finally {
    await c.end();
  }
  const env: Record<string, string> = { DATA_DIR: db.dataDir!, TRUST_PROXY: "1" };
  if (NGINX) {
    bouncer = await startPgbouncer({ poolSize: 10 });
    Object.assign(env, { DATABASE_URL: bouncer.url(database), DATABASE_DIRECT_URL: serverUrl(database), DATABASE_POOLING: "transaction" });
  }
  // --profile: each instance writes a V8 CPU profile (.cpuprofile, open in Chrome DevTools) when it stops
  // (a preloaded inspector session: NODE_OPTIONS may not carry --cpu-prof).
  if (PROFILE) env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --require ${profilerPreload()}`.trim();
  for (let k = 0; k < INSTANCES; k++) servers.push(await startBenchServer({ databaseName: database, name: `completions-${k}`, env }));
  let base = servers[0].base;
  if (NGINX) {
    nginx = await startNginx({ upstreams: servers.map((s) => new URL(s.base).host), trustClientForwardedFor: true });
    base = nginx.base;
  } else if (INSTANCES > 1) {
    const p = await startProxy(servers);
    proxy = p.server;
    base = p.base;
  }
  const pairs = students.reduce((n, s) => n + s.lessons.length, 0);
  console.log(
    `bench:completions: ${students.length} students (${pairs.toLocaleString("en")} distinct student-lesson pairs), ${CONNECTIONS} connections, ${
      NGINX
        ? "two instances behind nginx, through PgBouncer (transaction mode)"
        : INSTANCES === 2
        ? "two instances behind a local proxy"
        : "one instance, no proxy"
    }, ${SCALE_RUN ? "scale" : "demo"} data, database ${database}`,
  );

  const ledger = new Set<string>();
  const next = { i: 0 };
  await run(base, students, next, ledger, WARMUP_SECONDS);
  monitor = new pg.Client({ connectionString: serverUrl("postgres") });
  await monitor.connect();
  const serverPids = servers.map((s) => s.child.pid);
  const cpuBefore = await cpuNow(monitor, serverPids, database).catch(() => null);
  const t0 = performance.now();
  const timed = await run(base, students, next, ledger, SECONDS);
  const elapsed = (performance.now() - t0) / 1000;
  const cpuAfter = await cpuNow(monitor, serverPids, database).catch(() => null);
  if (next.i > pairs) console.log(`note: ${next.i - pairs} requests repeated a pair already completed (idempotent writes): use more --students`);

  // The ledger against the database: every acknowledged completion has its COMPLETE lesson row.
  const check = new pg.Client({ connectionString: db.url });
  await check.connect();
  let lost = 0;
  try {
    const complete = new Set(
      (
        await check.query("SELECT user_id, item_id FROM progress WHERE item_type = 'lesson' AND status = 'COMPLETE' AND user_id = ANY($1::int[])", [
          students.map((s) => s.id),
        ])
      ).rows.map((r) => `${r.user_id}:${Number(r.item_id)}`),
    );
    lost = [...ledger].filter((k) => !complete.has(k)).length;
  } finally {
    await check.end();
  }

  const rate = timed.acked / elapsed;
  const sorted = timed.latencies.sort((a, b) => a - b);
  const queries = timed.queries.length ? timed.queries.reduce((a, b) => a + b, 0) / timed.queries.length : NaN;
  const non200 = Object.values(timed.non200).reduce((a, b) => a + b, 0);
  const cpu = os.cpus();
  console.log(
    `\nprogress completions — ${new Date().toISOString()}, ${cpu.length} × ${cpu[0]?.model ?? "?"}, load average ${os.loadavg()[0].toFixed(2)} at the end`,
  );
  console.log(
    `acknowledged writes/s: ${rate.toFixed(0)} (${timed.acked.toLocaleString("en")} in ${elapsed.toFixed(1)} s) — goal ≥ ${GOAL.toLocaleString("en")}/s: ${
      rate >= GOAL ? "met" : "NOT met"
    }`,
  );
  console.log(`latency: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`);
  console.log(`errors: ${timed.errors} network/timeouts, ${non200} other answers ${JSON.stringify(timed.non200)}`);
  console.log(`lost: ${lost} of ${ledger.size.toLocaleString("en")} acknowledged (warm-up included) — goal 0: ${lost === 0 ? "met" : "NOT met"}`);
  console.log(`SQL statements per call (Server-Timing, session lookup included): ${queries.toFixed(2)}`);
  const cpuLine = cpuPerRequest(cpuBefore, cpuAfter, timed.latencies.length);
  if (cpuLine) console.log(cpuLine);

  if (CEILING) {
    // The same proxy, instances, connections, duration and load generator; nothing written.
    const line = async (label: string, measure: () => Promise<Plain>, cpuOf: (number | undefined)[] = serverPids) => {
      const before = await cpuNow(monitor, cpuOf, database).catch(() => null);
      const p = await measure();
      const after = await cpuNow(monitor, cpuOf, database).catch(() => null);
      const s = p.latencies.sort((a, b) => a - b);
      const bad = Object.values(p.non200).reduce((a, b) => a + b, 0);
      const cpuText = cpuPerRequest(before, after, p.latencies.length);
      console.log(
        `  ${label}: ${(p.ok / p.seconds).toFixed(0)}/s — p50 ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms, errors ${
          p.errors
        }, other answers ${bad}${bad ? ` ${JSON.stringify(p.non200)}` : ""}${cpuText ? `\n      ${cpuText}` : ""}`,
      );
      return p.ok / p.seconds;
    };
    const route = INSTANCES === 2 ? "through the proxy" : "direct";
    console.log(`\nceiling — the same ${CONNECTIONS} connections, ${SECONDS} s each, ${route}, load generator in this process:`);
    console.log(`  progress.completeLesson (above): ${rate.toFixed(0)}/s`);
    const health = await line("(a) GET /healthz (Express, one select 1)", () => runPlain(base, "/healthz", null, SECONDS));
    const details = await line("(b) session.details (tRPC query, session lookup only)", () =>
      runPlain(base, `/trpc/session.details?batch=1&input=${encodeURIComponent("{}")}`, students, SECONDS),
    );
    // (c): the same kind of proxy (or none) in front of bare Node servers: what the load generator and proxy allow.
    const started = await Promise.all(Array.from({ length: INSTANCES }, () => startBareServer()));
    for (const b of started) bare.push(b.child);
    let bareBase = started[0].base;
    if (INSTANCES > 1) {
      const p = await startProxy(started);
      bareProxy = p.server;
      bareBase = p.base;
    }
    const floor = await line(
      `(c) bare Node servers ${route} (no Express, no database)`,
      () => runPlain(bareBase, "/", null, SECONDS),
      bare.map((b) => b.pid),
    );
    const best = Math.min(health, details);
    const g = GOAL.toLocaleString("en");
    // The machine is saturated in each run, so 1 / rate is the machine time one request takes, all processes included.
    const share = (r: number) => `${((GOAL / r) * 100).toFixed(0)} %`;
    const ms = (seconds: number) => (seconds * 1000).toFixed(2);
    console.log(
      best < GOAL
        ? `verdict: ${best === details ? "a tRPC query that only looks up its session" : "GET /healthz"} reaches ${best.toFixed(
            0,
          )}/s here, below ${g}/s; a completion does ` +
            `more than either, so the ${g}/s completion goal CANNOT be met on this machine with this setup` +
            (floor < GOAL ? ` (the load generator and proxy alone reach ${floor.toFixed(0)}/s).` : ".")
        : `verdict: at ${g} requests/s, (a) would take ${share(health)} of this machine's time, (b) ${share(details)}, a completion as measured ${share(
            rate,
          )}. ` +
            `To reach ${g}/s, what a completion does beyond (b) (its POST body, entitlements, the write) must fit in ${ms(
              1 / GOAL - 1 / details,
            )} ms of machine time; ` +
            `it takes ${ms(1 / rate - 1 / details)} ms now.`,
    );
  }
} finally {
  await monitor?.end().catch(() => {});
  bareProxy?.close();
  for (const child of bare) child.kill();
  proxy?.close();
  await nginx?.stop().catch(() => {});
  for (const s of servers) await s.stop().catch(() => {});
  await bouncer?.stop().catch(() => {});
  await db.drop().catch(() => {});
}
process.exit(0);
