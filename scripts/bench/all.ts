/**
 * `npm run bench:all`: every benchmark of the project in one run on the district-sized database of
 * `npm run data:scale` (each gets `--scale`; the first builds the scale template when missing), one
 * after the other so they do not share the cores. Each benchmark's own output streams through; each
 * reports its figures (`reportFigure` of scripts/bench/harness.ts) into a file bench:all reads afterwards, and the run
 * ends with one table: one row per figure (benchmark, figure, value with its p50/p95, target,
 * met / NOT met, SQL statements per call where the benchmark counts them), also written into
 * docs/performance.md between the `bench-all` markers with the machine, the date and its load.
 *
 * Exits 1 when a benchmark fails to run (its row says FAILED); a missed target is a figure printed
 * as "NOT met", not a failure. `npm run bench:all -- search grades` runs only those (by id), and
 * `--no-doc` leaves docs/performance.md alone.
 *
 * The page bench serves the production build (build/): when other work shares the checkout, run it
 * under the build lock (`flock /tmp/e2e.lock npm run bench:all`).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SCALE } from "../data-scale";
import { goalLines, lineMet, missed, parseFigures, summaryTable, writeDocBlock, type Figure } from "./figures";

type Bench = { id: string; title: string; script: string; args: string[]; optional?: boolean };

/**
 * Every benchmark of the project, in the order run. To add one: its npm script and arguments here;
 * it reports its figures with `reportFigure` (otherwise its lines naming a goal or target are shown
 * as printed). `optional`: skipped (and said so) while its script is not in the tree.
 */
const BENCHES: Bench[] = [
  // --embedded: also the home page on the embedded database (its own server, seeded on first start).
  { id: "pages", title: "pages", script: "bench", args: ["--scale", "--embedded"] },
  { id: "search", title: "search", script: "bench:search", args: ["--scale"] },
  { id: "grades", title: "grades", script: "bench:grades", args: ["--scale"] },
  { id: "content", title: "contents", script: "bench:content", args: ["--scale"] },
  { id: "checkout", title: "checkout", script: "bench:checkout", args: ["--scale"] },
  // --scale: the students of one scale membership (SCALE-M1 holds 500; the script's default is 1,000).
  { id: "completions", title: "completions", script: "bench:completions", args: ["--scale", "--students", "500"] },
  // Issue 25: the uncached module and unit pages and a completion, one request at a time: server CPU per request.
  { id: "render", title: "render", script: "bench:render", args: ["--requests", "1000"] },
  // Issue 25: 200 students' journeys (module page, completion, next page), PostgreSQL on the scale data and embedded,
  // as a browser without JavaScript makes them (documents).
  // 10 s and one CPU round each: the whole of bench:all stays within half an hour on a shared 2-core machine.
  { id: "journey", title: "journeys", script: "bench:journey", args: ["--seconds", "10", "--cpu-rounds", "1"] },
  { id: "journey-embedded", title: "journeys (embedded)", script: "bench:journey", args: ["--embedded", "--seconds", "10", "--cpu-rounds", "1"] },
  // The same journeys as a browser with the page's JavaScript makes them (single-fetch data requests: no document).
  { id: "journey-hydrated", title: "journeys (hydrated)", script: "bench:journey", args: ["--hydrated", "--seconds", "10", "--cpu-rounds", "1"] },
  {
    id: "journey-embedded-hydrated",
    title: "journeys (embedded, hydrated)",
    script: "bench:journey",
    args: ["--embedded", "--hydrated", "--seconds", "10", "--cpu-rounds", "1"],
  },
];

type Run = { bench: Bench; seconds: number; status: number | null; stdout: string; stderrTail: string; figures: Figure[] };

/** Runs one benchmark through npm, its output streamed (indented) and kept. */
function run(bench: Bench, figuresFile: string): Promise<Run> {
  fs.writeFileSync(figuresFile, "");
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", bench.script, "--", ...bench.args], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, BENCH_FIGURES: figuresFile, NEXT_TELEMETRY_DISABLED: "1" },
    });
    let stdout = "";
    let stderr = "";
    const indent = (s: string) => s.replace(/^(?=.)/gm, "  ");
    child.stdout.on("data", (d: Buffer) => {
      stdout += d;
      process.stdout.write(indent(d.toString()));
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr = (stderr + d).slice(-20_000);
      process.stderr.write(indent(d.toString()));
    });
    child.on("close", (status) => {
      const stderrTail = stderr
        .split("\n")
        .filter((l) => l.trim() && !/npm warn/i.test(l))
        .slice(-3)
        .join(" / ");
      resolve({
        bench,
        seconds: Math.round((Date.now() - started) / 1000),
        status,
        stdout,
        stderrTail,
        figures: parseFigures(fs.readFileSync(figuresFile, "utf8")),
      });
    });
  });
}

const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const writeDoc = !process.argv.includes("--no-doc");
const selected = BENCHES.filter((b) => only.length === 0 || only.includes(b.id));
const skipped = selected.filter((b) => b.optional && !scripts[b.script]);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
const loadBefore = load();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-all-"));
const runs: Run[] = [];
try {
  for (const b of selected) {
    if (skipped.includes(b)) continue;
    console.log(`\n▶ ${b.title}: npm run ${b.script} -- ${b.args.join(" ")}`);
    runs.push(await run(b, path.join(dir, `${b.id}.jsonl`)));
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

const figures = runs.flatMap((r) => r.figures);
const lines = runs.filter((r) => r.figures.length === 0).flatMap((r) => goalLines(r.stdout).map((line) => ({ bench: r.bench.title, line })));
const failures = runs
  .filter((r) => r.status !== 0)
  .map((r) => ({ bench: r.bench.title, reason: `exit ${r.status}${r.stderrTail ? `: ${r.stderrTail.slice(0, 300)}` : ""}` }));
const table = summaryTable(figures, { lines, failures });
const notMet = missed(figures);
const n = (x: number) => x.toLocaleString("en");
const cpus = os.cpus();
const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const when = `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
const durations = runs.map((r) => `${r.bench.title} ${r.seconds} s`).join(", ");
const notes = [
  `\`npm run bench:all\`, ${when}, ${machine}; every benchmark with \`--scale\` (the \`data:scale\` database: ${n(
    SCALE.units * SCALE.chapters * SCALE.modules * SCALE.lessons,
  )} generated lessons, ${n(SCALE.students)} students in ${n(SCALE.classes)} classes, ${n(SCALE.students * SCALE.progressPer)} progress rows, ${n(
    SCALE.students * SCALE.attemptsPer,
  )} quiz attempts, ${n(SCALE.students * SCALE.ordersPer)} orders).`,
  `Load average (1 / 5 / 15 min) ${loadBefore} before, ${load()} after: the machine's 2 cores are shared with other work, so read the ratios (measured in the same run) rather than absolute throughput.`,
  `Run time: ${durations}.${skipped.length ? ` Not run: ${skipped.map((b) => `\`npm run ${b.script}\` (not in this tree yet)`).join(", ")}.` : ""}`,
  `${figures.length} figures, ${figures.filter((f) => f.target).length} with a target, ${notMet} NOT met${
    lines.length ? `; ${lines.length} lines printed by benchmarks that report no figures, ${lines.filter((l) => lineMet(l.line) === false).length} NOT met` : ""
  }${failures.length ? `; ${failures.length} benchmark(s) FAILED to run` : ""}.`,
];

console.log(`\n${notes.join("\n")}\n\n${table}`);
if (writeDoc) {
  const doc = "docs/performance.md";
  writeDocBlock(doc, `${notes.join("\n")}\n\n${table}`, {
    begin: "<!-- bench-all:begin -->",
    end: "<!-- bench-all:end -->",
    heading: "## Every benchmark in one run",
  });
  console.log(`\nwritten into ${doc}`);
}
process.exit(failures.length ? 1 : 0);
