/**
 * `npm run bench:render [-- --requests 200] [-- --warmup 3000] [-- --profile] [-- --cache on]`: the server CPU of one
 * page, one request at a time (issue 25 item 2) — no concurrency, so each figure is what one request costs, and the load
 * of the machine hardly moves it. On a scratch copy of the `data:scale` database, one production server with the private page cache
 * off (`--cache on`: on), `--requests` requests of each target by 20 scale students (sessions written as a login
 * writes them), after a warm-up of `--warmup` requests (default 3,000; at least `--requests`):
 *   module page (GET /textbook/module?id=M&s=L) · unit page (GET /textbook) · completion through the page's action
 *   (POST /textbook/module, intent=completeLesson, the 302)
 * Printed per target: server CPU ms per request (/proc, utime + stime of the server process; the PostgreSQL backends
 * of the run's database separately), wall ms p50, statements (Server-Timing), HTML bytes (gzip as sent), and the
 * server CPU of the warm-up's first `--requests` requests ("cold"). V8 goes on compiling a page's code on its compiler
 * threads (their CPU counts in the process's) for ≈ 2,000–3,000 requests after a start: the cold figure is what a
 * server just started pays, the other one what a server in service pays. The first target is the coldest (the later
 * ones share much of its code: Remix, React, the session).
 * `--profile`: the server runs with `--cpu-prof` (test-results/cpu-render/), for `npx tsx scripts/cpu-profile-summary.ts
 * <file> --from requestHandler`; `--only module` (or `unit`, `completion`, comma-separated) measures only those targets,
 * so a profile holds one page.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { hashToken, newToken } from "#core/session/sessions";
import { spawn } from "node:child_process";
import { buildIfNeeded, SERVER_ENTRY, SERVER_NODE_ARGS } from "./build";
import { scaleTemplate } from "./data-scale";
import { BENCH_SERVER_ENV, reportFigure } from "./bench-figures";
import { createDatabaseFromTemplate, dropDatabase, serverUrl } from "../tests/support/postgres";
import { freePort } from "../tests/support/server";

const arg = (flag: string, fallback: string) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const REQUESTS = Number(arg("--requests", "200"));
const WARMUP = Math.max(REQUESTS, Number(arg("--warmup", "3000")));
const CACHE = arg("--cache", "off");
const PROFILE = process.argv.includes("--profile");
/** `--only module,unit`: only these targets (module, unit, completion), e.g. for a profile of one page. */
const ONLY = arg("--only", "").split(",").filter(Boolean);
const STUDENTS = 20;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const TICK_MS = 10;

function procCpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
type Answer = { status: number; location: string | null; ms: number; statements: number | null; bytes: number };
function request(base: string, method: "GET" | "POST", pathAndQuery: string, cookie: string, body?: string): Promise<Answer> {
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
          accept: "text/html",
          "accept-encoding": "gzip, deflate, br",
          ...(body != null ? { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), origin: base } : {}),
        },
      },
      (res) => {
        let bytes = 0;
        res.on("data", (d: Buffer) => (bytes += d.length));
        res.on("end", () => {
          const q = /desc="(\d+) queries"/.exec(String(res.headers["server-timing"] ?? ""));
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            ms: performance.now() - started,
            statements: q ? Number(q[1]) : null,
            bytes,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

type Place = { module: number; lesson: number };

async function students(c: pg.Client): Promise<{ cookie: string; places: Place[] }[]> {
  const rows = (
    await c.query(
      `SELECT DISTINCT ON (ur.parent_id) ur.parent_id AS id, cr.memberships_id AS membership FROM users_rels ur
         JOIN classes_rels cr ON cr.parent_id = ur.classes_id AND cr.path = 'memberships'
         JOIN memberships m ON m.id = cr.memberships_id AND m.key LIKE 'SCALE-M%'
         JOIN users u ON u.id = ur.parent_id AND u.role = 'student'
        WHERE ur.path = 'classes' ORDER BY ur.parent_id LIMIT ${STUDENTS}`,
    )
  ).rows.map((r) => ({ id: Number(r.id), membership: Number(r.membership) }));
  const out = [];
  for (const [i, r] of rows.entries()) {
    const places = (
      await c.query(
        `SELECT l.id AS lesson, l.module_id AS module FROM lessons l
           JOIN memberships_rels mr ON mr.units_id = l.unit_id AND mr.path = 'units' AND mr.parent_id = $1
           JOIN modules m ON m.id = l.module_id AND m._status = 'published'
           JOIN chapters ch ON ch.id = m.chapter_id
          WHERE l._status = 'published' ORDER BY l.unit_id, ch."order", ch.id, m."order", m.id, l."order", l.id`,
        [r.membership],
      )
    ).rows.map((p) => ({ module: Number(p.module), lesson: Number(p.lesson) }));
    const start = (i * 11) % places.length;
    const token = newToken();
    await c.query(
      `INSERT INTO sessions (token_hash, public_id, user_id, language, expires_at, last_seen_at, should_show_modal)
       VALUES ($1, gen_random_uuid()::text, $2, 'en', now() + interval '12 hours', now(), false)`,
      [hashToken(token), r.id],
    );
    out.push({ cookie: `sid=${token}`, places: [...places.slice(start), ...places.slice(0, start)] });
  }
  return out;
}

buildIfNeeded();
let database = "";
let server: { base: string; child: ReturnType<typeof spawn>; stop: () => Promise<void> } | null = null;

/** The production server (as tests/support/server.ts starts it), with `--cpu-prof` when asked (not allowed in NODE_OPTIONS). */
async function startServer(databaseName: string, env: Record<string, string>, profileDir: string | null) {
  const port = await freePort();
  fs.mkdirSync("test-results", { recursive: true });
  const log = fs.openSync(path.resolve("test-results/render-server.log"), "w");
  const child = spawn(process.execPath, [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), ...SERVER_NODE_ARGS, SERVER_ENTRY], {
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: serverUrl(databaseName),
      SEED_ON_START: "false",
      ...BENCH_SERVER_ENV,
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, child, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error("the server did not start: see test-results/render-server.log");
}
const monitor = new pg.Client({ connectionString: serverUrl("postgres") });
try {
  const { template, dataDir } = await scaleTemplate();
  database = await createDatabaseFromTemplate("biotext_render", template);
  const c = new pg.Client({ connectionString: serverUrl(database) });
  await c.connect();
  const learners = await students(c).finally(() => c.end());
  // --log-statements: every statement of the run's database in PostgreSQL's log (to see what Server-Timing does not count).
  if (process.argv.includes("--log-statements")) await monitor.connect().then(() => monitor.query(`ALTER DATABASE "${database}" SET log_statement = 'all'`));
  const profileDir = path.resolve("test-results/cpu-render");
  if (PROFILE) fs.rmSync(profileDir, { recursive: true, force: true });
  server = await startServer(database, { DATA_DIR: dataDir, LOG_LEVEL: "error", PRIVATE_PAGE_CACHE: CACHE }, PROFILE ? profileDir : null);
  if (!process.argv.includes("--log-statements")) await monitor.connect();
  const base = server.base;
  const pid = server.child.pid;
  const pgCpu = async () => {
    const pids = (await monitor.query("SELECT pid FROM pg_stat_activity WHERE datname = $1", [database])).rows.map((r) => Number(r.pid));
    return new Map(pids.map((p) => [p, procCpuMs(p)]));
  };
  let at = 0;
  const targets: { name: string; run: (s: (typeof learners)[number], n: number) => Promise<Answer>; ok: (a: Answer) => boolean }[] = [
    {
      name: "module page",
      run: (s, n) => {
        const p = s.places[n % s.places.length];
        return request(base, "GET", `/textbook/module?id=${p.module}&s=${p.lesson}`, s.cookie);
      },
      ok: (a) => a.status === 200,
    },
    { name: "unit page", run: (s) => request(base, "GET", "/textbook", s.cookie), ok: (a) => a.status === 200 },
    {
      name: "completion (page action)",
      run: (s, n) => {
        const p = s.places[n % s.places.length];
        return request(base, "POST", `/textbook/module?id=${p.module}`, s.cookie, `intent=completeLesson&lessonId=${p.lesson}`);
      },
      ok: (a) => a.status === 302,
    },
  ];
  if (ONLY.length) targets.splice(0, targets.length, ...targets.filter((t) => ONLY.some((o) => t.name.startsWith(o))));
  console.log(`bench:render: ${REQUESTS} sequential requests per target after ${WARMUP} of warm-up, ${STUDENTS} scale students, private page cache ${CACHE}`);
  /** Transactions of the run's database so far (PostgreSQL flushes its counters at least once a second: read after a pause). */
  const xacts = async () => {
    await new Promise((r) => setTimeout(r, 1200));
    const r = await monitor.query("SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1", [database]);
    return Number(r.rows[0].n);
  };
  console.log(["target", "server CPU ms", "cold", "postgres CPU ms", "p50 ms", "statements", "transactions", "bytes", "errors"].join("\t"));
  for (const t of targets) {
    let coldMs = NaN;
    const coldCpu0 = procCpuMs(pid);
    for (let i = 0; i < WARMUP; i++) {
      if (i === REQUESTS) coldMs = (procCpuMs(pid) - coldCpu0) / REQUESTS;
      await t.run(learners[i % STUDENTS], at + Math.floor(i / STUDENTS));
    }
    if (WARMUP === REQUESTS) coldMs = (procCpuMs(pid) - coldCpu0) / REQUESTS;
    at += Math.ceil(WARMUP / STUDENTS);
    const x0 = await xacts();
    const cpu0 = procCpuMs(pid);
    const pg0 = await pgCpu();
    const answers: Answer[] = [];
    for (let i = 0; i < REQUESTS; i++) answers.push(await t.run(learners[i % STUDENTS], at + Math.floor(i / STUDENTS)));
    at += Math.ceil(REQUESTS / STUDENTS);
    const serverMs = (procCpuMs(pid) - cpu0) / REQUESTS;
    let pgMs = 0;
    for (const [p, ms] of await pgCpu()) pgMs += ms - (pg0.get(p) ?? 0);
    pgMs /= REQUESTS;
    const transactions = ((await xacts()) - x0) / REQUESTS;
    const wall = answers.map((a) => a.ms).sort((a, b) => a - b);
    const st = answers.filter((a) => a.statements != null).map((a) => a.statements!);
    const errors = answers.filter((a) => !t.ok(a)).length;
    const statements = st.length ? st.reduce((a, b) => a + b, 0) / st.length : NaN;
    console.log(
      [
        t.name,
        serverMs.toFixed(2),
        coldMs.toFixed(2),
        pgMs.toFixed(2),
        wall[Math.floor(wall.length / 2)].toFixed(1),
        statements.toFixed(2),
        transactions.toFixed(2),
        Math.round(answers.reduce((a, b) => a + b.bytes, 0) / answers.length),
        errors,
      ].join("\t"),
    );
    reportFigure({
      bench: "render (scale, one request at a time)",
      figure: `${t.name}${CACHE === "off" ? ", uncached" : ""}: server CPU per request`,
      value: serverMs,
      unit: "ms",
      digits: 2,
      ...(t.name !== "completion (page action)" && CACHE === "off" ? { target: { op: "<=" as const, value: 6 } } : {}),
      sql: Number(statements.toFixed(2)),
      detail: `after ${WARMUP.toLocaleString("en")} requests of warm-up (its first ${REQUESTS}: ${coldMs.toFixed(2)} ms); PostgreSQL ${pgMs.toFixed(
        2,
      )} ms, ${transactions.toFixed(2)} transactions, wall p50 ${wall[Math.floor(wall.length / 2)].toFixed(1)} ms, ${errors} errors`,
    });
  }
  // The last pages as sent (uncompressed), to look at: test-results/render-module.html and render-unit.html.
  const sample = learners[0];
  const p = sample.places[0];
  for (const [name, url] of [
    ["module", `/textbook/module?id=${p.module}&s=${p.lesson}`],
    ["unit", "/textbook"],
  ])
    fs.writeFileSync(
      `test-results/render-${name}.html`,
      await (await fetch(`${base}${url}`, { headers: { cookie: sample.cookie, "user-agent": BROWSER } })).text(),
    );
} finally {
  await monitor.end().catch(() => {});
  await server?.stop().catch(() => {});
  if (database) await dropDatabase(database).catch(() => {});
}
process.exit(0);
