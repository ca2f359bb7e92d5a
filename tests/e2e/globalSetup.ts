/**
 * End-to-end: build if needed, then start the real server (production mode) on a free port
 * against a fresh database cloned from the migrated template; it seeds the demo data itself.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import net from "node:net";
import type { TestProject } from "vitest/node";
import { buildIfNeeded } from "../../scripts/build";
import { createDatabaseFromTemplate, dropDatabase, serverUrl, withAdminClient } from "../support/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The e2e server's database, for tests that set up what no page can yet (session flags set by LTI launches, multi-session). */
    databaseURL: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/** A hash of everything the demo seed depends on: schema, seed code and data, generated media. */
function seedHash(): string {
  const hash = crypto.createHash("sha256");
  const walk = (p: string) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
    else hash.update(p).update(String(stat.size)).update(p.includes("/out/") ? String(stat.mtimeMs) : fs.readFileSync(p));
  };
  for (const p of ["cms/migrations", "seeds", "cms/collections"]) walk(p);
  return hash.digest("hex").slice(0, 12);
}

/**
 * Seeding the whole demo curriculum (with its media) takes a while, so it happens once per
 * change of the seed: into a template database and a media folder that every run then clones.
 */
async function seededTemplate(): Promise<{ template: string; dataDir: string }> {
  const key = seedHash();
  const template = `biotext_seeded_${key}`;
  const dataDir = path.resolve(`.data/e2e-${key}`);
  const exists = await withAdminClient(async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [template])).rowCount);
  if (exists && fs.existsSync(dataDir)) return { template, dataDir };
  const building = await createDatabaseFromTemplate("biotext_seeding");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const result = spawnSync(process.execPath, ["--import", "tsx", "seeds/run.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", APP_ENV: "test", DATABASE_URL: serverUrl(building), DATA_DIR: dataDir },
  });
  if (result.status !== 0) throw new Error("seeding the e2e template failed");
  await withAdminClient(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await c.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
  });
  return { template, dataDir };
}

export default async function setup(project: TestProject) {
  buildIfNeeded();
  const { template, dataDir } = await seededTemplate();
  const database = await createDatabaseFromTemplate("biotext_e2e", template);
  const port = await freePort();
  // Server output goes to a file, so test output stays readable and a hung pipe cannot block the run.
  fs.mkdirSync("test-results", { recursive: true });
  const log = fs.openSync("test-results/e2e-server.log", "w");
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    stdio: ["ignore", log, log],
    env: { ...process.env, NODE_ENV: "production", APP_ENV: "test", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: serverUrl(database), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForHealthy(baseURL, child, 120_000);
  } catch (err) {
    child.kill("SIGKILL");
    console.error(fs.readFileSync("test-results/e2e-server.log", "utf8").slice(-4000));
    throw err;
  }
  project.provide("baseURL", baseURL);
  project.provide("databaseURL", serverUrl(database));
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    if (child.exitCode === null) child.kill("SIGKILL");
    await dropDatabase(database);
  };
}
