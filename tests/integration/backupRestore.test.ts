import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { tableCounts } from "../../scripts/backup/restore";
import { migrations } from "../../cms/migrations";
import { addStudentData, cli, expectDemoData, lastBackup, mediaOf, scratchFolder, signIn, studentPage, type Target } from "../support/backup";
import { createDatabaseFromTemplate, dropDatabase, serverUrl, withAdminClient } from "../support/postgres";
import { seededTemplate } from "../support/seededTemplate";
import { startProductionServer } from "../support/server";

/**
 * Issue 50 item 3: `npm run backup` → wipe → `npm run restore` on the seeded demo (with progress, quiz grades, an order
 * and a note of the demo student added), media included: every table's row count, every media file and the student's
 * dashboard page are identical after the round trip. On PostgreSQL; a non-empty target or a damaged backup is refused, and a backup
 * taken before the latest migration gets it at restore. The embedded database: backupRestoreEmbedded.test.ts.
 */
const { scratch, cleanups } = scratchFolder();

describe("issue 50: backup and restore on PostgreSQL", () => {
  it("issue 50: back up the seeded demo, wipe, restore: every row count, every media file and the student's page identical", async () => {
    const { template, dataDir: seededDir } = await seededTemplate();
    const database = await createDatabaseFromTemplate("biotext_bk", template);
    cleanups.push(() => dropDatabase(database));
    const dataDir = path.join(scratch, "pg-data");
    fs.cpSync(seededDir, dataDir, { recursive: true });
    const target: Target = { DATABASE_URL: serverUrl(database), DATA_DIR: dataDir, BACKUP_DIR: path.join(scratch, "pg-backups") };
    const client = new pg.Client({ connectionString: target.DATABASE_URL });
    await client.connect();
    await addStudentData(client);
    await client.end();

    let server = await startProductionServer({ databaseName: database, name: "backup-pg", env: { DATA_DIR: dataDir } });
    cleanups.push(() => server.stop());
    const cookie = await signIn(server);
    const before = await studentPage(server, cookie);
    expect(await studentPage(server, cookie)).toBe(before);
    await server.stop();
    const counts = (await tableCounts({ databaseUrl: target.DATABASE_URL, pgliteFolder: "" })).tables;
    expectDemoData(counts);
    const media = mediaOf(path.join(dataDir, "media"));
    expect(Object.keys(media).length).toBeGreaterThan(10);

    const made = cli("backup", target);
    expect(made.status, made.out).toBe(0);
    const { folder, manifest } = lastBackup(target.BACKUP_DIR);
    expect(manifest.database).toMatchObject({ kind: "postgres", file: "database.dump", migration: migrations.at(-1)!.name, tables: counts });
    expect(manifest.media).toMatchObject({ source: "disk", count: Object.keys(media).length });
    // SHA256SUMS is what `sha256sum -c` reads.
    const sums = spawnSync("sha256sum", ["-c", "--quiet", "SHA256SUMS"], { cwd: folder, encoding: "utf8" });
    expect(sums.status, sums.stdout + sums.stderr).toBe(0);

    // A non-empty database is refused (and left as it was).
    const refused = cli("restore", target, [folder]);
    expect(refused.status, refused.out).toBe(3);
    expect(refused.out).toMatch(/REFUSED: The database is not empty/);

    // A damaged backup is refused before anything is touched.
    const damaged = path.join(scratch, "damaged");
    fs.cpSync(folder, damaged, { recursive: true });
    const victim = path.join(damaged, "media", manifest.media.files[0].name);
    const bytes = fs.readFileSync(victim);
    bytes[0] ^= 0xff;
    fs.writeFileSync(victim, bytes);
    const broken = cli("restore", target, [damaged, "--force"]);
    expect(broken.status).toBe(1);
    expect(broken.out).toMatch(/checksum mismatch/);

    // Wipe: an empty database, no media.
    await dropDatabase(database);
    await withAdminClient((c) => c.query(`CREATE DATABASE "${database}"`));
    fs.rmSync(path.join(dataDir, "media"), { recursive: true, force: true });

    const restored = cli("restore", target, [folder]);
    expect(restored.status, restored.out).toBe(0);
    expect(restored.out).toMatch(/every row count as in the manifest/);
    expect(restored.out).toMatch(/the backup's schema is current/);
    expect((await tableCounts({ databaseUrl: target.DATABASE_URL, pgliteFolder: "" })).tables).toEqual(counts);
    expect(mediaOf(path.join(dataDir, "media"))).toEqual(media);

    server = await startProductionServer({ databaseName: database, name: "backup-pg-restored", env: { DATA_DIR: dataDir } });
    // The restored session still signs the student in: the same page, with the same progress, grades, order and note.
    expect(await studentPage(server, cookie)).toBe(before);
    await server.stop();
  }, 600_000);

  it("issue 50: a backup taken before the latest migration gets it when restored", async () => {
    const database = await createDatabaseFromTemplate("biotext_bkold");
    cleanups.push(() => dropDatabase(database));
    const latest = migrations.at(-1)!;
    const client = new pg.Client({ connectionString: serverUrl(database) });
    await client.connect();
    // The latest migration's own `down` (its SQL, run on this connection), and its row removed: the schema before it.
    const execute = async (q: { queryChunks: { value?: unknown }[] }) => {
      const text = q.queryChunks
        .map((c) => {
          if (!Array.isArray(c.value)) throw new Error("a migration with parameters: run it through Payload");
          return c.value.join("");
        })
        .join("");
      await client.query(text);
    };
    await (latest.down as unknown as (a: { db: { execute: typeof execute } }) => Promise<void>)({ db: { execute } });
    await client.query(`DELETE FROM payload_migrations WHERE name = $1`, [latest.name]);
    await client.end();

    const target: Target = { DATABASE_URL: serverUrl(database), DATA_DIR: path.join(scratch, "old-data"), BACKUP_DIR: path.join(scratch, "old-backups") };
    const made = cli("backup", target);
    expect(made.status, made.out).toBe(0);
    const { folder, manifest } = lastBackup(target.BACKUP_DIR);
    expect(manifest.database.migration).toBe(migrations.at(-2)!.name);

    await dropDatabase(database);
    await withAdminClient((c) => c.query(`CREATE DATABASE "${database}"`));
    const restored = cli("restore", target, [folder]);
    expect(restored.status, restored.out).toBe(0);
    expect(restored.out).toContain(`migrations: applied 1 newer than the backup (${latest.name})`);
    const after = await tableCounts({ databaseUrl: target.DATABASE_URL, pgliteFolder: "" });
    expect(after.migration).toBe(latest.name);
  }, 300_000);
});
