import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SEED_ENTRY, SERVER_NODE_ARGS } from "../../scripts/build";
import { testCacheDir } from "./cacheDir";
import ensureMigratedTemplate from "./globalSetup";
import { createDatabaseFromTemplate, serverUrl, withAdminClient } from "./postgres";

/** A hash of everything the demo seed depends on: schema, seed code and data, generated media. */
function seedHash(): string {
  const hash = crypto.createHash("sha256");
  const walk = (p: string) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (!name.startsWith(".")) walk(path.join(p, name));
    } else {
      // The content, not the modification time: a fresh clone's files are new but make the same seed.
      hash.update(p).update(String(stat.size)).update(fs.readFileSync(p));
    }
  };
  // The whole CMS (collections, hooks, schema extensions, config) and the seed: what the seeded content depends on;
  // and how the seed's LTI secrets are encrypted (issue 44: a template seeded with the old constant key is rebuilt).
  for (const p of ["cms", "seeds", "core/lti/secrets.ts"]) walk(p);
  return hash.digest("hex").slice(0, 12);
}

/**
 * Seeding the whole demo curriculum (with its media) takes a while, so it happens once per
 * change of the seed: into a template database and a media folder that every run then clones.
 */
export async function seededTemplate(): Promise<{ template: string; dataDir: string }> {
  const key = seedHash();
  const template = `biotext_seeded_${key}`;
  const dataDir = path.join(testCacheDir(), `e2e-${key}`);
  const exists = await withAdminClient(async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [template])).rowCount);
  if (exists && fs.existsSync(dataDir)) return { template, dataDir };
  // The seed is loaded into a copy of the migrated template: make sure it exists (a bench run on a fresh machine).
  await ensureMigratedTemplate();
  // Two processes may build the same template at once (an e2e run beside a benchmark): each seeds its own
  // database and media folder, and the first to finish publishes both; before, the second emptied the
  // first's media folder under it and the template was left with missing media files.
  const building = await createDatabaseFromTemplate("biotext_seeding");
  const buildingDir = `${dataDir}.building-${process.pid}`;
  fs.rmSync(buildingDir, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [...SERVER_NODE_ARGS, SEED_ENTRY], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", APP_ENV: "test", DATABASE_URL: serverUrl(building), DATA_DIR: buildingDir },
  });
  if (result.status !== 0) throw new Error("seeding the e2e template failed");
  const published = await withAdminClient(async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [template])).rowCount);
  if (published && fs.existsSync(dataDir)) {
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`));
    fs.rmSync(buildingDir, { recursive: true, force: true });
    return { template, dataDir };
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(buildingDir, dataDir);
  await withAdminClient(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await c.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
  });
  return { template, dataDir };
}

/**
 * The demo seed on the embedded database (issue 22): a DATA_DIR with a seeded PGlite folder (`pglite`, as the
 * production server opens it) and its media, built once per change of the seed. Callers copy it.
 */
export function seededEmbeddedTemplate(): string {
  const dataDir = path.join(testCacheDir(), `e2e-embedded-${seedHash()}`);
  if (fs.existsSync(path.join(dataDir, "ready"))) return dataDir;
  const buildingDir = `${dataDir}.building-${process.pid}`;
  fs.rmSync(buildingDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", APP_ENV: "test", DATA_DIR: buildingDir };
  delete env.DATABASE_URL;
  delete env.EMBEDDED_DATABASE;
  const result = spawnSync(process.execPath, [...SERVER_NODE_ARGS, SEED_ENTRY], { stdio: "inherit", env });
  if (result.status !== 0) throw new Error("seeding the embedded template failed");
  fs.rmSync(path.join(buildingDir, "pglite.pid"), { force: true });
  fs.writeFileSync(path.join(buildingDir, "ready"), new Date().toISOString());
  if (fs.existsSync(path.join(dataDir, "ready"))) {
    fs.rmSync(buildingDir, { recursive: true, force: true });
  } else {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.renameSync(buildingDir, dataDir);
  }
  return dataDir;
}

/** A scratch copy of the seeded embedded template (a DATA_DIR for one production server). */
export function copyOfSeededEmbedded(name: string): string {
  const template = seededEmbeddedTemplate();
  const dir = path.resolve(`.data/${name}-${process.pid}-${crypto.randomBytes(3).toString("hex")}`);
  fs.cpSync(template, dir, { recursive: true });
  fs.rmSync(path.join(dir, "ready"), { force: true });
  return dir;
}
