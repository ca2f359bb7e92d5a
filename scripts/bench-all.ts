/**
 * `npm run bench:all`: every benchmark of the project in one run, on this machine, one after the
 * other (so they do not share the cores): the page throughput bench on the district-sized database
 * (`bench -- --scale`, which builds it with `data:scale` when missing), then search, grades, content,
 * checkout. Prints each benchmark's summary lines (those naming a goal, a percentile, a rate or a
 * statement count) under its name, and writes them into docs/performance.md between the
 * `bench-all` markers with the machine and the date. Exits 1 when a benchmark fails to run; a missed
 * goal is printed as such ("NOT met") but is a figure, not a failure.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

const BENCHES: { name: string; args: string[] }[] = [
  { name: "pages on the scale data (`npm run bench -- --scale`)", args: ["tsx", "scripts/bench.ts", "--scale"] },
  { name: "search (`npm run bench:search`)", args: ["tsx", "--conditions=production", "scripts/bench-search.ts"] },
  { name: "teacher grades and export (`npm run bench:grades`)", args: ["tsx", "--conditions=production", "scripts/bench-grades.ts"] },
  { name: "textbook contents (`npm run bench:content`)", args: ["tsx", "--conditions=production", "scripts/bench-content.ts"] },
  { name: "checkout (`npm run bench:checkout`)", args: ["tsx", "--conditions=production", "scripts/bench-checkout.ts"] },
];

/** The lines worth keeping from a benchmark's output. */
const SUMMARY = /goal|met\b|p50|p95|p97|median|req\/s|per second|orders\/s|statements|KiB|\bms\b|\bMB\b|\t/i;
const NOISE = /^(build|✓|\$|▲|○|ƒ|├|└|┌|Route|\s*$)|gzip:|npm warn|\[\d\d:\d\d:\d\d\]/;

const sections: string[] = [];
let failed = false;
for (const b of BENCHES) {
  console.log(`\n▶ ${b.name}`);
  const started = Date.now();
  const r = spawnSync("npx", b.args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  const lines = `${r.stdout ?? ""}`.split("\n").filter((l) => SUMMARY.test(l) && !NOISE.test(l));
  const seconds = Math.round((Date.now() - started) / 1000);
  if (r.status !== 0) {
    failed = true;
    lines.push(`FAILED (exit ${r.status}): ${`${r.stderr ?? ""}`.trim().split("\n").slice(-3).join(" / ")}`);
  }
  for (const l of lines) console.log(`  ${l}`);
  sections.push(`### ${b.name} — ${seconds} s\n\n\`\`\`\n${lines.join("\n")}\n\`\`\``);
}

const machine = `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${
  process.version
}`;
const doc = "docs/performance.md";
const begin = "<!-- bench-all:begin -->";
const end = "<!-- bench-all:end -->";
const block = `${begin}\n\`npm run bench:all\`, ${machine}.\n\n${sections.join("\n\n")}\n${end}`;
let text = fs.readFileSync(doc, "utf8");
text = text.includes(begin)
  ? text.slice(0, text.indexOf(begin)) + block + text.slice(text.indexOf(end) + end.length)
  : `${text.trimEnd()}\n\n## Every benchmark in one run\n\n${block}\n`;
fs.writeFileSync(doc, text);
console.log(`\nwritten into ${doc}`);
process.exit(failed ? 1 : 0);
