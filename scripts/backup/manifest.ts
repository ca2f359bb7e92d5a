import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Issue 50: a backup is a folder `<BACKUP_DIR>/biotext-<UTC time>/` holding the database (`database.dump`, pg_dump's
 * custom format, or `pglite-datadir.tar.gz`, PGlite's own dump of its data folder), the media files under `media/`,
 * `manifest.json` (below) and `SHA256SUMS` (`sha256sum -c` reads it). It is written as `<name>.partial` and renamed
 * when complete, so a folder without the suffix is a finished backup.
 */
export const MANIFEST_FORMAT = "biotext-backup/1";
export const BACKUP_PREFIX = "biotext-";

export type MediaFile = { name: string; bytes: number; sha256: string };

export type Manifest = {
  format: typeof MANIFEST_FORMAT;
  startedAt: string;
  finishedAt: string;
  seconds: number;
  database: {
    kind: "postgres" | "embedded";
    file: string;
    bytes: number;
    sha256: string;
    /** The newest migration applied when the backup was taken (payload_migrations). */
    migration: string | null;
    /** Rows per table of the public schema, counted in the dump's own snapshot. */
    tables: Record<string, number>;
    /** pg_dump's version (PostgreSQL) or PGlite's (embedded). */
    tool: string;
  };
  media: { source: "disk" | "s3"; count: number; bytes: number; files: MediaFile[] };
};

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash("sha256");
    fs.createReadStream(file)
      .on("data", (d) => hash.update(d))
      .on("end", () => resolve(hash.digest("hex")))
      .on("error", reject);
  });
}

/** The finished backups in `dir`, oldest first (their names sort by time). */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.startsWith(BACKUP_PREFIX) && !n.endsWith(".partial") && fs.existsSync(path.join(dir, n, "manifest.json")))
    .sort()
    .map((n) => path.join(dir, n));
}

export function readManifest(backup: string): Manifest {
  const manifest = JSON.parse(fs.readFileSync(path.join(backup, "manifest.json"), "utf8")) as Manifest;
  if (manifest.format !== MANIFEST_FORMAT) throw new Error(`${backup}: not a BioText backup (manifest format ${String(manifest.format)})`);
  return manifest;
}

/** When the newest finished backup in `dir` finished, in Unix seconds; 0 when there is none (the metric's value). */
export function lastBackupSeconds(dir: string): number {
  const backups = listBackups(dir);
  for (let i = backups.length - 1; i >= 0; i--) {
    try {
      return Math.floor(Date.parse(readManifest(backups[i]).finishedAt) / 1000) || 0;
    } catch {
      /* an unreadable manifest: the one before */
    }
  }
  return 0;
}
