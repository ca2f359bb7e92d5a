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
import pg from "pg";
import {
  BROWSER,
  browserRequest,
  type Answer,
  membershipPlaces,
  procCpuMs,
  reportFigure,
  rotate,
  scaleStudentsOfClasses,
  scratchDatabase,
  serverUrl,
  sessionsFor,
  startBenchServer,
  stringArg,
  type Place,
  type RunningServer,
} from "./harness";

const REQUESTS = Number(stringArg("--requests", "200"));
const WARMUP = Math.max(REQUESTS, Number(stringArg("--warmup", "3000")));
const CACHE = stringArg("--cache", "off");
const PROFILE = process.argv.includes("--profile");
/** `--only module,unit`: only these targets (module, unit, completion), e.g. for a profile of one page. */
const ONLY = stringArg("--only", "").split(",").filter(Boolean);
const STUDENTS = 20;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const request = (base: string, method: "GET" | "POST", pathAndQuery: string, cookie: string, body?: string) =>
  browserRequest(agent, base, method, pathAndQuery, cookie, body);

/** `STUDENTS` scale students, a session each, each starting at a different lesson of their membership's. */
async function students(c: pg.Client): Promise<{ cookie: string; places: Place[] }[]> {
  const rows = await scaleStudentsOfClasses(c, STUDENTS);
  const cookies = await sessionsFor(
    c,
    rows.map((r) => r.id),
  );
  const out = [];
  for (const [i, r] of rows.entries()) {
    const places = await membershipPlaces(c, r.membership);
    out.push({ cookie: cookies[i], places: rotate(places, (i * 11) % places.length) });
  }
  return out;
}

let database = "";
let drop: (() => Promise<void>) | null = null;
let server: RunningServer | null = null;

const monitor = new pg.Client({ connectionString: serverUrl("postgres") });
try {
  const db = await scratchDatabase("biotext_render", "scale");
  database = db.name;
  drop = db.drop;
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  const learners = await students(c).finally(() => c.end());
  // --log-statements: every statement of the run's database in PostgreSQL's log (to see what Server-Timing does not count).
  if (process.argv.includes("--log-statements")) await monitor.connect().then(() => monitor.query(`ALTER DATABASE "${database}" SET log_statement = 'all'`));
  const profileDir = path.resolve("test-results/cpu-render");
  if (PROFILE) fs.rmSync(profileDir, { recursive: true, force: true });
  // The profile's flags go before the entry (NODE_OPTIONS may not carry --cpu-prof).
  server = await startBenchServer({
    databaseName: database,
    name: "render",
    env: { DATA_DIR: db.dataDir!, PRIVATE_PAGE_CACHE: CACHE },
    nodeArgs: PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    timeoutMs: 180_000,
  });
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
  await drop?.().catch(() => {});
}
process.exit(0);
