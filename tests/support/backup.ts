import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect } from "vitest";
import { DEMO_PASSWORD } from "../../seeds/seed";
import { readManifest, type Manifest } from "../../scripts/backup/manifest";
import type { RunningServer } from "./server";

/** Issue 50: helpers of the backup → wipe → restore tests (tests/integration/backupRestore*.test.ts). */
export function scratchFolder(): { scratch: string; cleanups: (() => Promise<void> | void)[] } {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-backup-test-"));
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
    fs.rmSync(scratch, { recursive: true, force: true });
  }, 120_000);
  return { scratch, cleanups };
}

export type Target = { DATABASE_URL?: string; DATA_DIR: string; BACKUP_DIR: string };

/** Runs `npm run backup` / `npm run restore` as the operator would (node --import tsx, the server's environment). */
export function cli(script: "backup" | "restore", target: Target, args: string[] = []) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", APP_ENV: "test", ...target };
  if (!target.DATABASE_URL) {
    delete env.DATABASE_URL;
    delete env.EMBEDDED_DATABASE;
  }
  delete env.DATABASE_DIRECT_URL;
  const run = spawnSync(process.execPath, ["--conditions=production", "--import", "tsx", `scripts/${script}.ts`, ...args], {
    env,
    encoding: "utf8",
    timeout: 300_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

export function lastBackup(dir: string): { folder: string; manifest: Manifest } {
  const folder = path.join(
    dir,
    fs
      .readdirSync(dir)
      .filter((n) => n.startsWith("biotext-") && !n.endsWith(".partial"))
      .sort()
      .at(-1)!,
  );
  return { folder, manifest: readManifest(folder) };
}

/** Every media file with its sha256. */
export function mediaOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = crypto.createHash("sha256").update(fs.readFileSync(p)).digest("hex");
    }
  };
  walk(dir);
  return out;
}

/** The student's dashboard, without what differs between two renders of the same data (nonces, request ids). */
export async function studentPage(server: RunningServer, cookie: string): Promise<string> {
  const res = await fetch(`${server.base}/account`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.text())
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/'nonce-[^']*'/g, "'nonce-'")
    .replace(/data-request-id>[^<]*</g, "data-request-id><")
    .replace(/"requestId":"[^"]*"/g, '"requestId":""');
}

export async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.base}/trpc/auth.login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.base },
    body: JSON.stringify({ json: { identifier: "student", password: DEMO_PASSWORD } }),
  });
  const cookie = res.headers.get("set-cookie")?.match(/sid=[^;]+/)?.[0] ?? "";
  expect(cookie).not.toBe("");
  return cookie;
}

export type Sql = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** The demo student's order (paid) and note, beside the seed's progress and quiz attempts. */
export async function addStudentData(db: Sql) {
  const student = Number((await db.query(`SELECT id FROM users WHERE email = 'student@biotext.test'`)).rows[0].id);
  const moduleId = Number((await db.query(`SELECT id FROM modules ORDER BY id LIMIT 1`)).rows[0].id);
  await db.query(
    `INSERT INTO orders (user_id, email, status, idempotency_key, currency, lines, subtotal_cents, total_cents, paid_at)
     VALUES ($1, 'student@biotext.test', 'paid', $2, 'CAD', '[]', 4900, 4900, now())`,
    [student, `backup-test-${crypto.randomBytes(4).toString("hex")}`],
  );
  await db.query(`INSERT INTO study_notes (user_id, module_id, summary, body) VALUES ($1, $2, 'Mitochondria', '{"text":"powerhouse"}')`, [student, moduleId]);
}

export function expectDemoData(tables: Record<string, number>) {
  for (const table of ["users", "progress", "quiz_attempts", "orders", "study_notes", "media", "lessons"]) expect(tables[table], table).toBeGreaterThan(0);
}
