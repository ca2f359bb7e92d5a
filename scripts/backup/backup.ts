import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { S3Storage } from "#core/env";
import { BACKUP_PREFIX, listBackups, MANIFEST_FORMAT, sha256File, type Manifest, type MediaFile } from "./manifest";

/**
 * Issue 50: `npm run backup` — a consistent backup of the database and the media (docs/operations.md).
 *
 * PostgreSQL: one REPEATABLE READ transaction exports its snapshot; every table is counted in it and pg_dump (custom
 * format) dumps that same snapshot, so the counts in the manifest are those of the dump, whatever runs meanwhile.
 * Embedded (PGlite): its folder is opened here (the server must be stopped: one process per folder), counted, and
 * dumped with PGlite's own `dumpDataDir` (a gzipped tar of the data folder). Media: DATA_DIR/media, or every object of
 * the S3 bucket. Each file's sha256 goes in the manifest and in SHA256SUMS.
 */
export type BackupOptions = {
  /** PostgreSQL: a direct connection (DATABASE_DIRECT_URL, not through PgBouncer); undefined: the embedded database. */
  databaseUrl?: string;
  /** The embedded database's folder (DATA_DIR/pglite in production). */
  pgliteFolder: string;
  /** Media on disk (DATA_DIR/media), unless `s3`. */
  mediaDir: string;
  s3: S3Storage | null;
  backupDir: string;
  /** Keep this many finished backups (the oldest beyond are deleted); undefined: keep all. */
  keep?: number;
  log?: (line: string) => void;
  /** Tests: the backup's time (its folder's name). */
  now?: Date;
};

export const PG_DUMP_FILE = "database.dump";
export const PGLITE_DUMP_FILE = "pglite-datadir.tar.gz";

/** Runs a command; rejects with its stderr when it fails. */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} failed (exit ${code}): ${err.trim().slice(0, 2000)}`))));
  });
}

/** A libpq URL without its password, and the environment that carries the password instead (not in `ps`). */
export function libpq(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { url: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

type Queryable = { query: <R = Record<string, unknown>>(sql: string) => Promise<{ rows: R[] }> };

/** Rows per table of the public schema, and the newest applied migration. */
export async function countTables(db: Queryable): Promise<{ tables: Record<string, number>; migration: string | null }> {
  const { rows } = await db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const tables: Record<string, number> = {};
  for (const { tablename } of rows) {
    const { rows: n } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "public"."${tablename.replace(/"/g, '""')}"`);
    tables[tablename] = Number(n[0].n);
  }
  let migration: string | null = null;
  if ("payload_migrations" in tables) {
    const { rows: m } = await db.query<{ name: string | null }>(`SELECT max(name) AS name FROM payload_migrations WHERE name <> 'dev'`);
    migration = m[0]?.name ?? null;
  }
  return { tables, migration };
}

/** Is the PGlite folder open in a live process (core/db/database.ts writes `<folder>.pid`)? Its pid, else null. */
export function pgliteHolder(folder: string): number | null {
  const lock = `${folder}.pid`;
  const holder = Number(fs.existsSync(lock) ? fs.readFileSync(lock, "utf8") : 0);
  if (!holder || holder === process.pid) return null;
  try {
    process.kill(holder, 0);
    return holder;
  } catch {
    return null;
  }
}

/** Opens a PGlite folder with the extensions the schema uses, holding its lock file meanwhile. */
export async function openPglite(folder: string, loadDataDir?: Blob) {
  const holder = pgliteHolder(folder);
  if (holder) throw new Error(`The embedded database ${folder} is in use by process ${holder}: stop the server first (one process per PGlite folder).`);
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  fs.writeFileSync(`${folder}.pid`, String(process.pid));
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
    const db = await PGlite.create(folder, { extensions: { pg_trgm, unaccent }, ...(loadDataDir ? { loadDataDir } : {}) });
    return {
      db,
      version: (PGlite as unknown as { version?: string }).version ?? "pglite",
      close: async () => {
        await db.close().catch(() => {});
        fs.rmSync(`${folder}.pid`, { force: true });
      },
    };
  } catch (err) {
    fs.rmSync(`${folder}.pid`, { force: true });
    throw err;
  }
}

function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(p, base));
    else if (entry.isFile()) out.push(path.relative(base, p));
  }
  return out;
}

export function s3Client(s3: S3Storage) {
  return import("@aws-sdk/client-s3").then(
    (sdk) =>
      [
        sdk,
        new sdk.S3Client({
          region: s3.region,
          endpoint: s3.endpoint,
          forcePathStyle: s3.forcePathStyle,
          credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        }),
      ] as const,
  );
}

async function backupMedia(opts: BackupOptions, into: string): Promise<Manifest["media"]> {
  const files: MediaFile[] = [];
  fs.mkdirSync(into, { recursive: true });
  if (opts.s3) {
    const [sdk, client] = await s3Client(opts.s3);
    let token: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: opts.s3.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const key = object.Key!;
        const target = path.join(into, key);
        if (!target.startsWith(into + path.sep)) throw new Error(`S3 object key outside the media folder: ${key}`);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        const got = await client.send(new sdk.GetObjectCommand({ Bucket: opts.s3.bucket, Key: key }));
        fs.writeFileSync(target, Buffer.from(await got.Body!.transformToByteArray()));
        files.push({ name: key, bytes: fs.statSync(target).size, sha256: await sha256File(target) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    client.destroy();
  } else {
    for (const name of walk(opts.mediaDir)) {
      const target = path.join(into, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(opts.mediaDir, name), target);
      files.push({ name, bytes: fs.statSync(target).size, sha256: await sha256File(target) });
    }
  }
  return { source: opts.s3 ? "s3" : "disk", count: files.length, bytes: files.reduce((n, f) => n + f.bytes, 0), files };
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/** Writes one backup; returns its folder and manifest. */
export async function backup(opts: BackupOptions): Promise<{ folder: string; manifest: Manifest }> {
  const log = opts.log ?? (() => {});
  const started = opts.now ?? new Date();
  const t0 = performance.now();
  const name = `${BACKUP_PREFIX}${stamp(started)}`;
  const folder = path.join(opts.backupDir, name);
  const partial = `${folder}.partial`;
  if (fs.existsSync(folder)) throw new Error(`${folder} exists already`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    let database: Manifest["database"];
    if (opts.databaseUrl) {
      const client = new pg.Client({ connectionString: opts.databaseUrl, application_name: "biotext-backup" });
      await client.connect();
      try {
        await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
        const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
        const counted = await countTables(client as unknown as Queryable);
        log(`database: ${Object.keys(counted.tables).length} tables counted, migration ${counted.migration}; pg_dump…`);
        const target = libpq(opts.databaseUrl);
        const file = path.join(partial, PG_DUMP_FILE);
        await run(
          "pg_dump",
          ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${rows[0].snapshot}`, `--file=${file}`, `--dbname=${target.url}`],
          target.env,
        );
        const tool = (await run("pg_dump", ["--version"])).trim();
        database = { kind: "postgres", file: PG_DUMP_FILE, bytes: fs.statSync(file).size, sha256: await sha256File(file), ...counted, tool };
        await client.query("COMMIT");
      } finally {
        await client.end().catch(() => {});
      }
    } else {
      if (!fs.existsSync(path.join(opts.pgliteFolder, "PG_VERSION"))) throw new Error(`No embedded database in ${opts.pgliteFolder}`);
      const opened = await openPglite(opts.pgliteFolder);
      try {
        const counted = await countTables(opened.db as unknown as Queryable);
        log(`database: ${Object.keys(counted.tables).length} tables counted, migration ${counted.migration}; dumping the PGlite folder…`);
        const blob = await opened.db.dumpDataDir("gzip");
        const file = path.join(partial, PGLITE_DUMP_FILE);
        fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
        database = {
          kind: "embedded",
          file: PGLITE_DUMP_FILE,
          bytes: fs.statSync(file).size,
          sha256: await sha256File(file),
          ...counted,
          tool: opened.version,
        };
      } finally {
        await opened.close();
      }
    }
    log(`database: ${(database.bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s; media…`);
    const media = await backupMedia(opts, path.join(partial, "media"));
    log(`media: ${media.count} files, ${(media.bytes / 1e6).toFixed(1)} MB (${media.source})`);
    const finished = new Date();
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      startedAt: started.toISOString(),
      finishedAt: finished.toISOString(),
      seconds: Math.round((performance.now() - t0) / 100) / 10,
      database,
      media,
    };
    fs.writeFileSync(path.join(partial, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const sums = [
      `${database.sha256}  ${database.file}`,
      ...media.files.map((f) => `${f.sha256}  media/${f.name}`),
      `${await sha256File(path.join(partial, "manifest.json"))}  manifest.json`,
    ];
    fs.writeFileSync(path.join(partial, "SHA256SUMS"), `${sums.join("\n")}\n`);
    fs.renameSync(partial, folder);
    log(`done: ${folder} in ${manifest.seconds} s`);
    if (opts.keep !== undefined) {
      const all = listBackups(opts.backupDir);
      for (const old of all.slice(0, Math.max(0, all.length - opts.keep))) {
        fs.rmSync(old, { recursive: true, force: true });
        log(`retention: removed ${path.basename(old)} (keeping ${opts.keep})`);
      }
    }
    return { folder, manifest };
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}
