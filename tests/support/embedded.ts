import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Payload } from "payload";
import type { Database } from "#core/db/database";
import { testCacheDir } from "./cacheDir";
import { templateName } from "./postgres";

/**
 * The embedded database in tests (issue 22 item 2): `TEST_DATABASE=embedded` makes `openTestDb()`
 * open a copy of a migrated PGlite folder (built once per change of the migrations, like the
 * PostgreSQL template) behind core/db/embeddedServer.ts, exactly as `npm start` does without DATABASE_URL.
 */
export const embeddedTests = () => process.env.TEST_DATABASE === "embedded";

/** The migrated template's DATA_DIR; its PGlite folder is `pglite-dev` (tests run with NODE_ENV=test). */
export function embeddedTemplateDir(): string {
  return path.join(testCacheDir(), templateName().replace("biotext_tpl", "pglite_tpl"));
}

/** Builds the migrated PGlite template if it is missing (in a child process: the config reads the environment once). */
export function ensureEmbeddedTemplate(): string {
  const dir = embeddedTemplateDir();
  if (fs.existsSync(path.join(dir, "ready"))) return dir;
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", APP_ENV: "test", DATA_DIR: building };
  delete env.DATABASE_URL;
  const result = spawnSync("npx", ["tsx", "--conditions=production", "tests/support/migrateEmbedded.ts"], { stdio: "inherit", env });
  if (result.status !== 0) throw new Error("migrating the embedded test template failed");
  fs.writeFileSync(path.join(building, "ready"), new Date().toISOString());
  if (fs.existsSync(path.join(dir, "ready"))) {
    fs.rmSync(building, { recursive: true, force: true });
  } else {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(building, dir);
  }
  return dir;
}

/** A private copy of the template, opened; `close` stops it and removes the copy. */
export async function openEmbeddedCopy(): Promise<{ database: Database; dataDir: string; close: () => Promise<void> }> {
  const template = embeddedTemplateDir();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-embedded-"));
  fs.cpSync(template, dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, "pglite-dev.pid"), { force: true });
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dataDir;
  const { readEnv } = await import("#core/env");
  const { openDatabase } = await import("#core/db/database");
  const database = await openDatabase(readEnv());
  return {
    database,
    dataDir,
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Closes an embedded database (PGlite) test: Payload, its pool, the database, then the data folder.
 * payload.destroy() does not end the pool in 3.90.2, and pool.end() waits for clients Payload
 * may still hold: silence the clients' errors, end the pool in the background, stop the server.
 */
export async function closeEmbedded(payload: Payload | undefined, database: Database | undefined, dataDir: string): Promise<void> {
  type Pool = { on: (e: string, f: () => void) => void; end: () => Promise<void>; _clients?: { on: (e: string, f: () => void) => void }[] };
  const pool = (payload?.db as unknown as { pool?: Pool } | undefined)?.pool;
  pool?.on("error", () => {});
  for (const client of pool?._clients ?? []) client.on("error", () => {});
  await payload?.destroy().catch(() => {});
  void pool?.end().catch(() => {});
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
