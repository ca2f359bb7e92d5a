/**
 * `npm test`: every check, in order of speed — typecheck, lint, unit, integration
 * (real PostgreSQL), end-to-end (the real server in Debian's Chromium). Stops at the first failure.
 */
import { spawnSync } from "node:child_process";

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
  ["e2e", ["vitest", "run", "--project", "e2e"]],
];

const only = process.argv.slice(2);
for (const [name, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: npx ${args.join(" ")}`);
  const result = spawnSync("npx", args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} passed in ${seconds} s`);
}
