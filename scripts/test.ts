/**
 * `npm test`: every check, in order of speed — typecheck, lint, unit, integration
 * (real PostgreSQL), end-to-end (the real server in Debian's Chromium, on Playwright Test).
 * Stops at the first failure; prints each step's duration and test counts.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

type Step = [name: string, args: string[]];

/**
 * Groups run one after the other; the steps of a group run at the same time (issue 24 item 2: the static
 * checks are single-threaded and the build waits on its own workers, so on 2 cores they overlap well; the
 * test steps that start servers and databases stay one at a time, as their timings assume).
 */
const groups: Step[][] = [
  [
    ["typecheck", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
    ["lint", ["eslint", "--max-warnings=0", "."]],
    ["format", ["prettier", "--check", "."]],
    // A new dependency must have been reviewed (docs/dependencies.md).
    ["deps", ["tsx", "scripts/deps-check.ts"]],
    ["unit", ["vitest", "run", "--project", "unit"]],
    // Every requirement ID is cited by a test (or, when `(unspecified)`, by a decision record): a gap fails (issue 26).
    ["reqs", ["tsx", "scripts/reqs.ts"]],
    // The REST-surface and end-to-end tests serve the production build; build it (if sources changed) as its own step.
    ["build", ["tsx", "scripts/build.ts"]],
  ],
  // The production server must come up every time: a few fresh starts on PostgreSQL and on the embedded database.
  [["start-soak", ["tsx", "scripts/start-soak.ts", "--pg", "5", "--embedded", "2"]]],
  [["integration", ["vitest", "run", "--project", "integration", "--project", "integration-isolated"]]],
  // The files on sessions, progress, quizzes, commerce, notes and integrity again, on the embedded database (issue 22).
  [["embedded", ["vitest", "run", "--project", "embedded"]]],
  // Two workers, each with its own database and server (playwright.config.ts).
  [["e2e", ["playwright", "test"]]],
];

/** The test counts a runner printed: Vitest's "Tests  772 passed (772)", Playwright's "127 passed", "1 skipped"… */
function counts(output: string): string {
  // eslint-disable-next-line no-control-regex -- the runners' colour codes
  const text = output.replace(/\x1b\[[0-9;]*m/g, "");
  const vitest = /^\s*Tests\s+(.+)$/m.exec(text)?.[1];
  if (vitest) return vitest.trim();
  return [...text.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b/gm)].map((m) => `${m[1]} ${m[2]}`).join(", ");
}

/** Runs one step; `live`: its output is shown as it comes (a step alone), else all at once when it ends (a group). */
function run(args: string[], live: boolean): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npx", args, { stdio: ["inherit", "pipe", "pipe"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    let output = "";
    let all = "";
    child.stdout.on("data", (chunk: Buffer) => {
      if (live) process.stdout.write(chunk);
      output += chunk.toString();
      all += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (live) process.stderr.write(chunk);
      all += chunk.toString();
    });
    child.on("close", (code) => {
      if (!live) process.stdout.write(all);
      resolve({ status: code ?? 1, output });
    });
  });
}

/** The machine's busy and total CPU time so far (/proc/stat's first line, in clock ticks), or null off Linux. */
function cpuTicks(): { busy: number; total: number } | null {
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** How busy the machine's cores were between two readings: "CPU 87 %" (all cores together), or "". */
function cpuBusy(from: ReturnType<typeof cpuTicks>, to: ReturnType<typeof cpuTicks>): string {
  if (!from || !to || to.total === from.total) return "";
  return `CPU ${Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))} %`;
}

/**
 * After the e2e step: the slowest tests and files from Playwright's JSON report (playwright.config.ts), so a CI log
 * shows where the step's time went.
 */
function e2eTimings(): void {
  const file = "test-results/e2e-report.json";
  if (!fs.existsSync(file)) return;
  type Spec = { title: string; file: string; tests: { results: { duration: number }[] }[] };
  type Suite = { specs?: Spec[]; suites?: Suite[] };
  const specs: Spec[] = [];
  const walk = (s: Suite) => {
    specs.push(...(s.specs ?? []));
    (s.suites ?? []).forEach(walk);
  };
  ((JSON.parse(fs.readFileSync(file, "utf8")) as { suites: Suite[] }).suites ?? []).forEach(walk);
  const rows = specs.map((s) => ({ title: `${s.file} › ${s.title}`, file: s.file, ms: s.tests.flatMap((t) => t.results).reduce((a, r) => a + r.duration, 0) }));
  const byFile = new Map<string, number>();
  for (const r of rows) byFile.set(r.file, (byFile.get(r.file) ?? 0) + r.ms);
  const sec = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
  console.log(`\ne2e: ${rows.length} tests, ${sec(rows.reduce((a, r) => a + r.ms, 0)).trim()} of test time; slowest files:`);
  for (const [f, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${sec(ms)}  ${f}`);
  console.log("slowest tests:");
  for (const r of rows.sort((a, b) => b.ms - a.ms).slice(0, 12)) console.log(`  ${sec(r.ms)}  ${r.title}`);
}

const only = process.argv.slice(2);
const summary: string[] = [];
const report = () => console.log(`\nSteps:\n${summary.join("\n")}`);
const total = Date.now();
for (const group of groups) {
  const steps = group.filter(([name]) => !only.length || only.includes(name));
  if (!steps.length) continue;
  const live = steps.length === 1;
  if (!live) console.log(`\n▶ at the same time: ${steps.map(([name]) => name).join(", ")}`);
  const results = await Promise.all(
    steps.map(async ([name, args]) => {
      const started = Date.now();
      const cpu = cpuTicks();
      if (live) console.log(`\n▶ ${name}: npx ${args.join(" ")}`);
      const { status, output } = await run(args, live);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const busy = live ? cpuBusy(cpu, cpuTicks()) : "";
      const tests = [counts(output), busy].filter(Boolean).join("; ");
      if (name === "e2e") e2eTimings();
      console.log(status === 0 ? `✔ ${name} passed in ${seconds} s${tests ? ` — ${tests}` : ""}` : `\n✖ ${name} failed after ${seconds} s`);
      return { name, status, line: `  ${status === 0 ? "✔" : "✖"} ${name.padEnd(12)} ${seconds.padStart(7)} s${tests ? `  (${tests})` : ""}` };
    }),
  );
  summary.push(...results.map((r) => r.line));
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    report();
    process.exit(failed.status);
  }
}
summary.push(`  total ${((Date.now() - total) / 1000).toFixed(1)} s`);
report();
