/**
 * `npm run bench:roster [-- <enrollments=50000>]` (issue 47, docs/rosters.md): generates a OneRoster 1.2 CSV ZIP with
 * that many enrollments (one teacher per class of 25, each student in 5 classes: 50,000 enrollments = 1,667 classes,
 * ≈ 9,700 students), then on a scratch database (cloned from the tests' migrated template on DATABASE_URL's server,
 * or 127.0.0.1:5432; dropped at the end) times, as an admin would run them, the dry run, the import (everything
 * new: one transaction), a second import of the same file (nothing to change) and a later file that moves 1 % of the
 * students — each with the process's peak RSS while it ran (sampled every 20 ms) next to the RSS before it. Prints
 * the figures and writes them between the bench-roster markers of docs/performance.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { replaceBlock } from "./figures";
import buildTemplateIfMissing from "../../tests/support/globalSetup";
import { createDatabaseFromTemplate, dropDatabase, serverUrl } from "../../tests/support/postgres";
import { rosterCsv, zipOf, type RosterRows } from "../../seeds/roster";

const enrollments = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 50_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-bench-roster-"));
Object.assign(process.env, { NODE_ENV: "test", APP_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "warn" });

const CLASS_SIZE = 25;
const CLASSES_PER_STUDENT = 5;

/** The generated roster; `moved` students (every 100th) are in a different fifth class. */
function generate(total: number, moved = false): RosterRows {
  const classCount = Math.ceil(total / (CLASS_SIZE + 1));
  const studentCount = Math.ceil((classCount * CLASS_SIZE) / CLASSES_PER_STUDENT);
  const rows: RosterRows = {
    "manifest.csv": [],
    "orgs.csv": [{ sourcedId: "org-1", name: "Bench High School", type: "school" }],
    "academicSessions.csv": [{ sourcedId: "term-1", title: "Fall", type: "term", startDate: "2026-08-24", endDate: "2027-01-22", schoolYear: "2027" }],
    "courses.csv": [{ sourcedId: "course-1", title: "Biology", courseCode: "BENCH", orgSourcedId: "org-1" }],
    "classes.csv": [],
    "users.csv": [],
    "enrollments.csv": [],
  };
  const user = (sid: string, i: number) =>
    rows["users.csv"].push({
      sourcedId: sid,
      enabledUser: "true",
      givenName: `Given${i}`,
      familyName: `Family${i}`,
      email: `${sid}@bench.test`,
      username: sid,
    });
  for (let c = 0; c < classCount; c++) {
    rows["classes.csv"].push({
      sourcedId: `class-${c}`,
      title: `Biology ${c}`,
      courseSourcedId: "course-1",
      classType: "scheduled",
      schoolSourcedId: "org-1",
      termSourcedIds: "term-1",
    });
    user(`teacher-${c}`, c);
    rows["enrollments.csv"].push({
      sourcedId: `enr-t-${c}`,
      classSourcedId: `class-${c}`,
      schoolSourcedId: "org-1",
      userSourcedId: `teacher-${c}`,
      role: "teacher",
    });
  }
  let seat = 0;
  for (let s = 0; s < studentCount && rows["enrollments.csv"].length < total; s++) {
    user(`student-${s}`, s);
    for (let k = 0; k < CLASSES_PER_STUDENT && rows["enrollments.csv"].length < total; k++) {
      let c = seat++ % classCount;
      if (moved && s % 100 === 0 && k === CLASSES_PER_STUDENT - 1) c = (c + 1) % classCount;
      rows["enrollments.csv"].push({
        sourcedId: `enr-${s}-${k}`,
        classSourcedId: `class-${c}`,
        schoolSourcedId: "org-1",
        userSourcedId: `student-${s}`,
        role: "student",
      });
    }
  }
  return rows;
}

async function writeZip(rows: RosterRows, name: string) {
  const file = path.join(dataDir, name);
  fs.writeFileSync(file, await zipOf(Object.fromEntries(Object.entries(rows).map(([f, r]) => [f, rosterCsv(f as keyof RosterRows, r)]))));
  return file;
}

/** Runs `work`, sampling the RSS: its time, the RSS before, and the highest seen while it ran. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - t, before, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

let dbName: string | null = null;
let cleanup = async () => {};
try {
  const first = await writeZip(generate(enrollments), "first.zip");
  const later = await writeZip(generate(enrollments, true), "later.zip");
  console.log(`roster: ${enrollments} enrollments, ZIP ${(fs.statSync(first).size / 1024).toFixed(0)} KiB`);

  await buildTemplateIfMissing();
  dbName = await createDatabaseFromTemplate("biotext_bench_roster");
  process.env.DATABASE_URL = serverUrl(dbName);
  const { getPayload } = await import("payload");
  const { default: config } = await import("../../cms/payload.config");
  const { importRoster } = await import("#core/roster/importRoster");
  const payload = await getPayload({ config });
  const pool = payload.db.pool as unknown as { on: (e: string, f: () => void) => void; end: () => Promise<void> };
  cleanup = async () => {
    pool.on("error", () => {});
    await payload.destroy().catch(() => {});
    if (dbName) await dropDatabase(dbName);
    void pool.end().catch(() => {});
  };
  const admin = await payload.create({ collection: "users", data: { email: "bench-admin@bench.test", role: "admin" }, overrideAccess: true });
  const ctx = { payload, user: admin, language: "en" as const };

  const runs: { name: string; what: string; ms: number; before: number; peak: number }[] = [];
  const step = async (name: string, file: string, mode: "dryRun" | "apply") => {
    const m = await measured(() => importRoster(ctx, file, { mode }));
    const p = m.result.plan;
    const what = `${p.enrollments.add} memberships added, ${p.enrollments.remove} removed; ${p.students.add.count + p.teachers.add.count} accounts new, ${
      p.students.change.count
    } students changed`;
    runs.push({ name, what, ms: m.ms, before: m.before, peak: m.peak });
    console.log(`${name.padEnd(28)} ${(m.ms / 1000).toFixed(1).padStart(6)} s   RSS ${mb(m.before)} → peak ${mb(m.peak)}   (${what})`);
  };
  await step("dry run (empty site)", first, "dryRun");
  await step("import (all new)", first, "apply");
  await step("same file again", first, "apply");
  await step("later file (1 % moved)", later, "apply");

  const table = [
    `${enrollments.toLocaleString("en")} enrollments (${os.availableParallelism()} cores, ${new Date().toISOString().slice(0, 10)}; \`npm run bench:roster\`):`,
    "",
    "| run | time | RSS before → peak | what it did |",
    "|---|---|---|---|",
    ...runs.map((r) => `| ${r.name} | ${(r.ms / 1000).toFixed(1)} s | ${mb(r.before)} → ${mb(r.peak)} | ${r.what} |`),
  ].join("\n");
  if (enrollments === 50_000) {
    const doc = path.resolve("docs/performance.md");
    fs.writeFileSync(
      doc,
      replaceBlock(fs.readFileSync(doc, "utf8"), table, "<!-- bench-roster:begin -->", "<!-- bench-roster:end -->", "## Roster import (OneRoster)"),
    );
    console.log("figures written to docs/performance.md");
  }
} finally {
  await cleanup().catch((err) => console.error("cleanup failed:", err));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
