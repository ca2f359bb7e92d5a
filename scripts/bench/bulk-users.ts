/**
 * `npx tsx scripts/bench/bulk-users.ts [rows=5000] [--xlsx] [--out <file>]`: generates a trial-users
 * file of that many rows (docs/bulk-upload.md's columns; CSV, or XLSX with --xlsx), reads it the
 * way the Create User tab does (parseCsv / exceljs, columns, duplicates inside the file), then
 * sends it in the tab's batches to `admin.bulkCreateUsers` as an admin through the server-side
 * caller, and prints the time per batch and in total. `--out` keeps the generated file (to
 * upload it by hand); `--only-file` writes it and stops.
 *
 * Runs on a scratch database cloned from the tests' migrated template on the PostgreSQL server
 * of DATABASE_URL (or 127.0.0.1:5432), with two memberships and a class; dropped at the end.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { BULK_BATCH_SIZE, BULK_COLUMNS, parseCsv, rowsFromTable, splitFileDuplicates, toCsv } from "#shared/bulkUpload";
import { openPayload } from "./harness";

const args = process.argv.slice(2);
const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 5000);
const xlsx = args.includes("--xlsx");
const outArg = args.indexOf("--out");
const fileDir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-bench-bulk-file-"));
const file = outArg >= 0 ? path.resolve(args[outArg + 1]) : path.join(fileDir, `trial-users-${count}.${xlsx ? "xlsx" : "csv"}`);

/** The generated rows: every 10th has two memberships and a class, every 7th is French, 1 in 50 repeats an earlier e-mail. */
function generate(n: number): string[][] {
  const names: string[] = BULK_COLUMNS.map((c) => c.name);
  const rows: string[][] = [names];
  for (let i = 1; i <= n; i++) {
    const email = i % 50 === 0 ? `trial.${i - 1}@bench.test` : `trial.${i}@bench.test`;
    const cells: Record<string, string> = {
      email,
      firstName: `Trial${i}`,
      lastName: `Bench`,
      role: i % 20 === 0 ? "teacher" : "student",
      isLTI: "N",
      memberships: i % 10 === 0 ? "LIFE-ALL|HS-ALL" : "LIFE-ALL",
      classes: i % 10 === 0 ? "BENCH-1" : "",
      language: i % 7 === 0 ? "FR" : "EN",
      username: "",
    };
    rows.push(names.map((c) => cells[c]));
  }
  return rows;
}

async function writeFile(rows: string[][]) {
  if (!xlsx) return fs.writeFileSync(file, toCsv(rows));
  const ExcelJS = (await import("exceljs")).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Trial users");
  for (const r of rows) ws.addRow(r);
  await wb.xlsx.writeFile(file);
}

async function readFile() {
  if (!xlsx) return parseCsv(fs.readFileSync(file, "utf8"));
  const { tableFromXlsx } = await import("../../app/components/admin/spreadsheet");
  const buf = fs.readFileSync(file);
  return tableFromXlsx(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
}

let cleanup = async () => {};
try {
  const t0 = performance.now();
  await writeFile(generate(count));
  console.log(`wrote ${file} (${count} rows, ${(fs.statSync(file).size / 1024).toFixed(0)} KiB) in ${(performance.now() - t0).toFixed(0)} ms`);
  if (args.includes("--only-file")) process.exit(0);

  const db = await openPayload("biotext_bench", "migrated", { LOG_LEVEL: "warn" });
  cleanup = db.close;
  const { payload } = db;
  const { createLocalized } = await import("../../cms/lib/localized");

  await createLocalized(payload, "memberships", { key: "LIFE-ALL", name: { en: "LIFE", fr: "LIFE" } });
  await createLocalized(payload, "memberships", { key: "HS-ALL", name: { en: "HS", fr: "HS" } });
  await payload.create({ collection: "classes", data: { key: "BENCH-1", name: "Bench class" }, overrideAccess: true });
  const admin = await payload.create({ collection: "users", data: { email: "bench-admin@bench.test", role: "admin" }, overrideAccess: true });
  const caller = await db.callerAs(admin, { ip: "127.0.0.1" });

  const started = performance.now();
  const table = await readFile();
  const { rows, missingColumns } = rowsFromTable(table);
  if (missingColumns.length) throw new Error(`missing columns ${missingColumns.join(", ")}`);
  const { unique, duplicates } = splitFileDuplicates(rows);
  const parsed = performance.now();
  let created = 0;
  let refused = duplicates.length;
  const batchTimes: number[] = [];
  for (let i = 0; i < unique.length; i += BULK_BATCH_SIZE) {
    const t = performance.now();
    const { results } = await caller.admin.bulkCreateUsers({ rows: unique.slice(i, i + BULK_BATCH_SIZE) });
    batchTimes.push(performance.now() - t);
    for (const r of results)
      if (r.status === "created") created++;
      else refused++;
    process.stdout.write(`\r${Math.min(i + BULK_BATCH_SIZE, unique.length) + duplicates.length} / ${rows.length} rows`);
  }
  const total = performance.now() - started;
  const emails = await payload.count({ collection: "emails", overrideAccess: true });
  batchTimes.sort((a, b) => a - b);
  console.log(`\n
rows in file          ${rows.length}
created / refused     ${created} / ${refused} (duplicates in the file: ${duplicates.length})
e-mails captured      ${emails.totalDocs}
read the file         ${(parsed - started).toFixed(0)} ms (${xlsx ? "XLSX, exceljs" : "CSV"})
batches of ${BULK_BATCH_SIZE}        ${batchTimes.length}, median ${(batchTimes[Math.floor(batchTimes.length / 2)] / 1000).toFixed(1)} s, slowest ${(
    batchTimes.at(-1)! / 1000
  ).toFixed(1)} s
total                 ${(total / 1000).toFixed(1)} s (${((total / Math.max(1, created)) * 1).toFixed(1)} ms per created account)`);
} finally {
  await cleanup().catch((err) => console.error("cleanup failed:", err));
  fs.rmSync(fileDir, { recursive: true, force: true });
}
process.exit(0);
