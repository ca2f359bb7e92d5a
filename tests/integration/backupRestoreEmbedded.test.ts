import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openPglite } from "../../scripts/backup/backup";
import { tableCounts } from "../../scripts/backup/restore";
import { migrations } from "../../cms/migrations";
import { addStudentData, cli, expectDemoData, lastBackup, mediaOf, scratchFolder, signIn, studentPage, type Sql, type Target } from "../support/backup";
import { copyOfSeededEmbedded } from "../support/seededTemplate";
import { startProductionServer } from "../support/server";

/**
 * Issue 50 item 3: `npm run backup` → wipe → `npm run restore` on the seeded demo (with progress, quiz grades, an order
 * and a note of the demo student added), media included: every table's row count, every media file and the student's
 * dashboard page are identical after the round trip. On the embedded database (PGlite's own dump); PostgreSQL: backupRestore.test.ts.
 */
const { scratch, cleanups } = scratchFolder();

describe("issue 50: backup and restore on the embedded database", () => {
  it("issue 50: back up the seeded embedded demo, wipe, restore: every row count, every media file and the student's page identical", async () => {
    const dataDir = copyOfSeededEmbedded("backup-embedded");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const folder = path.join(dataDir, "pglite");
    const opened = await openPglite(folder);
    await addStudentData(opened.db as unknown as Sql);
    await opened.close();
    const target: Target = { DATA_DIR: dataDir, BACKUP_DIR: path.join(scratch, "embedded-backups") };

    let server = await startProductionServer({ databaseName: null, name: "backup-embedded", env: { DATA_DIR: dataDir } });
    cleanups.push(() => server.stop());
    const cookie = await signIn(server);
    const before = await studentPage(server, cookie);
    expect(await studentPage(server, cookie)).toBe(before);

    // The server holds the folder: the backup says to stop it.
    const busy = cli("backup", target);
    expect(busy.status).toBe(1);
    expect(busy.out).toMatch(/in use by process \d+: stop the server first/);
    await server.stop();

    const counts = (await tableCounts({ pgliteFolder: folder })).tables;
    expectDemoData(counts);
    const media = mediaOf(path.join(dataDir, "media"));
    const made = cli("backup", target);
    expect(made.status, made.out).toBe(0);
    const { folder: backupFolder, manifest } = lastBackup(target.BACKUP_DIR);
    expect(manifest.database).toMatchObject({ kind: "embedded", file: "pglite-datadir.tar.gz", tables: counts, migration: migrations.at(-1)!.name });
    expect(manifest.media.count).toBe(Object.keys(media).length);

    // Wipe: no database folder, no media.
    fs.rmSync(folder, { recursive: true, force: true });
    fs.rmSync(path.join(dataDir, "media"), { recursive: true, force: true });
    const restored = cli("restore", target, [backupFolder]);
    expect(restored.status, restored.out).toBe(0);
    expect((await tableCounts({ pgliteFolder: folder })).tables).toEqual(counts);
    expect(mediaOf(path.join(dataDir, "media"))).toEqual(media);
    // Restoring again over it is refused without --force.
    const again = cli("restore", target, [backupFolder]);
    expect(again.status).toBe(3);
    expect(again.out).toMatch(/REFUSED: The embedded database .* is not empty/);

    server = await startProductionServer({ databaseName: null, name: "backup-embedded-restored", env: { DATA_DIR: dataDir } });
    expect(await studentPage(server, cookie)).toBe(before);
    await server.stop();
  }, 600_000);
});
