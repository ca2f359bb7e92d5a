/**
 * `npm test`: every check, in order of speed — typecheck, lint, unit, integration
 * (real PostgreSQL), end-to-end (the real server in Debian's Chromium, on Playwright Test).
 * Stops at the first failure; prints each step's duration and test counts.
 */
import { spawn } from "node:child_process";

const steps: [string, string[]][] = [
  ["typecheck", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["lint", ["eslint", "--max-warnings=0", "."]],
  ["format", ["prettier", "--check", "."]],
  // A new dependency must have been reviewed (docs/dependencies.md).
  ["deps", ["tsx", "scripts/deps-check.ts"]],
  ["unit", ["vitest", "run", "--project", "unit"]],
  // Which requirement IDs a test cites (scripts/reqs.ts). Report only until every ID has a test: `npm run reqs` fails on a gap.
  ["reqs", ["tsx", "scripts/reqs.ts", "--no-fail"]],
  // The REST-surface and end-to-end tests serve the production build; build it (if sources changed) as its own step.
  ["build", ["tsx", "scripts/build.ts"]],
  // The production server must come up every time: a few fresh starts on PostgreSQL and on the embedded database.
  ["start-soak", ["tsx", "scripts/start-soak.ts", "--pg", "5", "--embedded", "2"]],
  ["integration", ["vitest", "run", "--project", "integration"]],
  // The files on sessions, progress, quizzes, commerce, notes and integrity again, on the embedded database (issue 22).
  ["embedded", ["vitest", "run", "--project", "embedded"]],
  // Two workers, each with its own database and server (playwright.config.ts).
  ["e2e", ["playwright", "test"]],
];

/** The test counts a runner printed: Vitest's "Tests  772 passed (772)", Playwright's "127 passed", "1 skipped"… */
function counts(output: string): string {
  // eslint-disable-next-line no-control-regex -- the runners' colour codes
  const text = output.replace(/\x1b\[[0-9;]*m/g, "");
  const vitest = /^\s*Tests\s+(.+)$/m.exec(text)?.[1];
  if (vitest) return vitest.trim();
  return [...text.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b/gm)].map((m) => `${m[1]} ${m[2]}`).join(", ");
}

function run(args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npx", args, { stdio: ["inherit", "pipe", "inherit"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on("close", (code) => resolve({ status: code ?? 1, output }));
  });
}

const only = process.argv.slice(2);
const summary: string[] = [];
const report = () => console.log(`\nSteps:\n${summary.join("\n")}`);
for (const [name, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: npx ${args.join(" ")}`);
  const { status, output } = await run(args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const tests = counts(output);
  summary.push(`  ${status === 0 ? "✔" : "✖"} ${name.padEnd(12)} ${seconds.padStart(7)} s${tests ? `  (${tests})` : ""}`);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    report();
    process.exit(status);
  }
  console.log(`✔ ${name} passed in ${seconds} s${tests ? ` — ${tests}` : ""}`);
}
report();
