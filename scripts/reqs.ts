/**
 * `npm run reqs`: which requirement of docs/spec/requirements.md (a copy of the shared spec, so that a
 * clean clone has it) each test cites, and which none does.
 *
 * A requirement is cited by a test whose own title — the first argument of `it(` or `test(` — names its ID.
 * `describe(` titles (and their ranges such as "SES-035…SES-037") do not count, nor do IDs written only in
 * comments or assertions: a title is what a failing run reports. A range in a test title counts for the IDs
 * it writes out, not for those between them.
 *
 * An `(unspecified)` requirement (the legacy seeds do not show the behaviour) needs no test when a decision
 * record (docs/decisions/*.md) names its ID: the record says what was chosen.
 *
 * Prints every ID with its citing tests (`--verbose`), the IDs with none, and "N of M cited"; exits 1 when
 * an ID is neither cited by a test nor an `(unspecified)` one with a decision record. `--json` prints the
 * whole map instead; `--no-fail` reports without failing.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SPEC_FILE = path.join(root, "docs/spec/requirements.md");

export type Requirement = { id: string; unspecified: boolean; text: string };

/** Every `- **ID** …` line of the spec, in order. */
export function parseRequirements(spec: string): Requirement[] {
  const out: Requirement[] = [];
  for (const line of spec.split("\n")) {
    const m = /^- \*\*([A-Z0-9]+-\d+)\*\*\s*(.*)$/.exec(line);
    if (m) out.push({ id: m[1]!, unspecified: m[2]!.startsWith("(unspecified)"), text: m[2]! });
  }
  return out;
}

const ID = /\b[A-Z][A-Z0-9]*-\d{3}\b/g;
// it("…", test('…'), it.only(`…`, test.skip("…" …; not describe( nor test.describe(.
const TITLE =
  /\b(?:it|test)(?:\.(?:only|skip|todo|fixme|fails|fail|concurrent|sequential|slow|runIf\([^)]*\)|skipIf\([^)]*\)))?\(\s*(["'`])((?:\\.|(?!\1)[\s\S])*)\1/g;

export type Citation = { file: string; line: number; title: string };

/** The test titles of one file's source, with the line each starts on. */
export function testTitles(source: string): { line: number; title: string }[] {
  const out: { line: number; title: string }[] = [];
  for (const m of source.matchAll(TITLE)) {
    const line = source.slice(0, m.index).split("\n").length;
    out.push({ line, title: m[2]! });
  }
  return out;
}

function testFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(test|spec)\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

/** ID → the tests citing it in their own title. */
export function citations(files: string[], known: Set<string>): Map<string, Citation[]> {
  const map = new Map<string, Citation[]>();
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8");
    for (const { line, title } of testTitles(source)) {
      for (const id of new Set(title.match(ID) ?? [])) {
        if (!known.has(id)) continue;
        const list = map.get(id) ?? [];
        list.push({ file: path.relative(root, file), line, title });
        map.set(id, list);
      }
    }
  }
  return map;
}

/** IDs named anywhere in a decision record. */
export function decisionIds(dir = path.join(root, "docs/decisions")): Map<string, string[]> {
  const map = new Map<string, string[]>();
  if (!fs.existsSync(dir)) return map;
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".md"))) {
    for (const id of new Set(fs.readFileSync(path.join(dir, f), "utf8").match(ID) ?? [])) map.set(id, [...(map.get(id) ?? []), f]);
  }
  return map;
}

export type Report = { total: number; cited: number; exempt: string[]; missing: string[]; byId: Map<string, Citation[]> };

export function report(spec = fs.readFileSync(SPEC_FILE, "utf8"), files = testFiles(path.join(root, "tests")), decisions = decisionIds()): Report {
  const reqs = parseRequirements(spec);
  const byId = citations(files, new Set(reqs.map((r) => r.id)));
  const exempt: string[] = [];
  const missing: string[] = [];
  for (const r of reqs) {
    if (byId.has(r.id)) continue;
    if (r.unspecified && decisions.has(r.id)) exempt.push(r.id);
    else missing.push(r.id);
  }
  return { total: reqs.length, cited: reqs.length - exempt.length - missing.length, exempt, missing, byId };
}

function main() {
  const args = process.argv.slice(2);
  const r = report();
  if (args.includes("--json")) {
    console.log(JSON.stringify({ total: r.total, cited: r.cited, exempt: r.exempt, missing: r.missing, byId: Object.fromEntries(r.byId) }, null, 2));
  } else {
    if (args.includes("--verbose")) {
      for (const [id, list] of [...r.byId].sort(([a], [b]) => a.localeCompare(b))) {
        console.log(`${id}`);
        for (const c of list) console.log(`  ${c.file}:${c.line}  ${c.title}`);
      }
    }
    if (r.exempt.length) console.log(`(unspecified), decided in a decision record, no test: ${r.exempt.join(" ")}`);
    if (r.missing.length) console.log(`No test cites: ${r.missing.join(" ")}`);
    console.log(
      `${r.cited} of ${r.total} cited${r.exempt.length ? ` (+${r.exempt.length} unspecified with a decision record)` : ""}; ${r.missing.length} without a test`,
    );
  }
  // `--no-fail`: report only (npm test's step while some IDs have no test yet).
  process.exit(r.missing.length && !args.includes("--no-fail") ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
