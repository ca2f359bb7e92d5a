/**
 * Issue 29 item "worker": `npm run worker` runs Payload's jobs queue (server/worker.ts, decision 114).
 * A worker killed mid-job (SIGKILL while the accounting sync writes its file) leaves the job marked
 * `processing`; the next worker releases it and runs it exactly once. The job is held mid-run without
 * any test hook: the file adapter's temporary file is a named pipe, whose open blocks until a reader comes.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueAccountingSync } from "#core/commerce/accountingSync";
import { createDatabaseFromTemplate, dropDatabase, serverUrl } from "../support/postgres";
import { freePort } from "../support/server";
import { startWorker, type RunningWorker } from "../support/worker";

let database = "";
let payload: Payload;
let db: pg.Client;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-worker-sync-"));
const workers: RunningWorker[] = [];

beforeAll(async () => {
  database = await createDatabaseFromTemplate("biotext_worker");
  process.env.DATABASE_URL = serverUrl(database);
  const { getPayload } = await import("payload");
  const { default: config } = await import("../../cms/payload.config");
  payload = await getPayload({ config });
  db = new pg.Client({ connectionString: serverUrl(database) });
  await db.connect();
}, 120_000);

afterAll(async () => {
  for (const w of workers) await w.kill("SIGKILL");
  await db?.end();
  const pool = payload?.db.pool;
  pool?.on("error", () => {});
  await payload?.destroy().catch(() => {});
  void pool?.end().catch(() => {});
  if (database) await dropDatabase(database);
  fs.rmSync(dir, { recursive: true, force: true });
});

const env = () => ({ DATABASE_URL: serverUrl(database), ACCOUNTING_SYNC_DIR: dir, WORKER_POLL_MS: "200", DATA_DIR: path.resolve(".data/test") });

async function until<T>(what: string, ms: number, check: () => Promise<T | null | undefined | false>): Promise<T> {
  const started = Date.now();
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms\n${workers.map((w) => w.log()).join("\n---\n")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function paidOrder(key: string): Promise<number> {
  const order = await payload.create({
    collection: "orders",
    data: {
      email: `${key}@school.test`,
      status: "paid",
      idempotencyKey: key,
      currency: "CAD",
      lines: [{ productId: null, productName: "Worker Biology", priceCents: 4000, quantity: 1 }],
      subtotalCents: 4000,
      discountCents: 0,
      taxCents: 0,
      totalCents: 4000,
      paidAt: new Date().toISOString(),
    },
    overrideAccess: true,
  });
  return order.id;
}

const jobsOf = async (orderId: number) =>
  (
    await db.query(
      `SELECT id, processing, completed_at, has_error, total_tried FROM payload_jobs WHERE task_slug = 'accountingSyncOrder' AND (input->>'order')::int = $1`,
      [orderId],
    )
  ).rows as { id: number; processing: boolean; completed_at: Date | null; has_error: boolean; total_tried: number }[];
const orderSync = async (orderId: number) =>
  (await db.query(`SELECT qb_sync_status_status AS status, qb_sync_status_attempts::int AS attempts FROM orders WHERE id = $1`, [orderId])).rows[0] as {
    status: string | null;
    attempts: number | null;
  };

describe("npm run worker (issue 29)", () => {
  it("issue 29: a worker killed mid-job leaves the job processing; after a restart it runs exactly once", async () => {
    const orderId = await paidOrder("worker-killed");
    await queueAccountingSync(payload, orderId);
    const first = startWorker({ name: "killed", env: env() });
    workers.push(first);
    // The adapter writes order-<id>.json.<pid>.tmp first: a named pipe there holds the job inside its handler.
    const pipe = path.join(dir, `order-${orderId}.json.${first.child.pid}.tmp`);
    execFileSync("mkfifo", [pipe]);
    await until("the job is claimed", 60_000, async () => (await jobsOf(orderId)).find((j) => j.processing));
    await new Promise((r) => setTimeout(r, 300));
    expect((await orderSync(orderId)).status).toBeNull();
    await first.kill("SIGKILL");
    fs.rmSync(pipe);
    // Killed mid-job: nothing released it.
    expect((await jobsOf(orderId)).map((j) => ({ processing: j.processing, done: j.completed_at !== null }))).toEqual([{ processing: true, done: false }]);

    const second = startWorker({ name: "restarted", env: env() });
    workers.push(second);
    // Payload deletes a job once it has completed (deleteJobOnComplete): done = SUCCESS stored and the job gone.
    await until(
      "the job completes after the restart",
      60_000,
      async () => (await orderSync(orderId)).status === "SUCCESS" && (await jobsOf(orderId)).length === 0,
    );
    // Let a few more polls pass: nothing runs it again.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await jobsOf(orderId)).toEqual([]);
    // One attempt stored: the run cut off by SIGKILL never reached the adapter's answer; the one after the restart did.
    expect(await orderSync(orderId)).toEqual({ status: "SUCCESS", attempts: 1 });
    expect(fs.readdirSync(dir).filter((f) => f.startsWith(`order-${orderId}.json`))).toEqual([`order-${orderId}.json`]);
    expect(JSON.parse(fs.readFileSync(path.join(dir, `order-${orderId}.json`), "utf8"))).toMatchObject({ orderId, externalId: `FILE-${orderId}` });
    expect(second.log()).toMatch(/released 1 job\(s\) cut off by a stopped worker/);
  }, 150_000);

  it("issue 29: a second worker waits for the lock; it runs jobs only once the first has stopped; issue 50: it serves its own metrics", async () => {
    const running = workers[workers.length - 1];
    // Issue 50: this worker also serves its metrics (WORKER_METRICS_PORT, behind METRICS_TOKEN).
    const metricsPort = await freePort();
    const token = "w".repeat(40);
    const standby = startWorker({ name: "standby", env: { ...env(), WORKER_METRICS_PORT: String(metricsPort), METRICS_TOKEN: token } });
    workers.push(standby);
    await until("the standby says it waits", 60_000, async () => /another worker holds the lock: waiting/.test(standby.log()));
    await running.kill("SIGTERM");
    expect(running.log()).toMatch(/SIGTERM: finishing the jobs in progress/);
    await until("the standby takes the lock", 30_000, async () => /holding the worker lock/.test(standby.log()));
    const orderId = await paidOrder("worker-standby");
    await queueAccountingSync(payload, orderId);
    await until("the standby runs the job", 60_000, async () => (await orderSync(orderId)).status === "SUCCESS");

    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    expect((await fetch(metricsUrl)).status).toBe(401);
    const text = await (await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } })).text();
    const value = (line: RegExp) => Number(new RegExp(`^${line.source} (\\S+)$`, "m").exec(text)?.[1] ?? NaN);
    expect(value(/biotext_worker_runs_total\{process="worker"\}/)).toBeGreaterThanOrEqual(1);
    expect(value(/biotext_worker_run_failures_total\{process="worker"\}/)).toBe(0);
    expect(value(/biotext_jobs_queued\{queue="commerce",process="worker"\}/)).toBeGreaterThanOrEqual(0);
    expect(value(/biotext_db_statement_duration_seconds_count\{process="worker"\}/)).toBeGreaterThan(0);
    expect(value(/biotext_db_pool_connections\{state="total",process="worker"\}/)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("biotext_http_requests_total{");
  }, 150_000);
});
