/**
 * `npm run soak [-- --students 500] [-- --seconds 300] [-- --no-pg-restart]`: load with faults
 * (issue "Proof at scale"), on loopback only, bounded in time.
 *
 * Two production servers (build/app/server.mjs) on one scratch PostgreSQL database, behind a small
 * local proxy that, like a health-checked load balancer, sends a request to the other instance when
 * one refuses the connection. Simulated students each sign in (auth.login, bcrypt), then loop: open
 * and complete the next lesson of their unit, every 5th lesson write a note, every 8th take the
 * module quiz (start → score → submit). Meanwhile the harness
 *   (a) restarts one instance (at 1/4 of the time),
 *   (b) restarts PostgreSQL (`pg_ctlcluster … restart`, at 1/2; skipped with --no-pg-restart),
 *   (c) drops the pool's connections (pg_terminate_backend on the app's connections, at 3/4),
 * and times how long each instance takes to answer /healthz 200 again.
 *
 * The harness keeps its own ledger of acknowledged writes (a 200 answer) and compares it with the
 * database at the end: every completed lesson has its COMPLETE row, every note exactly one row,
 * every submitted attempt is `submitted`. A request that fails is retried only when the proxy could
 * not deliver it (nothing was sent), so a retry can never write twice. 5xx answers are counted
 * inside and outside the fault windows (a fault's window lasts until both instances are healthy
 * again, plus 2 s).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import bcrypt from "bcrypt";
import pg from "pg";
import { buildIfNeeded } from "./build";
import { servePglite } from "#core/database";
import { createDatabaseFromTemplate, dropDatabase, serverUrl, withAdminClient } from "../tests/support/postgres";
import { copyOfSeededEmbedded, seededTemplate } from "../tests/support/seededTemplate";
import { startProductionServer, type RunningServer } from "../tests/support/server";

export type SoakOptions = {
  students: number;
  seconds: number;
  pgRestart: boolean;
  dropConnections: boolean;
  /** One instance on the embedded database (PGlite), as `npm start` gives a newcomer; no faults (issue 22). */
  embedded?: boolean;
  log?: (line: string) => void;
};

export type FaultReport = { fault: string; atSecond: number; healthyAfterMs: Record<string, number | null> };

export type SoakReport = {
  students: number;
  seconds: number;
  requests: number;
  redelivered: number;
  fiveXxInWindows: number;
  fiveXxOutside: number;
  otherFailures: number;
  acked: { lessons: number; notes: number; quizzes: number; completionsPerSecond: number };
  lost: { lessons: number; notes: number; quizzes: number };
  duplicated: { notes: number; quizzes: number };
  faults: FaultReport[];
  served: Record<string, number>;
};

const SOAK_PASSWORD = "Soak-Student-2026!";
const NOT_SENT = "x-soak-not-sent";

type Upstream = { name: string; server: RunningServer };

/** Round robin over the healthy upstreams; a refused connection goes to the other one (nothing was sent). */
function startProxy(upstreams: Upstream[], served: Record<string, number>) {
  let turn = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const first = turn++ % upstreams.length;
      const tryAt = (k: number) => {
        if (k >= upstreams.length) {
          res.writeHead(503, { [NOT_SENT]: "1" }).end();
          return;
        }
        const u = upstreams[(first + k) % upstreams.length];
        const target = new URL(u.server.base);
        const up = http.request(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, "x-forwarded-host": req.headers.host } },
          (r) => {
            served[u.name] = (served[u.name] ?? 0) + 1;
            res.writeHead(r.statusCode ?? 502, r.headers);
            r.pipe(res);
          },
        );
        up.on("error", (err: NodeJS.ErrnoException) => {
          if (res.headersSent) return res.destroy();
          if (err.code === "ECONNREFUSED") return tryAt(k + 1);
          res.writeHead(502).end();
        });
        up.end(body);
      };
      tryAt(0);
    });
  });
  return new Promise<{ server: http.Server; base: string }>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

/** A client on the soak's database: PostgreSQL's scratch database, or the (stopped) embedded server's folder. */
async function withClient<T>(target: { database: string } | { dataDir: string }, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const served = "dataDir" in target ? await servePglite(path.join(target.dataDir, "pglite")) : null;
  const c = new pg.Client({ connectionString: served ? served.url : serverUrl((target as { database: string }).database) });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
    await served?.close();
  }
}

/** Clones the demo student `count` times with a known password (bcrypt cost 10). */
async function createStudents(c: pg.Client, count: number) {
  const student = (await c.query("SELECT id FROM users WHERE email = 'student@biotext.test'")).rows[0];
  const hash = await bcrypt.hash(SOAK_PASSWORD, 10);
  const columns = (
    await c.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name NOT IN ('id', 'email', 'username', 'created_at', 'updated_at', 'password_hash')",
    )
  ).rows.map((r) => `"${r.column_name}"`);
  const ids = (
    await c.query(
      `INSERT INTO users (${columns.join(", ")}, email, username, password_hash)
       SELECT ${columns.map((col) => `u.${col}`).join(", ")}, 'soak-' || g || '@biotext.test', 'soak-' || g || '@biotext.test', $2
       FROM users u, generate_series(1, ${count}) g WHERE u.id = $1 RETURNING id, email`,
      [student.id, hash],
    )
  ).rows as { id: number; email: string }[];
  // The demo student's memberships, their own and their classes', as the soak students' own (no class: no class rules).
  const memberships = (
    await c.query(
      `SELECT memberships_id AS id FROM users_rels WHERE parent_id = $1 AND path = 'memberships' AND memberships_id IS NOT NULL
       UNION SELECT cr.memberships_id FROM users_rels ur JOIN classes_rels cr ON cr.parent_id = ur.classes_id AND cr.path = 'memberships'
        WHERE ur.parent_id = $1 AND ur.path = 'classes' AND cr.memberships_id IS NOT NULL`,
      [student.id],
    )
  ).rows.map((r) => Number(r.id));
  await c.query(
    `INSERT INTO users_rels ("order", parent_id, path, memberships_id)
     SELECT m.o, n.id, 'memberships', m.id FROM unnest($1::int[]) AS n(id), unnest($2::int[]) WITH ORDINALITY AS m(id, o)`,
    [ids.map((r) => r.id), memberships],
  );
  const lessons = (
    await c.query(
      `SELECT l.id, l.module_id, m.quiz_id FROM lessons l JOIN modules m ON m.id = l.module_id
       JOIN memberships_rels mr ON mr.units_id = l.unit_id AND mr.path = 'units' AND mr.parent_id = ANY($1::int[])
       WHERE l._status = 'published' AND m._status = 'published' ORDER BY l.unit_id, l.chapter_id, m."order", l."order" LIMIT 32`,
      [memberships],
    )
  ).rows.map((r) => ({ id: Number(r.id), moduleId: Number(r.module_id), quizId: r.quiz_id == null ? null : Number(r.quiz_id) }));
  if (!lessons.length) throw new Error(`the demo student (memberships ${JSON.stringify(memberships)}) opens no lesson: is the database seeded?`);
  return { students: ids, lessons };
}

type Call = { status: number; json: unknown; setCookie: string | null; notSent: boolean };

export async function runSoak(opts: SoakOptions): Promise<SoakReport> {
  const log = opts.log ?? console.log;
  buildIfNeeded();
  const embedded = opts.embedded === true;
  // Embedded: a copy of the seeded PGlite folder, served by the one instance that may open it.
  const { template, dataDir } = embedded ? { template: "", dataDir: copyOfSeededEmbedded("soak-embedded") } : await seededTemplate();
  const database = embedded ? null : await createDatabaseFromTemplate("biotext_soak", template);
  const target = database ? { database } : { dataDir };
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "error", TRUST_PROXY: "1" };
  const served: Record<string, number> = {};
  const upstreams: Upstream[] = [];
  let proxy: { server: http.Server; base: string } | null = null;
  try {
    const { students, lessons } = await withClient(target, (c) => createStudents(c, opts.students));
    upstreams.push({ name: "a", server: await startProductionServer({ databaseName: database, name: "soak-a", env }) });
    if (!embedded) upstreams.push({ name: "b", server: await startProductionServer({ databaseName: database, name: "soak-b", env }) });
    proxy = await startProxy(upstreams, served);
    const base = proxy.base;
    log(`soak: ${opts.students} students, ${opts.seconds} s, ${upstreams.length} instance(s) behind ${base}, database ${database ?? `embedded in ${dataDir}`}`);

    const windows: { from: number; to: number }[] = [];
    const counts = { requests: 0, redelivered: 0, fiveXxIn: 0, fiveXxOut: 0, other: 0 };
    const ledger = { lessons: new Set<string>(), notes: new Set<string>(), quizzes: new Set<number>() };
    let completions = 0;
    const t0 = performance.now();
    const now = () => performance.now() - t0;
    const inWindow = (t: number) => windows.some((w) => t >= w.from && t <= w.to);

    async function call(path: string, input: unknown, cookie: string | null, ip: string): Promise<Call> {
      const method = "POST";
      for (let attempt = 0; ; attempt++) {
        counts.requests++;
        const started = now();
        try {
          const res = await fetch(`${base}/trpc/${path}`, {
            method,
            headers: { "content-type": "application/json", origin: base, "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
            body: JSON.stringify({ json: input }),
            signal: AbortSignal.timeout(30_000),
          });
          const text = await res.text();
          const notSent = res.headers.get(NOT_SENT) === "1";
          if (res.status >= 500) {
            if (inWindow(started) || inWindow(now())) counts.fiveXxIn++;
            else counts.fiveXxOut++;
          }
          if (notSent && attempt < 50) {
            counts.redelivered++;
            await new Promise((r) => setTimeout(r, 200));
            continue;
          }
          let json: unknown = null;
          try {
            json = (JSON.parse(text) as { result?: { data?: { json?: unknown } } }).result?.data?.json ?? null;
          } catch {
            json = null;
          }
          return { status: res.status, json, setCookie: res.headers.get("set-cookie"), notSent };
        } catch {
          counts.other++;
          return { status: 0, json: null, setCookie: null, notSent: false };
        }
      }
    }

    const deadline = opts.seconds * 1000;
    async function student(s: { id: number; email: string }, index: number) {
      // Stagger the sign-ins over the first seconds, as a class arriving.
      await new Promise((r) => setTimeout(r, (index % 50) * 40));
      // Each student from their own address (the servers trust one proxy hop), as students at home.
      const ip = `10.${(s.id >> 16) & 255}.${(s.id >> 8) & 255}.${s.id & 255}`;
      let cookie: string | null = null;
      while (!cookie && now() < deadline) {
        const login = await call("auth.login", { identifier: s.email, password: SOAK_PASSWORD }, null, ip);
        const sid = login.setCookie?.match(/(?:^|,\s*)(sid=[^;]+)/)?.[1];
        if (login.status === 200 && sid) cookie = sid;
        else await new Promise((r) => setTimeout(r, 500));
      }
      let step = index % lessons.length;
      let n = 0;
      while (cookie && now() < deadline) {
        const lesson = lessons[step % lessons.length];
        step++;
        n++;
        const opened = await call("progress.openLesson", { lessonId: lesson.id }, cookie, ip);
        if (opened.status !== 200) continue;
        const done = await call("progress.completeLesson", { lessonId: lesson.id }, cookie, ip);
        if (done.status === 200) {
          ledger.lessons.add(`${s.id}:${lesson.id}`);
          completions++;
        }
        if (n % 5 === 0) {
          const summary = `soak ${s.id} ${n}`;
          const body = JSON.stringify({
            root: {
              type: "root",
              version: 1,
              children: [{ type: "paragraph", version: 1, children: [{ type: "text", version: 1, text: summary, format: 0 }] }],
            },
          });
          const note = await call("study.createNote", { moduleId: lesson.moduleId, lessonId: lesson.id, summary, body }, cookie, ip);
          if (note.status === 200) ledger.notes.add(summary);
        }
        if (n % 8 === 0 && lesson.quizId) {
          const started = await call("quizzes.start", { quizId: lesson.quizId }, cookie, ip);
          const attempt = started.json as { attemptId: number | null; questions: { id: string; options: { id: string }[] }[] } | null;
          if (started.status !== 200 || !attempt?.attemptId) continue;
          const answers = attempt.questions.map((q) => ({ questionId: q.id, optionId: q.options[0].id }));
          const scored = await call("quizzes.score", { quizId: lesson.quizId, attemptId: attempt.attemptId, answers }, cookie, ip);
          if (scored.status !== 200) continue;
          const submitted = await call("quizzes.submit", { attemptId: attempt.attemptId }, cookie, ip);
          if (submitted.status === 200) ledger.quizzes.add(attempt.attemptId);
        }
      }
    }

    async function healthyAfter(fault: string, run: () => Promise<void>): Promise<FaultReport> {
      const at = now();
      const window = { from: at, to: Number.POSITIVE_INFINITY };
      windows.push(window);
      log(`  ${(at / 1000).toFixed(0)} s: ${fault}`);
      await run();
      const healthyAfterMs: Record<string, number | null> = {};
      await Promise.all(
        upstreams.map(async (u) => {
          const limit = performance.now() + 60_000;
          while (performance.now() < limit) {
            const ok = await fetch(`${u.server.base}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
              (r) => r.ok,
              () => false,
            );
            if (ok) {
              healthyAfterMs[u.name] = Math.round(now() - at);
              return;
            }
            await new Promise((r) => setTimeout(r, 100));
          }
          healthyAfterMs[u.name] = null;
        }),
      );
      window.to = now() + 2000;
      log(`    healthy again after ${JSON.stringify(healthyAfterMs)} ms`);
      return { fault, atSecond: Math.round(at / 1000), healthyAfterMs };
    }

    const faults: FaultReport[] = [];
    const faultPlan = (async () => {
      if (embedded) return;
      const wait = (fraction: number) => new Promise((r) => setTimeout(r, Math.max(0, fraction * deadline - now())));
      await wait(0.25);
      faults.push(
        await healthyAfter("restart instance a", async () => {
          await upstreams[0].server.stop();
          upstreams[0].server = await startProductionServer({ databaseName: database, name: "soak-a", env });
        }),
      );
      if (opts.pgRestart) {
        await wait(0.5);
        faults.push(
          await healthyAfter("restart PostgreSQL", async () => {
            const cluster = fs.readdirSync("/etc/postgresql")[0];
            const r = spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster, "main", "restart"], { stdio: "inherit" });
            if (r.status !== 0) throw new Error("pg_ctlcluster restart failed");
          }),
        );
      }
      if (opts.dropConnections) {
        await wait(0.75);
        faults.push(
          await healthyAfter("drop the pools' connections", async () => {
            await withAdminClient((c) =>
              c.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [database!]),
            );
          }),
        );
      }
    })();

    await Promise.all([...students.map((s, i) => student(s, i)), faultPlan]);
    const elapsed = now() / 1000;

    // The ledger against the database (the embedded one after its only instance has stopped).
    if (embedded) for (const u of upstreams) await u.server.stop();
    let lost = { lessons: 0, notes: 0, quizzes: 0 };
    let duplicated = { notes: 0, quizzes: 0 };
    await withClient(target, async (c) => {
      const complete = new Set(
        (await c.query("SELECT user_id, item_id FROM progress WHERE item_type = 'lesson' AND status = 'COMPLETE'")).rows.map(
          (r) => `${r.user_id}:${Number(r.item_id)}`,
        ),
      );
      const notes = new Map<string, number>();
      for (const r of (await c.query("SELECT summary, count(*)::int AS n FROM study_notes WHERE summary LIKE 'soak %' GROUP BY summary")).rows)
        notes.set(r.summary, r.n);
      const submitted = new Map<number, string>();
      for (const r of (await c.query("SELECT id, status FROM quiz_attempts WHERE id = ANY($1::int[])", [[...ledger.quizzes]])).rows)
        submitted.set(Number(r.id), r.status);
      lost = {
        lessons: [...ledger.lessons].filter((k) => !complete.has(k)).length,
        notes: [...ledger.notes].filter((k) => !notes.has(k)).length,
        quizzes: [...ledger.quizzes].filter((id) => submitted.get(id) !== "submitted").length,
      };
      duplicated = { notes: [...notes.values()].filter((n) => n > 1).length, quizzes: 0 };
    });
    return {
      students: opts.students,
      seconds: Math.round(elapsed),
      requests: counts.requests,
      redelivered: counts.redelivered,
      fiveXxInWindows: counts.fiveXxIn,
      fiveXxOutside: counts.fiveXxOut,
      otherFailures: counts.other,
      acked: { lessons: ledger.lessons.size, notes: ledger.notes.size, quizzes: ledger.quizzes.size, completionsPerSecond: Math.round(completions / elapsed) },
      lost,
      duplicated,
      faults,
      served,
    };
  } finally {
    proxy?.server.close();
    for (const u of upstreams) await u.server.stop().catch(() => {});
    if (database) await dropDatabase(database).catch(() => {});
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report as lines, with each goal named (docs/reliability.md). */
export function formatSoak(r: SoakReport): string[] {
  const healthy = r.faults.every((f) => Object.values(f.healthyAfterMs).every((ms) => ms != null && ms <= 10_000));
  return [
    `students ${r.students}, ${r.seconds} s, ${r.requests.toLocaleString("en")} requests (${r.redelivered} redelivered by the proxy), served ${JSON.stringify(
      r.served,
    )}`,
    `acknowledged: ${r.acked.lessons} lesson completions (distinct), ${r.acked.notes} notes, ${r.acked.quizzes} quiz submissions`,
    `lost: ${JSON.stringify(r.lost)}; duplicated: ${JSON.stringify(r.duplicated)} (goal 0: ${
      Object.values(r.lost).every((n) => n === 0) && r.duplicated.notes === 0 ? "met" : "NOT met"
    })`,
    `5xx outside the fault windows: ${r.fiveXxOutside} (goal 0: ${r.fiveXxOutside === 0 ? "met" : "NOT met"}); inside: ${
      r.fiveXxInWindows
    }; network failures: ${r.otherFailures}`,
    ...r.faults.map((f) => `fault at ${f.atSecond} s, ${f.fault}: healthy after ${JSON.stringify(f.healthyAfterMs)} ms`),
    `both instances healthy within 10 s of each fault: ${healthy ? "met" : "NOT met"}`,
    `progress completions acknowledged per second: ${r.acked.completionsPerSecond} (goal ≥ 1,000: ${r.acked.completionsPerSecond >= 1000 ? "met" : "NOT met"})`,
  ];
}

const isMain = process.argv[1] && new URL(import.meta.url).pathname === fs.realpathSync(process.argv[1]);
if (isMain) {
  const arg = (flag: string, fallback: number) => {
    const i = process.argv.indexOf(flag);
    return i >= 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const report = await runSoak({
    students: arg("--students", 500),
    seconds: arg("--seconds", 300),
    pgRestart: !process.argv.includes("--no-pg-restart"),
    dropConnections: true,
    embedded: process.argv.includes("--embedded"),
  });
  console.log(`\nsoak, ${new Date().toISOString()}`);
  for (const line of formatSoak(report)) console.log(line);
  process.exit(0);
}
