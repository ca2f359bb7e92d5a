import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { S3Storage } from "#core/env";
import { countTables, libpq, openPglite, run, s3Client } from "./backup";
import { readManifest, sha256File, type Manifest } from "./manifest";

/**
 * Issue 50: `npm run restore -- <backup> [--force]` — checks every checksum first, then restores the database into an
 * empty one (PostgreSQL: pg_restore of the custom-format dump in one transaction; embedded: a new PGlite folder loaded
 * from PGlite's dump) and the media (DATA_DIR/media or the S3 bucket), then checks every table's row count against the
 * manifest. A database, media folder or bucket that holds anything is refused unless `force`: then the PostgreSQL
 * schema is dropped and recreated, and the embedded folder and the media folder are moved aside (`…before-restore-<time>`),
 * not deleted. The caller (scripts/restore.ts) then applies the migrations newer than the backup (Payload's).
 */
export type RestoreOptions = {
  backup: string;
  databaseUrl?: string;
  pgliteFolder: string;
  mediaDir: string;
  s3: S3Storage | null;
  force?: boolean;
  log?: (line: string) => void;
};

export class RestoreRefused extends Error {}

/** Every file of the backup against the manifest's sha256 (and size): the first that differs is named. */
export async function verifyBackup(backup: string): Promise<Manifest> {
  const manifest = readManifest(backup);
  const check = async (rel: string, sha256: string, bytes: number) => {
    const file = path.join(backup, rel);
    if (!fs.existsSync(file)) throw new Error(`${rel}: missing from the backup`);
    if (fs.statSync(file).size !== bytes || (await sha256File(file)) !== sha256) throw new Error(`${rel}: checksum mismatch (the backup is damaged)`);
  };
  await check(manifest.database.file, manifest.database.sha256, manifest.database.bytes);
  for (const f of manifest.media.files) await check(path.join("media", f.name), f.sha256, f.bytes);
  return manifest;
}

const aside = (p: string) => `${p}.before-restore-${new Date().toISOString().replace(/[-:.]/g, "")}`;

async function restorePostgres(manifest: Manifest, opts: RestoreOptions, url: string) {
  const client = new pg.Client({ connectionString: url, application_name: "biotext-restore" });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
    if (rows[0].n > 0) {
      if (!opts.force)
        throw new RestoreRefused(`The database is not empty (${rows[0].n} tables): restore into an empty database, or pass --force to replace it.`);
      opts.log?.(`--force: dropping the ${rows[0].n} tables of the public schema`);
      await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    }
  } finally {
    await client.end().catch(() => {});
  }
  const target = libpq(url);
  await run(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${target.url}`, path.join(opts.backup, manifest.database.file)],
    target.env,
  );
}

async function restoreEmbedded(manifest: Manifest, opts: RestoreOptions) {
  const folder = opts.pgliteFolder;
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    if (!opts.force) throw new RestoreRefused(`The embedded database ${folder} is not empty: restore into a new DATA_DIR, or pass --force to replace it.`);
    const moved = aside(folder);
    fs.renameSync(folder, moved);
    opts.log?.(`--force: the embedded database moved aside to ${moved}`);
  }
  const data = fs.readFileSync(path.join(opts.backup, manifest.database.file));
  const opened = await openPglite(folder, new Blob([data]));
  await opened.close();
}

async function restoreMedia(manifest: Manifest, opts: RestoreOptions) {
  const from = path.join(opts.backup, "media");
  if (opts.s3) {
    const [sdk, client] = await s3Client(opts.s3);
    try {
      const listed = await client.send(new sdk.ListObjectsV2Command({ Bucket: opts.s3.bucket, MaxKeys: 1 }));
      if ((listed.KeyCount ?? 0) > 0 && !opts.force)
        throw new RestoreRefused(`The bucket ${opts.s3.bucket} is not empty: pass --force to write the backup's files over it.`);
      for (const f of manifest.media.files) {
        await client.send(new sdk.PutObjectCommand({ Bucket: opts.s3.bucket, Key: f.name, Body: fs.readFileSync(path.join(from, f.name)) }));
      }
    } finally {
      client.destroy();
    }
    return;
  }
  const dir = opts.mediaDir;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    if (!opts.force) throw new RestoreRefused(`The media folder ${dir} is not empty: pass --force to move it aside and restore the backup's.`);
    const moved = aside(dir);
    fs.renameSync(dir, moved);
    opts.log?.(`--force: the media folder moved aside to ${moved}`);
  }
  for (const f of manifest.media.files) {
    const target = path.join(dir, f.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(from, f.name), target);
  }
}

/** Checks, restores the database and the media, and compares every table's rows with the manifest. */
export async function restore(opts: RestoreOptions, counts: () => Promise<Record<string, number>>): Promise<Manifest> {
  const log = opts.log ?? (() => {});
  const t0 = performance.now();
  const manifest = await verifyBackup(opts.backup);
  log(`checksums: ${1 + manifest.media.files.length} files verified`);
  const kind = opts.databaseUrl ? "postgres" : "embedded";
  if (manifest.database.kind !== kind)
    throw new RestoreRefused(
      `This is a backup of ${manifest.database.kind === "postgres" ? "a PostgreSQL" : "an embedded"} database; the target is ${
        kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "the embedded database (no DATABASE_URL)"
      }. Restore it into the same kind.`,
    );
  if (opts.databaseUrl) await restorePostgres(manifest, opts, opts.databaseUrl);
  else await restoreEmbedded(manifest, opts);
  log(`database: restored in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const restored = await counts();
  const differ = Object.entries(manifest.database.tables).filter(([t, n]) => restored[t] !== n);
  if (differ.length) throw new Error(`restored row counts differ from the backup's: ${differ.map(([t, n]) => `${t} ${restored[t]} ≠ ${n}`).join(", ")}`);
  log(`database: ${Object.keys(manifest.database.tables).length} tables, every row count as in the manifest`);
  await restoreMedia(manifest, opts);
  log(`media: ${manifest.media.count} files restored (${manifest.media.source === "s3" && !opts.s3 ? "from S3 to disk" : opts.s3 ? "to S3" : "to disk"})`);
  return manifest;
}

/** Row counts of a PostgreSQL database or a (stopped) PGlite folder. */
export async function tableCounts(target: {
  databaseUrl?: string;
  pgliteFolder: string;
}): Promise<{ tables: Record<string, number>; migration: string | null }> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await countTables(client as unknown as Parameters<typeof countTables>[0]);
    } finally {
      await client.end().catch(() => {});
    }
  }
  const opened = await openPglite(target.pgliteFolder);
  try {
    return await countTables(opened.db as unknown as Parameters<typeof countTables>[0]);
  } finally {
    await opened.close();
  }
}
