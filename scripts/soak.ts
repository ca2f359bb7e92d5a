/**
 * `npm run soak [-- --students 500] [-- --seconds 300] [-- --no-pg-restart] [-- --proxy]`: load with
 * faults (issue "Proof at scale", issue 29), on loopback only, bounded in time.
 *
 * Two production servers (build/app/server.mjs) on one scratch PostgreSQL database, as deploy/ runs
 * them (issue 29): behind Debian's nginx (deploy/nginx, passive health checks, a refused connection
 * goes to the other instance), through PgBouncer in transaction mode (deploy/pgbouncer,
 * DATABASE_POOLING=transaction), with Payload's jobs in one `npm run worker` process (JOBS=worker).
 * `--proxy`: the small in-process proxy instead, straight to PostgreSQL, jobs in the web instances.
 *
 * Simulated students each sign in (auth.login, bcrypt), then loop: open and complete the next lesson
 * of their unit, every 5th lesson write a note, every 8th take the module quiz (start → score →
 * submit). A few visitors buy a unit with the sandbox test card, as new customers; each paid order
 * queues its accounting sync, which the worker runs. Meanwhile the harness
 *   (a) restarts one instance,
 *   (b) restarts PgBouncer (every client connection of the app drops; nginx mode),
 *   (c) restarts PostgreSQL (`pg_ctlcluster … restart`; skipped with --no-pg-restart),
 *   (d) drops the database connections (pg_terminate_backend on the app's connections),
 *   (e) SIGKILLs the jobs worker and starts another (nginx mode),
 * and times how long each instance takes to answer /healthz 200 again.
 *
 * The harness keeps its own ledger of acknowledged writes (a 200 answer) and compares it with the
 * database at the end: every completed lesson has its COMPLETE row, every note exactly one row,
 * every submitted attempt is `submitted`, every paid order exactly one row, and (once the worker has
 * drained the queue) every paid order is synced exactly once: status SUCCESS and one file in the
 * accounting folder. A request that fails is retried only when the proxy could not deliver it
 * (nothing was sent; the local proxy says so, nginx retries those itself), so a retry can never
 * write twice. 5xx answers are counted inside and outside the fault windows (a fault's window lasts
 * until both instances are healthy again, plus 2 s).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import bcrypt from "bcrypt";
import pg from "pg";
import { buildIfNeeded } from "./build";
import { servePglite } from "#core/db/database";
import { TEST_CARDS } from "#core/payments/sandbox";
import { createDatabaseFromTemplate, dropDatabase, serverUrl, withAdminClient } from "../tests/support/postgres";
import { copyOfSeededEmbedded, seededTemplate } from "../tests/support/seededTemplate";
import { startProductionServer, type RunningServer } from "../tests/support/server";
import { startNginx, startPgbouncer, stackAvailable, type Nginx, type Pgbouncer } from "../tests/support/stack";
import { startWorker, type RunningWorker } from "../tests/support/worker";

export type SoakOptions = {
  students: number;
  seconds: number;
  pgRestart: boolean;
  dropConnections: boolean;
  /** One instance on the embedded database (PGlite), as `npm start` gives a newcomer; no faults (issue 22). */
  embedded?: boolean;
  /**
   * `nginx` (default on PostgreSQL): nginx, PgBouncer and a jobs worker as deploy/ runs them, with a
   * PgBouncer restart and a worker SIGKILL among the faults. `proxy`: the in-process proxy, direct connections.
   */
  stack?: "nginx" | "proxy";
  /** Concurrent visitors buying a unit (default: one per 25 students, at least 2). */
  buyers?: number;
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
  stack: "nginx" | "proxy" | "embedded";
  acked: { lessons: number; notes: number; quizzes: number; orders: number; completionsPerSecond: number };
  lost: { lessons: number; notes: number; quizzes: number; orders: number };
  duplicated: { notes: number; quizzes: number; orders: number };
  /** Paid orders whose accounting sync had not succeeded (SUCCESS and its file) once the queue drained; jobs still queued then. */
  sync: { notSynced: number; jobsLeft: number; workerLog: string };
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
  // What the buyers buy: a published unit sold on the site (not LTI-only, not an external e-book), with a price.
  const product = (
    await c.query(
      `SELECT p.id FROM products p WHERE p.published IS TRUE AND p.price > 0 AND p.lti_only IS NOT TRUE AND p.external_purchase_url IS NULL
          AND EXISTS (SELECT 1 FROM products_rels r WHERE r.parent_id = p.id AND r.path = 'memberships' AND r.memberships_id IS NOT NULL)
        ORDER BY p.id LIMIT 1`,
    )
  ).rows[0];
  return { students: ids, lessons, productId: product ? Number(product.id) : null };
}

type Call = { status: number; json: unknown; setCookie: string | null; notSent: boolean };

const SANDBOX_SUCCESS_CARD = TEST_CARDS.success;
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** Requests per instance, from nginx's access log (`"$upstream_addr"`; a retried request names both). */
function servedFromAccessLog(file: string, upstreams: Upstream[]): Record<string, number> {
  const byAddr = new Map(upstreams.map((u) => [new URL(u.server.base).host, u.name]));
  const served: Record<string, number> = {};
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  for (const m of text.matchAll(/" \d{3} "([^"]*)"/g)) {
    const last = m[1].split(",").pop()!.trim();
    const name = byAddr.get(last) ?? last;
    served[name] = (served[name] ?? 0) + 1;
  }
  return served;
}

export async function runSoak(opts: SoakOptions): Promise<SoakReport> {
  const log = opts.log ?? console.log;
  buildIfNeeded();
  const embedded = opts.embedded === true;
  // Embedded: a copy of the seeded PGlite folder, served by the one instance that may open it.
  const { template, dataDir } = embedded ? { template: "", dataDir: copyOfSeededEmbedded("soak-embedded") } : await seededTemplate();
  const stack = embedded ? "embedded" : opts.stack ?? "nginx";
  if (stack === "nginx") {
    const have = stackAvailable();
    if (!have.nginx || !have.pgbouncer)
      throw new Error("the soak runs behind nginx and PgBouncer: apt-get install -y nginx-light pgbouncer (.ci/run does), or pass --proxy");
  }
  const database = embedded ? null : await createDatabaseFromTemplate("biotext_soak", template);
  const target = database ? { database } : { dataDir };
  // The file accounting adapter's folder: one order-<id>.json per synced order.
  const syncDir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-soak-sync-"));
  let bouncer: Pgbouncer | null = null;
  let nginx: Nginx | null = null;
  let worker: RunningWorker | null = null;
  const served: Record<string, number> = {};
  const upstreams: Upstream[] = [];
  let proxy: { server: http.Server; base: string } | null = null;
  try {
    if (stack === "nginx") bouncer = await startPgbouncer({ poolSize: 10 });
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      TRUST_PROXY: "1",
      ACCOUNTING_SYNC_DIR: syncDir,
      ...(bouncer && database
        ? {
            DATABASE_URL: bouncer.url(database),
            DATABASE_DIRECT_URL: serverUrl(database),
            DATABASE_POOLING: "transaction",
            JOBS: "worker",
            WORKER_POLL_MS: "500",
          }
        : {}),
    };
    const { students, lessons, productId } = await withClient(target, (c) => createStudents(c, opts.students));
    upstreams.push({ name: "a", server: await startProductionServer({ databaseName: database, name: "soak-a", env }) });
    if (!embedded) upstreams.push({ name: "b", server: await startProductionServer({ databaseName: database, name: "soak-b", env }) });
    let base: string;
    if (stack === "nginx") {
      nginx = await startNginx({ upstreams: upstreams.map((u) => new URL(u.server.base).host), trustClientForwardedFor: true });
      worker = startWorker({ name: "soak-worker-1", env });
      base = nginx.base;
    } else {
      proxy = await startProxy(upstreams, served);
      base = proxy.base;
    }
    const buyers = embedded || productId === null ? 0 : opts.buyers ?? Math.max(2, Math.round(opts.students / 25));
    log(
      `soak: ${opts.students} students and ${buyers} buyers, ${opts.seconds} s, ${upstreams.length} instance(s) behind ${
        stack === "nginx" ? `nginx ${base}, PgBouncer :${bouncer!.port} (transaction mode), one jobs worker` : base
      }, database ${database ?? `embedded in ${dataDir}`}`,
    );

    const windows: { from: number; to: number }[] = [];
    const counts = { requests: 0, redelivered: 0, fiveXxIn: 0, fiveXxOut: 0, other: 0 };
    const ledger = { lessons: new Set<string>(), notes: new Set<string>(), quizzes: new Set<number>(), orders: new Set<string>() };
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
      while (!cookie && running()) {
        const login = await call("auth.login", { identifier: s.email, password: SOAK_PASSWORD }, null, ip);
        const sid = login.setCookie?.match(/(?:^|,\s*)(sid=[^;]+)/)?.[1];
        if (login.status === 200 && sid) cookie = sid;
        else await new Promise((r) => setTimeout(r, 500));
      }
      let step = index % lessons.length;
      let n = 0;
      while (cookie && running()) {
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

    /** A first page view: the visitor cookie a browser gets (SES-002), which the cart is kept under. */
    async function visitorCookie(ip: string): Promise<string | null> {
      try {
        const res = await fetch(`${base}/`, { headers: { "user-agent": BROWSER_UA, "x-forwarded-for": ip }, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        const pairs = res.headers.getSetCookie().map((c) => c.split(";")[0]);
        return pairs.length ? pairs.join("; ") : null;
      } catch {
        return null;
      }
    }

    /** A visitor buying the unit with the sandbox's success card, as a new customer (CHK-023): one paid order, its sync queued. */
    async function buyer(index: number) {
      await new Promise((r) => setTimeout(r, 500 + index * 300));
      const address = { country: "CA", province: "ON", postalCode: "M5V 2T6" };
      const card = { number: SANDBOX_SUCCESS_CARD, expiry: "1230", cvv: "123" };
      for (let n = 1; running(); n++) {
        const ip = `10.254.${index & 255}.${(n % 250) + 1}`;
        const cookie = await visitorCookie(ip);
        if (!cookie) {
          await new Promise((r) => setTimeout(r, 500));
          continue;
        }
        const email = `soak-buyer-${index}-${n}@biotext.test`;
        if ((await call("commerce.addToCart", { productId }, cookie, ip)).status !== 200) continue;
        if ((await call("commerce.saveAddress", address, cookie, ip)).status !== 200) continue;
        const placed = await call(
          "commerce.placeOrder",
          { email, password: SOAK_PASSWORD, firstName: "Soak", lastName: `Buyer ${index}`, address, card },
          cookie,
          ip,
        );
        const answer = placed.json as { results?: string; id?: number } | null;
        if (placed.status === 200 && answer?.results === "SUCCESS") ledger.orders.add(email);
        await new Promise((r) => setTimeout(r, 250));
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
    // The load runs its time and, when a fault took long (an instance's start on a loaded machine), until
    // 3 s after the last fault, so that every fault lands under load.
    let faultsDoneAt = embedded ? 0 : Number.POSITIVE_INFINITY;
    const running = () => now() < deadline || now() < faultsDoneAt + 3000;
    const faultPlan = (async () => {
      if (embedded) return;
      const wait = (fraction: number) => new Promise((r) => setTimeout(r, Math.max(0, fraction * deadline - now())));
      // nginx mode: five faults at 1/6 … 5/6 of the time; the local proxy: three at 1/4, 1/2, 3/4.
      const at =
        stack === "nginx"
          ? { instance: 1 / 6, bouncer: 2 / 6, pg: 3 / 6, drop: 4 / 6, worker: 5 / 6 }
          : { instance: 0.25, bouncer: 0, pg: 0.5, drop: 0.75, worker: 0 };
      await wait(at.instance);
      faults.push(
        await healthyAfter("restart instance a", async () => {
          await upstreams[0].server.stop();
          // The same port: nginx's upstream address (a restarted unit of deploy/systemd does the same).
          const port = Number(new URL(upstreams[0].server.base).port);
          upstreams[0].server = await startProductionServer({ databaseName: database, name: "soak-a", env, port });
        }),
      );
      if (bouncer) {
        await wait(at.bouncer);
        faults.push(
          await healthyAfter("restart PgBouncer", async () => {
            await bouncer!.restart();
          }),
        );
      }
      if (opts.pgRestart) {
        await wait(at.pg);
        faults.push(
          await healthyAfter("restart PostgreSQL", async () => {
            const cluster = fs.readdirSync("/etc/postgresql")[0];
            const r = spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster, "main", "restart"], { stdio: "inherit" });
            if (r.status !== 0) throw new Error("pg_ctlcluster restart failed");
          }),
        );
      }
      if (opts.dropConnections) {
        await wait(at.drop);
        faults.push(
          await healthyAfter("drop the pools' connections", async () => {
            await withAdminClient((c) =>
              c.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [database!]),
            );
          }),
        );
      }
      if (worker) {
        await wait(at.worker);
        faults.push(
          await healthyAfter("kill the jobs worker (SIGKILL) and start another", async () => {
            await worker!.kill("SIGKILL");
            worker = startWorker({ name: "soak-worker-2", env });
          }),
        );
      }
    })().finally(() => {
      faultsDoneAt = Math.min(faultsDoneAt, now());
    });

    await Promise.all([...students.map((s, i) => student(s, i)), ...Array.from({ length: buyers }, (_, i) => buyer(i)), faultPlan]);
    const elapsed = now() / 1000;

    // The accounting syncs the paid orders queued: drained by the worker (or the instances' own runner), at most 120 s.
    const sync = { notSynced: 0, jobsLeft: 0, workerLog: "" };
    if (buyers > 0) {
      const drainUntil = performance.now() + 120_000;
      for (;;) {
        const left = await withClient(target, async (c) => ({
          orders: (
            await c.query(
              `SELECT count(*)::int AS n FROM orders WHERE email LIKE 'soak-buyer-%' AND status = 'paid' AND qb_sync_status_status IS DISTINCT FROM 'SUCCESS'`,
            )
          ).rows[0].n as number,
          jobs: (
            await c.query(`SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'accountingSyncOrder' AND completed_at IS NULL`)
          ).rows[0].n as number,
        }));
        if ((left.orders === 0 && left.jobs === 0) || performance.now() > drainUntil) {
          sync.jobsLeft = left.jobs;
          break;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      sync.workerLog = worker ? worker.log().slice(-2000) : "";
    }

    // The ledger against the database (the embedded one after its only instance has stopped).
    if (embedded) for (const u of upstreams) await u.server.stop();
    let lost = { lessons: 0, notes: 0, quizzes: 0, orders: 0 };
    let duplicated = { notes: 0, quizzes: 0, orders: 0 };
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
        orders: 0,
      };
      const orders = new Map<string, number>();
      for (const r of (await c.query("SELECT email, count(*)::int AS n FROM orders WHERE email LIKE 'soak-buyer-%' AND status = 'paid' GROUP BY email")).rows)
        orders.set(r.email, r.n);
      lost.orders = [...ledger.orders].filter((e) => !orders.has(e)).length;
      duplicated = { notes: [...notes.values()].filter((n) => n > 1).length, quizzes: 0, orders: [...orders.values()].filter((n) => n > 1).length };
      // Synced: SUCCESS with the adapter's file (order-<id>.json, written once under that name whatever the retries).
      const files = new Set(fs.readdirSync(syncDir));
      for (const r of (await c.query("SELECT id, qb_sync_status_status AS status FROM orders WHERE email LIKE 'soak-buyer-%' AND status = 'paid'")).rows)
        if (r.status !== "SUCCESS" || !files.has(`order-${r.id}.json`)) sync.notSynced++;
    });
    return {
      students: opts.students,
      seconds: Math.round(elapsed),
      requests: counts.requests,
      redelivered: counts.redelivered,
      fiveXxInWindows: counts.fiveXxIn,
      fiveXxOutside: counts.fiveXxOut,
      otherFailures: counts.other,
      stack,
      acked: {
        lessons: ledger.lessons.size,
        notes: ledger.notes.size,
        quizzes: ledger.quizzes.size,
        orders: ledger.orders.size,
        completionsPerSecond: Math.round(completions / elapsed),
      },
      lost,
      duplicated,
      sync,
      faults,
      served: nginx ? servedFromAccessLog(nginx.accessLog, upstreams) : served,
    };
  } finally {
    proxy?.server.close();
    await worker?.kill("SIGTERM").catch(() => {});
    await nginx?.stop().catch(() => {});
    for (const u of upstreams) await u.server.stop().catch(() => {});
    await bouncer?.stop().catch(() => {});
    fs.rmSync(syncDir, { recursive: true, force: true });
    if (database) await dropDatabase(database).catch(() => {});
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report as lines, with each goal named (docs/reliability.md). */
export function formatSoak(r: SoakReport): string[] {
  const healthy = r.faults.every((f) => Object.values(f.healthyAfterMs).every((ms) => ms != null && ms <= 10_000));
  const path =
    r.stack === "nginx"
      ? "nginx → 2 instances → PgBouncer (transaction mode) → PostgreSQL, one jobs worker"
      : r.stack === "proxy"
      ? "local proxy → 2 instances → PostgreSQL"
      : "1 instance on the embedded database";
  return [
    `path: ${path}`,
    `students ${r.students}, ${r.seconds} s, ${r.requests.toLocaleString("en")} requests (${r.redelivered} redelivered by the proxy), served ${JSON.stringify(
      r.served,
    )}`,
    `acknowledged: ${r.acked.lessons} lesson completions (distinct), ${r.acked.notes} notes, ${r.acked.quizzes} quiz submissions, ${r.acked.orders} paid orders`,
    `lost: ${JSON.stringify(r.lost)}; duplicated: ${JSON.stringify(r.duplicated)} (goal 0: ${
      Object.values(r.lost).every((n) => n === 0) && Object.values(r.duplicated).every((n) => n === 0) ? "met" : "NOT met"
    })`,
    `accounting sync of the paid orders once the queue drained: ${r.sync.notSynced} not synced, ${r.sync.jobsLeft} jobs left (goal 0: ${
      r.sync.notSynced === 0 && r.sync.jobsLeft === 0 ? "met" : "NOT met"
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
    stack: process.argv.includes("--proxy") ? "proxy" : "nginx",
  });
  console.log(`\nsoak, ${new Date().toISOString()}`);
  for (const line of formatSoak(report)) console.log(line);
  process.exit(0);
}
