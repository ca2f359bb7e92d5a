/**
 * `npm run worker`: the one process that runs Payload's jobs queue (issue 29, docs/decisions/114) —
 * accounting sync and order reconciliation (queue "commerce"), LTI grade passback and roster sync
 * ("lti-outcomes"), and anything queued on "default" (Payload's scheduled publishing). The web
 * instances run no jobs when `JOBS=worker` (server/app.ts); the worker refuses to start without it.
 *
 * Exactly one worker runs at a time: it holds a session advisory lock on a direct connection
 * (DATABASE_DIRECT_URL, never through PgBouncer's transaction pooling). A second worker waits for
 * the lock. Holding it, and between two runs, no job can be in progress anywhere, so a job still
 * marked `processing` was cut off by a killed worker (SIGKILL, power loss): it is released and runs
 * again, once (the handlers are idempotent per order / per grade: decision 114).
 *
 * SIGTERM/SIGINT: finish the jobs in progress, then exit 0 (systemd's TimeoutStopSec bounds it).
 */
import pg from "pg";
import type { Payload } from "payload";

if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: "production" });

/** The worker lock's key, in the one-key (bigint) space; the quizzes' xact locks use the two-key space. */
export const WORKER_LOCK_KEY = "biotext-jobs-worker";
const RECONCILE_EVERY_MS = 60_000;

const log = (line: string) => console.log(`worker: ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Releases jobs left `processing` by a worker that died mid-job. Only safe while holding the lock between runs. */
export async function releaseOrphanedJobs(pool: { query: (text: string) => Promise<{ rows: { id: number }[] }> }): Promise<number[]> {
  const { rows } = await pool.query(`UPDATE payload_jobs SET processing = false, updated_at = now() WHERE processing AND completed_at IS NULL RETURNING id`);
  return rows.map((r) => Number(r.id));
}

async function main() {
  const { env } = await import("#core/env");
  const { directDatabaseUrl } = await import("#core/db/database");
  const e = env();
  if (!e.DATABASE_URL)
    throw new Error("DATABASE_URL is required: the embedded database is opened by one process only (the web server), which runs the jobs itself");
  if (e.JOBS !== "worker") throw new Error("JOBS=worker is required (and must be set for the web instances too, so that only this process runs jobs)");

  let stopping = false;
  let wake: () => void = () => {};
  const stop = (signal: string) => {
    if (stopping) return;
    log(`${signal}: finishing the jobs in progress, then exiting`);
    stopping = true;
    wake();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  let lock: pg.Client | null = null;
  /** Connects and takes the lock; waits while another worker holds it. False when stopping first. */
  const acquire = async (): Promise<boolean> => {
    let said = false;
    while (!stopping) {
      try {
        const c = new pg.Client({ connectionString: directDatabaseUrl(), application_name: "biotext-jobs-worker" });
        c.on("error", () => {});
        await c.connect();
        const { rows } = await c.query<{ ok: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS ok", [WORKER_LOCK_KEY]);
        if (rows[0]?.ok) {
          c.on("end", () => {
            if (lock === c) lock = null;
          });
          lock = c;
          log("holding the worker lock");
          return true;
        }
        await c.end().catch(() => {});
        if (!said) log("another worker holds the lock: waiting");
        said = true;
      } catch (err) {
        if (!said) log(`cannot reach PostgreSQL for the lock (${(err as Error).message}): retrying`);
        said = true;
      }
      await sleep(2000);
    }
    return false;
  };

  if (!(await acquire())) return;
  const { getPayload } = await import("payload");
  const { default: config } = await import("../cms/payload.config");
  const payload: Payload = await getPayload({ config });
  const { queueReconciliation } = await import("#core/commerce/jobs");
  const { pruneAuditTrail, AUDIT_PRUNE_EVERY_MS } = await import("#core/audit/retention");
  // Issue 27: the accounting jobs run here, so the QuickBooks adapter is installed here too (as server/app.ts does).
  const { QuickBooksSync, quickBooksConfig } = await import("#core/accounting/quickbooks");
  const quickBooks = quickBooksConfig();
  if (quickBooks) {
    const { setAccountingSync } = await import("#core/commerce/accountingSync");
    setAccountingSync(new QuickBooksSync(payload, quickBooks));
    log(`accounting: QuickBooks Online (${quickBooks.environment})`);
  }
  const pool = payload.db.pool as unknown as Parameters<typeof releaseOrphanedJobs>[0];
  payload.db.pool?.on("error", () => {});
  log(`ready: running every queue every ${e.WORKER_POLL_MS} ms`);
  // Issue 50: the worker's own metrics (queue depth and failures, its runs, its pool and statements) on 127.0.0.1.
  const metricsServer = await serveWorkerMetrics(payload, e.METRICS_TOKEN, e.WORKER_METRICS_PORT);
  const runs = metricsServer?.runs;

  let lastReconcile = 0;
  let lastAuditPrune = 0;
  while (!stopping) {
    if (!lock && !(await acquire())) break;
    try {
      const released = await releaseOrphanedJobs(pool);
      if (released.length) log(`released ${released.length} job(s) cut off by a stopped worker: ${released.join(", ")}`);
      if (Date.now() - lastReconcile >= RECONCILE_EVERY_MS) {
        lastReconcile = Date.now();
        await queueReconciliation(payload);
      }
      // Issue 50: the audit trail keeps AUDIT_RETENTION_DAYS days (core/audit/retention.ts).
      if (Date.now() - lastAuditPrune >= AUDIT_PRUNE_EVERY_MS) {
        lastAuditPrune = Date.now();
        const removed = await pruneAuditTrail(payload);
        if (removed) log(`audit trail: ${removed} row(s) past the retention removed`);
      }
      await payload.jobs.run({ allQueues: true, limit: 20, silent: true });
      runs?.ok.inc();
    } catch (err) {
      runs?.failed.inc();
      log(`run failed (retrying): ${(err as Error).message}`);
    }
    await new Promise<void>((r) => {
      wake = r;
      setTimeout(r, e.WORKER_POLL_MS).unref();
    });
  }
  metricsServer?.server.close();
  const held = lock as pg.Client | null;
  await held?.end().catch(() => {});
  const dbPool = payload.db.pool;
  await payload.destroy().catch(() => {});
  void dbPool?.end().catch(() => {});
  log("stopped");
}

/** The worker's GET /metrics on 127.0.0.1:<port> behind METRICS_TOKEN (server/metrics.ts); none without a port and a token. */
async function serveWorkerMetrics(payload: Payload, token: string | undefined, port: number | undefined) {
  if (!port) return null;
  if (!token) {
    log("metrics: WORKER_METRICS_PORT is set but METRICS_TOKEN is not: no metrics served");
    return null;
  }
  const http = await import("node:http");
  const { createMetrics } = await import("./metrics");
  const { instrumentPool } = await import("#core/db/queryStats");
  instrumentPool(payload.db.pool);
  const metrics = createMetrics({
    token,
    worker: true,
    sources: { pool: () => payload.db.pool, query: (sql) => payload.db.pool.query(sql) },
  });
  const runs = {
    ok: metrics.counter("biotext_worker_runs_total", "Runs of the jobs queue that completed (each runs up to 20 due jobs)."),
    failed: metrics.counter("biotext_worker_run_failures_total", "Runs of the jobs queue that failed (the worker retries at the next poll)."),
  };
  const server = http.createServer((req, res) => {
    if (!metrics.serve(req, res)) {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  log(`metrics: http://127.0.0.1:${port}/metrics`);
  return { server, runs };
}

const isMain = process.argv[1] && /server[\\/]worker\.ts$/.test(process.argv[1]);
if (isMain) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`worker: FAILED: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
