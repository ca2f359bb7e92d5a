/**
 * `npm run backup [-- --keep N] [-- --dir FOLDER]` (issue 50, docs/operations.md): a consistent backup of the
 * database and the media into BACKUP_DIR (default DATA_DIR/backups), with a manifest and sha256 checksums
 * (scripts/backup/backup.ts). The environment is the server's (DATABASE_URL / DATABASE_DIRECT_URL, DATA_DIR, S3_*).
 */
import path from "node:path";

if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: "production" });

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const { env } = await import("#core/env");
const { pgliteFolder } = await import("#core/db/database");
const { backup } = await import("./backup/backup");
const e = env();
const keep = option("--keep");
if (keep !== undefined && !(Number(keep) >= 1)) {
  console.error("backup: --keep needs a number of backups (1 or more)");
  process.exit(2);
}
try {
  const { folder } = await backup({
    databaseUrl: e.DATABASE_URL ? e.DATABASE_DIRECT_URL ?? e.DATABASE_URL : undefined,
    pgliteFolder: pgliteFolder(e),
    mediaDir: path.resolve(e.DATA_DIR, "media"),
    s3: e.s3,
    backupDir: path.resolve(option("--dir") ?? e.BACKUP_DIR),
    keep: keep === undefined ? undefined : Number(keep),
    log: (line) => console.log(`backup: ${line}`),
  });
  console.log(folder);
} catch (err) {
  console.error(`backup: FAILED: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
