import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#core/database";

/**
 * Issue 23 "Integrity", the concurrency cases on the embedded PostgreSQL (PGlite) that `npm start`
 * runs without DATABASE_URL: parallel quiz starts, scores and submits, and parallel uses of one reset
 * link, through Payload's pool on the embedded database's socket (several connections).
 * The same scenarios on PostgreSQL: integrity.test.ts.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-pglite-integrity-"));
let database: Database;
let payload: Payload;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { NODE_ENV: "production", DATA_DIR: dataDir });
  const { readEnv } = await import("#core/env");
  const { openDatabase } = await import("#core/database");
  database = await openDatabase(readEnv());
  const { getPayload } = await import("payload");
  const { default: config } = await import("../../cms/payload.config");
  payload = await getPayload({ config });
}, 240_000);

afterAll(async () => {
  type Pool = { on: (e: string, f: () => void) => void; end: () => Promise<void>; _clients?: { on: (e: string, f: () => void) => void }[] };
  const pool = (payload?.db as unknown as { pool?: Pool } | undefined)?.pool;
  pool?.on("error", () => {});
  for (const client of pool?._clients ?? []) client.on("error", () => {});
  await payload?.destroy().catch(() => {});
  void pool?.end().catch(() => {});
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("issue 23 on the embedded database", () => {
  it("issue 23 item 2 QUIZ-016 limit 1, 10 parallel starts then parallel score and submit: one score shown, one attempt submitted (PGlite)", async () => {
    const { parallelStartsScenario } = await import("../support/integrity");
    const r = await parallelStartsScenario(payload, "EMB");
    expect(r.scoresShown).toBe(1);
    expect(r.submitted).toBe(1);
    expect(r.rows).toMatchObject({ submitted: 1, scored: 1, pending: 0 });
    expect(r.status).toMatchObject({ attemptNum: 1, attemptsLimit: 1, attemptsLeft: 0 });
  }, 120_000);

  it("issue 23 item 4 SES-038 10 parallel resetPassword calls with one token: exactly one succeeds (PGlite)", async () => {
    const { parallelResetScenario } = await import("../support/integrity");
    expect(await parallelResetScenario(payload, "parallel.reset.embedded@school.test")).toBe(1);
  }, 120_000);
});
