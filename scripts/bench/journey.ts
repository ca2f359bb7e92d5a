/**
 * `npm run bench:journey [-- --embedded] [-- --seconds 20] [-- --students 200] [-- --connections 50]`: a student's
 * journey through a module (issue 25 item 4), as a browser without JavaScript makes it:
 *   1. open the module page on a lesson      GET  /textbook/module?id=M&s=L
 *   2. complete the lesson                   POST /textbook/module?id=M  (intent=completeLesson: the page's action,
 *                                                 one progress.completeLessonAndAdvance call, then a 302)
 *   3. open the next page                    GET  the redirect's Location (the next lesson, the next module, or
 *                                                 this module with the chapter-complete banner)
 * then the next journey starts on the student's next lesson. `--students` students (200) walk their lessons in reading
 * order, `--connections` journeys in flight at once (50: as the page bench), the private page cache on (the default).
 *
 * PostgreSQL (default): the district-sized database of `npm run data:scale`, its students (entitled through their
 * classes), a session each written directly as a login writes it. `--embedded`: the production server on the embedded
 * database (PGlite, a fresh DATA_DIR seeded with the demo), a class of `--students` students created for the run by the
 * demo admin (admin.createUser, the LIFE-ALL membership), each signed in once: each student's own progress, as a
 * class's (until 27 Nov 2026 the demo student's sessions were used: one user's progress, so every completion made every
 * other session's kept page stale, and most completions were repeats).
 *
 * Printed: journeys/s and errors over `--seconds` after a warm-up (`--warmup-seconds`, 20); p50/p95 of each step; SQL
 * statements per step (Server-Timing); and CPU ms per step (server, PostgreSQL backends), measured afterwards in rounds where every
 * student makes the same step at once, so that each process's CPU time (/proc) belongs to one kind of step. Then the
 * same journeys started at the target rate for `--seconds` (an open loop, `openLoop`): each step's p50/p95 at that load,
 * and the journeys that could not start on time or failed.
 * Targets: ≥ 200 journeys/s on PostgreSQL, ≥ 60 embedded; p95 of each step ≤ 150 ms (in both runs); 0 errors.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { DEMO_PASSWORD } from "../../seeds/seed";
import {
  BROWSER,
  browserRequest,
  type Answer,
  buildIfNeeded,
  cpuDelta,
  cpuNow as cpuOf,
  hasFlag,
  mean,
  membershipPlaces,
  numberArg,
  percentile,
  reportFigure,
  rotate,
  scaleStudentsOfClasses,
  scratchDatabase,
  serverUrl,
  sessionsFor,
  startBenchServer,
  type Place,
  type RunningServer,
} from "./harness";

const arg = numberArg;
const EMBEDDED = hasFlag("--embedded");
/**
 * `--hydrated`: the journey as a browser with the page's JavaScript makes it (recorded from Chromium on the module
 * page: the form's submission and the next lesson are single-fetch data requests, no document is rendered):
 *   1. complete the lesson     POST /trpc/progress.completeLessonAndAdvance  (the page's `completeLessonFromPage`: the
 *                                   procedure its action calls, straight, with `page`; the answer names the next page
 *                                   and the lesson it recorded opened there, and carries that lesson's page data)
 *   2. open the next page      GET  that page as data (/textbook/module.data?id=M&s=L: the loaders only) — only when
 *                                   the completion did not answer it (the next module's page, the chapter's end)
 *   3. record it opened        POST /trpc/progress.openLessonInModule  (LRN-040: the page's `recordLessonOpened` once the
 *                                   lesson shows) — only when the completion did not record it (the next module's page)
 */
const HYDRATED = process.argv.includes("--hydrated");
const SECONDS = arg("--seconds", 20);
const STUDENTS = arg("--students", 200);
const CONNECTIONS = arg("--connections", 50);
/**
 * `--warmup-seconds` (20) of journeys before the measured ones: V8 goes on compiling the server's code for ≈ 2,000–3,000
 * pages after a start (its compiler threads' CPU counts in the process's); a server in service has long passed that.
 */
const WARMUP_SECONDS = arg("--warmup-seconds", 20);
const CPU_ROUNDS = arg("--cpu-rounds", 3);
/** `--profile` (PostgreSQL only): the server runs with `--cpu-prof` (test-results/cpu-journey/), for scripts/cpu-profile-summary.ts. */
const PROFILE = process.argv.includes("--profile");
const GOAL = EMBEDDED ? 60 : 200;
const P95_GOAL_MS = 150;
type Step = "open module page" | "complete lesson" | "open next page" | "record opened";
const STEPS: readonly Step[] = HYDRATED ? ["complete lesson", "open next page", "record opened"] : ["open module page", "complete lesson", "open next page"];

type Student = { cookie: string; places: Place[]; at: number; busy: boolean };

/** The scale students of the classes, a session each, with the lessons they open in reading order (each starting elsewhere). */
async function scaleStudents(c: pg.Client, count: number): Promise<Student[]> {
  const rows = await scaleStudentsOfClasses(c, count);
  const ofMembership = new Map<number, Place[]>();
  const cookies = await sessionsFor(
    c,
    rows.map((r) => r.id),
  );
  const out: Student[] = [];
  for (const [i, r] of rows.entries()) {
    let places = ofMembership.get(r.membership);
    if (!places) ofMembership.set(r.membership, (places = await membershipPlaces(c, r.membership)));
    if (!places.length) throw new Error(`student ${r.id} opens no lesson`);
    // Students start at different places of the book, so that they do not all render the same pages.
    out.push({ cookie: cookies[i], places: rotate(places, (i * 7) % places.length), at: 0, busy: false });
  }
  return out;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

const request = (base: string, method: "GET" | "POST", pathAndQuery: string, cookie: string, body?: string, fetch = false) =>
  browserRequest(agent, base, method, pathAndQuery, cookie, body, fetch);

type Stats = { ms: number[]; statements: number[]; errors: number; bad: Record<string, number> };
const newStats = (): Record<Step, Stats> =>
  Object.fromEntries(STEPS.map((s) => [s, { ms: [], statements: [], errors: 0, bad: {} }])) as unknown as Record<Step, Stats>;

const placeUrl = (p: Place) => `/textbook/module?id=${p.module}&s=${p.lesson}`;

/** progress.completeLessonAndAdvance's answer (tRPC, superjson): the next page and the lesson recorded opened there. */
function completionAnswer(body: string): { nextUrl: string; opened: number | null; page: boolean } | null {
  try {
    const data = (JSON.parse(body) as { result?: { data?: { json?: { nextUrl?: string; opened?: number | null; page?: unknown } } } }).result?.data?.json;
    return data?.nextUrl ? { nextUrl: data.nextUrl, opened: data.opened ?? null, page: data.page != null } : null;
  } catch {
    return null;
  }
}
const dataUrl = (pageUrl: string) => pageUrl.replace(/^\/textbook\/module\?/, "/textbook/module.data?");

/** One step, checked: pages answer 200, the completion a 302 (a 202 with the redirect, hydrated) to a module page. */
async function step(
  base: string,
  stats: Record<Step, Stats> | null,
  which: Step,
  s: Student,
  next: { url: string | null; opened: number | null; page: boolean },
): Promise<boolean> {
  const p = s.places[s.at % s.places.length];
  let a: Answer;
  try {
    if (HYDRATED) {
      if (which === "complete lesson") {
        // As app/lib/progressCalls.ts sends it: straight to the procedure, superjson on the wire.
        const body = JSON.stringify({ json: { moduleId: p.module, lessonId: p.lesson, page: true } });
        a = await request(base, "POST", "/trpc/progress.completeLessonAndAdvance", s.cookie, body, true);
      } else if (which === "open next page") {
        // The completion answered the next lesson's page: the page shows it without a request (its clientLoader).
        if (next.page) return true;
        a = await request(base, "GET", dataUrl(next.url ?? placeUrl(p)), s.cookie, undefined, true);
      } else {
        // The lesson the page shows: the one named, else (the next module, the chapter-complete banner) the module's first.
        const at = new URL(next.url ?? placeUrl(p), base);
        const moduleId = Number(at.searchParams.get("id"));
        const lessonId = at.searchParams.get("s") ?? String(s.places.find((x) => x.module === moduleId)?.lesson ?? "");
        // The completion recorded it opened: the page sends nothing (app/routes/textbook.module.tsx).
        if (next.opened != null && String(next.opened) === lessonId) return true;
        // As app/lib/progressCalls.ts sends it: straight to the procedure, superjson on the wire.
        const body = JSON.stringify({ json: { moduleId, lessonId: Number(lessonId) } });
        a = await request(base, "POST", "/trpc/progress.openLessonInModule", s.cookie, body, true);
      }
    } else if (which === "open module page") a = await request(base, "GET", placeUrl(p), s.cookie);
    else if (which === "complete lesson")
      a = await request(base, "POST", `/textbook/module?id=${p.module}`, s.cookie, `intent=completeLesson&lessonId=${p.lesson}`);
    else a = await request(base, "GET", next.url ?? placeUrl(p), s.cookie);
  } catch {
    if (stats) stats[which].errors++;
    return false;
  }
  let ok: boolean;
  if (which === "complete lesson") {
    if (HYDRATED) {
      const answer = a.status === 200 ? completionAnswer(a.body) : null;
      next.url = answer?.nextUrl ?? null;
      next.opened = answer?.opened ?? null;
      next.page = answer?.page ?? false;
    } else next.url = a.location;
    ok = (HYDRATED ? a.status === 200 : a.status === 302) && (next.url ?? "").startsWith("/textbook/module?");
  } else ok = a.status === 200;
  if (stats) {
    stats[which].ms.push(a.ms);
    if (a.statements != null) stats[which].statements.push(a.statements);
    if (!ok) stats[which].bad[a.status] = (stats[which].bad[a.status] ?? 0) + 1;
  }
  return ok;
}

/** One journey of student `s` (busy meanwhile): its steps in order, stopping at a failed one; then its next lesson. */
async function journey(base: string, stats: Record<Step, Stats> | null, s: Student): Promise<boolean> {
  s.busy = true;
  const next = { url: null as string | null, opened: null as number | null, page: false };
  let ok = true;
  for (const which of STEPS) if (ok) ok = await step(base, stats, which, s, next);
  s.at++;
  s.busy = false;
  return ok;
}

/** The next student not on a journey, in turn (undefined when every one is busy). */
function idlePicker(students: Student[]): () => Student | undefined {
  let turn = 0;
  return () => {
    for (let k = 0; k < students.length; k++) {
      const c = students[turn++ % students.length];
      if (!c.busy) return c;
    }
    return undefined;
  };
}

/** Failed requests and unexpected answers, over every step. */
const failures = (stats: Record<Step, Stats>) => STEPS.reduce((n, s) => n + stats[s].errors + Object.values(stats[s].bad).reduce((a, b) => a + b, 0), 0);

/** `CONNECTIONS` loops, each taking the next idle student and walking one journey; runs until `until`. */
async function journeys(base: string, students: Student[], until: number, stats: Record<Step, Stats> | null): Promise<number> {
  let done = 0;
  const idle = idlePicker(students);
  const loop = async () => {
    while (performance.now() < until) {
      const s = idle();
      if (!s) break;
      if (await journey(base, stats, s)) done++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return done;
}

/**
 * The same journeys at a fixed rate (`rate` journeys/s offered, each on the next idle student) for `seconds`, whatever
 * their answers' speed (an open loop: a slow answer does not slow the next start, as a class's clicks do not wait for
 * each other). The steps' latency at the target rate, where the closed loop above (`CONNECTIONS` in flight, as fast as
 * answered) measures the most the server does, with each step's latency then set by the queue (Little's law: 50 in
 * flight at 200 journeys/s wait ≈ 250 ms a journey whatever the server). `late`: starts due while every student was busy.
 */
async function openLoop(base: string, students: Student[], rate: number, seconds: number, stats: Record<Step, Stats>) {
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  const running: Promise<void>[] = [];
  let started = 0;
  let done = 0;
  let late = 0;
  const idle = idlePicker(students);
  for (;;) {
    const due = t0 + (started * 1000) / rate;
    if (due >= until) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    started++;
    const s = idle();
    if (!s) {
      late++;
      continue;
    }
    running.push(
      journey(base, stats, s).then((ok) => {
        if (ok) done++;
      }),
    );
  }
  await Promise.all(running);
  return { started, done, late, elapsed: (performance.now() - t0) / 1000 };
}

/** The server's CPU ms and the PostgreSQL backends' (of `database`; none embedded: PGlite runs in the server). */
const cpuNow = (monitor: pg.Client | null, serverPid: number | undefined, database: string) => cpuOf(monitor, [serverPid], database);

/**
 * CPU ms per step: rounds in which every student makes step 1, then every student step 2, then step 3 (same
 * `CONNECTIONS` in flight), each step's CPU time read from /proc before and after it.
 */
async function cpuPerStep(base: string, students: Student[], monitor: pg.Client | null, serverPid: number | undefined, database: string) {
  const total = Object.fromEntries(STEPS.map((s) => [s, { server: 0, postgres: 0, n: 0 }])) as Record<Step, { server: number; postgres: number; n: number }>;
  for (let round = 0; round < CPU_ROUNDS; round++) {
    const nexts = students.map(() => ({ url: null as string | null, opened: null as number | null, page: false }));
    for (const which of STEPS) {
      const before = await cpuNow(monitor, serverPid, database);
      let k = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (k < students.length) {
            const i = k++;
            await step(base, null, which, students[i], nexts[i]);
          }
        }),
      );
      const d = cpuDelta(before, await cpuNow(monitor, serverPid, database));
      total[which].server += d.server;
      total[which].postgres += d.postgres;
      total[which].n += students.length;
    }
    for (const s of students) s.at++;
  }
  return total;
}

/** The production server on the embedded database (no DATABASE_URL), seeded with the demo on its first start. */
const startEmbeddedServer = (dir: string): Promise<RunningServer> =>
  startBenchServer({
    databaseName: null,
    name: "journey-embedded",
    env: { DATA_DIR: dir, SEED_ON_START: "true", TRUST_PROXY: "1" },
    timeoutMs: 600_000,
    removeOnStop: dir,
  });

buildIfNeeded();
let database = "";
let drop: (() => Promise<void>) | null = null;
let server: RunningServer | null = null;
let monitor: pg.Client | null = null;
try {
  let students: Student[];
  if (EMBEDDED) {
    const dir = path.resolve(`.data/bench-journey-embedded-${process.pid}`);
    server = await startEmbeddedServer(dir);
    // A class of STUDENTS students of their own, as a school's would be (one user's sessions would share its progress:
    // every completion would make every other session's kept page stale, and most completions would be repeats).
    // Created by the demo admin as the admin tab creates an account (admin.createUser: bcrypt, the LIFE-ALL
    // membership), then each signed in once (from its own address: the per-address login limits).
    const login = async (identifier: string, i: number) => {
      const res = await fetch(`${server!.base}/trpc/auth.login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server!.base, "user-agent": BROWSER, "x-forwarded-for": `10.9.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ json: { identifier, password: DEMO_PASSWORD } }),
      });
      await res.text();
      const sid = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .find((c) => c.startsWith("sid="));
      if (!sid) throw new Error(`signing in as ${identifier} failed (${res.status})`);
      return sid;
    };
    const trpc = async <T>(cookie: string, procedure: string, input?: unknown): Promise<T> => {
      const res = await fetch(`${server!.base}/trpc/${procedure}`, {
        method: input === undefined ? "GET" : "POST",
        headers: { "content-type": "application/json", origin: server!.base, "user-agent": BROWSER, cookie },
        body: input === undefined ? undefined : JSON.stringify({ json: input }),
      });
      const body = (await res.json()) as { result?: { data: { json: T } }; error?: unknown };
      if (!body.result) throw new Error(`${procedure}: ${JSON.stringify(body).slice(0, 300)}`);
      return body.result.data.json;
    };
    const admin = await login("admin@biotext.test", 65_000);
    const memberships = await trpc<{ membershipId: number; membershipKey: string }[]>(admin, "admin.listMemberships");
    const membershipId = memberships.find((m) => m.membershipKey === "LIFE-ALL")?.membershipId;
    if (!membershipId) throw new Error("the demo's LIFE-ALL membership is missing");
    const emails = Array.from({ length: STUDENTS }, (_, i) => `journey.student${String(i + 1).padStart(3, "0")}@school.test`);
    students = new Array(STUDENTS);
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < STUDENTS) {
          const i = next++;
          await trpc(admin, "admin.createUser", {
            email: emails[i],
            password: DEMO_PASSWORD,
            firstName: "Journey",
            lastName: `Student ${i + 1}`,
            role: "student",
            isLTI: false,
            membershipId,
            classId: null,
            language: "en",
          });
          students[i] = { cookie: await login(emails[i], i), places: [], at: 0, busy: false };
        }
      }),
    );
    // A query without input: the batch's input object names none.
    const toc = await fetch(`${server.base}/trpc/textbook.myTextbooks?batch=1&input=${encodeURIComponent("{}")}`, {
      headers: { cookie: students[0].cookie, "user-agent": BROWSER },
    });
    const answer = (await toc.json()) as { result?: { data: { json: { units: { id: number }[] } } } }[];
    if (!answer[0]?.result) throw new Error(`textbook.myTextbooks: ${JSON.stringify(answer).slice(0, 300)}`);
    const units = answer[0].result.data.json.units;
    const places: Place[] = [];
    for (const u of units) {
      const r = await fetch(
        `${server.base}/trpc/textbook.unitContents?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { unitId: u.id } } }))}`,
        {
          headers: { cookie: students[0].cookie, "user-agent": BROWSER },
        },
      );
      const c = ((await r.json()) as { result: { data: { json: { chapters: { modules: { id: number; lessons: { id: number }[] }[] }[] } } } }[])[0].result.data
        .json;
      for (const ch of c.chapters) for (const m of ch.modules) for (const l of m.lessons) places.push({ module: m.id, lesson: l.id });
    }
    if (!places.length) throw new Error("the journey students open no lesson");
    students.forEach((s, i) => {
      const start = (i * 7) % places.length;
      s.places = [...places.slice(start), ...places.slice(0, start)];
    });
  } else {
    const db = await scratchDatabase("biotext_journey", "scale");
    database = db.name;
    drop = db.drop;
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      students = await scaleStudents(c, STUDENTS);
    } finally {
      await c.end();
    }
    if (PROFILE) fs.rmSync("test-results/cpu-journey", { recursive: true, force: true });
    server = await startBenchServer({
      databaseName: database,
      name: "journey",
      env: { DATA_DIR: db.dataDir! },
      nodeArgs: PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve("test-results/cpu-journey")}`] : [],
    });
    monitor = new pg.Client({ connectionString: serverUrl("postgres") });
    await monitor.connect();
  }
  const base = server.base;
  console.log(
    `bench:journey: ${students.length} students, ${CONNECTIONS} journeys in flight, ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up, ${
      EMBEDDED ? `embedded database (demo data, ${STUDENTS} students created for the run)` : `PostgreSQL, scale data (database ${database})`
    }, private page cache on, ${HYDRATED ? "as a browser with the page's JavaScript (data requests)" : "as a browser without JavaScript (documents)"}`,
  );
  await journeys(base, students, performance.now() + WARMUP_SECONDS * 1000, null);
  const stats = newStats();
  const cpuBefore = await cpuNow(monitor, server.child.pid, database);
  const t0 = performance.now();
  const done = await journeys(base, students, t0 + SECONDS * 1000, stats);
  const elapsed = (performance.now() - t0) / 1000;
  const cpuAll = cpuDelta(cpuBefore, await cpuNow(monitor, server.child.pid, database));
  const openStats = newStats();
  const open = await openLoop(base, students, GOAL, SECONDS, openStats);
  const perStep = await cpuPerStep(base, students, monitor, server.child.pid, database);

  const rate = done / elapsed;
  const errors = failures(stats);
  const cpu = os.cpus();
  const bench = `journey (${EMBEDDED ? "embedded" : "scale"}${HYDRATED ? ", hydrated" : ""})`;
  console.log(
    `\nstudent journeys — ${new Date().toISOString()}, ${cpu.length} × ${cpu[0]?.model ?? "?"}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} at the end`,
  );
  console.log(`journeys/s: ${rate.toFixed(1)} (${done} in ${elapsed.toFixed(1)} s) — goal ≥ ${GOAL}: ${rate >= GOAL ? "met" : "NOT met"}`);
  console.log(`errors: ${errors} — goal 0: ${errors === 0 ? "met" : "NOT met"}`);
  console.log(
    `CPU ms per journey (mixed run): server ${(cpuAll.server / Math.max(1, done)).toFixed(2)}${
      EMBEDDED ? " (PGlite included)" : `, postgres backends ${(cpuAll.postgres / Math.max(1, done)).toFixed(2)}`
    }`,
  );
  reportFigure({
    bench,
    figure: `journeys/s (${STEPS.join(", ")})`,
    value: rate,
    unit: "journeys/s",
    digits: 1,
    target: { op: ">=", value: GOAL },
  });
  reportFigure({ bench, figure: "errors", value: errors, unit: "", target: { op: "=", value: 0 } });
  console.log(["step", "p50 ms", "p95 ms", "statements", "server CPU ms", EMBEDDED ? "" : "postgres CPU ms", "errors"].join("\t"));
  for (const s of STEPS) {
    const sorted = [...stats[s].ms].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const statements = mean(stats[s].statements);
    const c = perStep[s];
    const serverMs = c.server / Math.max(1, c.n);
    const bad = stats[s].errors + Object.values(stats[s].bad).reduce((a, b) => a + b, 0);
    console.log(
      [
        s,
        percentile(sorted, 50).toFixed(1),
        `${p95.toFixed(1)} (≤ ${P95_GOAL_MS} ${p95 <= P95_GOAL_MS ? "met" : "NOT met"})`,
        statements.toFixed(2),
        serverMs.toFixed(2),
        EMBEDDED ? "" : (c.postgres / Math.max(1, c.n)).toFixed(2),
        `${bad}${bad ? ` ${JSON.stringify(stats[s].bad)}` : ""}`,
      ].join("\t"),
    );
    reportFigure({
      bench,
      figure: `${s}: p95`,
      value: p95,
      unit: "ms",
      target: { op: "<=", value: P95_GOAL_MS },
      sql: Number(statements.toFixed(2)),
      detail: `p50 ${percentile(sorted, 50).toFixed(1)} ms, server CPU ${serverMs.toFixed(2)} ms${
        EMBEDDED ? "" : `, postgres ${(c.postgres / Math.max(1, c.n)).toFixed(2)} ms`
      } per step`,
    });
  }
  const openErrors = failures(openStats);
  console.log(
    `\nat ${GOAL} journeys/s offered (an open loop, ${SECONDS} s): ${open.done} journeys done of ${open.started} started (${(open.done / open.elapsed).toFixed(
      1,
    )}/s), ${open.late} late (every student busy), ${openErrors} errors`,
  );
  reportFigure({
    bench,
    figure: `at ${GOAL} journeys/s offered: journeys late or failed`,
    value: open.late + openErrors,
    unit: "",
    target: { op: "=", value: 0 },
    detail: `${open.done} of ${open.started} done in ${open.elapsed.toFixed(1)} s, ${open.late} late (every student busy), ${openErrors} errors`,
  });
  console.log(["step", "p50 ms", "p95 ms"].join("\t"));
  for (const s of STEPS) {
    const sorted = [...openStats[s].ms].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log([s, percentile(sorted, 50).toFixed(1), `${p95.toFixed(1)} (≤ ${P95_GOAL_MS} ${p95 <= P95_GOAL_MS ? "met" : "NOT met"})`].join("\t"));
    reportFigure({
      bench,
      figure: `${s} at ${GOAL} journeys/s offered: p95`,
      value: p95,
      unit: "ms",
      target: { op: "<=", value: P95_GOAL_MS },
      detail: `p50 ${percentile(sorted, 50).toFixed(1)} ms, ${sorted.length} steps`,
    });
  }
} finally {
  await monitor?.end().catch(() => {});
  await server?.stop().catch(() => {});
  await drop?.().catch(() => {});
}
process.exit(0);
