/**
 * `npm run restore -- <backup folder> [--force]` (issue 50, docs/operations.md): verifies the backup's checksums,
 * restores the database into an empty one (refused when it holds anything, unless --force) and the media, checks every
 * table's row count, then applies the migrations newer than the backup (Payload's, as the server does at start).
 * Run it with the server stopped and the server's environment (DATABASE_URL or DATA_DIR, S3_*).
 */
import path from "node:path";

if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: "production" });

const args = process.argv.slice(2).filter((a) => a !== "--");
const force = args.includes("--force");
const backupFolder = args.find((a) => !a.startsWith("--"));
if (!backupFolder) {
  console.error("usage: npm run restore -- <backup folder> [--force]");
  process.exit(2);
}

const log = (line: string) => console.log(`restore: ${line}`);
const { env } = await import("#core/env");
const { openDatabase, pgliteFolder } = await import("#core/db/database");
const { restore, tableCounts, RestoreRefused } = await import("./backup/restore");
const e = env();
const target = { databaseUrl: e.DATABASE_URL ? e.DATABASE_DIRECT_URL ?? e.DATABASE_URL : undefined, pgliteFolder: pgliteFolder(e) };
const started = performance.now();
try {
  const manifest = await restore(
    { backup: path.resolve(backupFolder), ...target, mediaDir: path.resolve(e.DATA_DIR, "media"), s3: e.s3, force, log },
    async () => (await tableCounts(target)).tables,
  );
  // The migrations newer than the backup's schema: Payload applies the committed ones at init in production.
  const database = await openDatabase(e);
  const { getPayload } = await import("payload");
  const { default: config } = await import("../cms/payload.config");
  const payload = await getPayload({ config });
  const pool = payload.db.pool;
  const { rows } = await pool.query<{ name: string }>(`SELECT name FROM payload_migrations WHERE name <> 'dev' AND name > $1 ORDER BY name`, [
    manifest.database.migration ?? "",
  ]);
  log(
    rows.length
      ? `migrations: applied ${rows.length} newer than the backup (${rows.map((r) => r.name).join(", ")})`
      : "migrations: the backup's schema is current",
  );
  pool.on("error", () => {});
  await payload.destroy().catch(() => {});
  void pool.end().catch(() => {});
  await database.close();
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
} catch (err) {
  console.error(`restore: ${err instanceof RestoreRefused ? "REFUSED" : "FAILED"}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(err instanceof RestoreRefused ? 3 : 1);
}
