/**
 * `npm run reqs`: which requirement of docs/spec/requirements.md (a copy of the shared spec, so that a
 * clean clone has it) a running test proves, and which none does.
 *
 * **Test titles** are read with the TypeScript compiler (not a regular expression), so that only real calls
 * count: `it(…)` / `test(…)` and their variants (`.only`, `.fails`, `.concurrent`, `.sequential`, `.slow`,
 * `.each(table)`, `.runIf(cond)`, `.skipIf(cond)`…) whose first argument is a string literal or a template
 * (a `${…}` part cites nothing). Not counted:
 * - text inside a string (an example title written in a test's source, as in tests/unit/reqs.test.ts);
 * - `describe(` / `test.describe(` titles (and their ranges such as "SES-035…SES-037"), `test.step(`,
 *   comments, assertions: a test's own title is what a failing run reports;
 * - tests that do not run: `.skip`, `.todo`, `.fixme`, `skipIf(c)` unless `c` is the literal `false`,
 *   `runIf(c)` unless `c` is the literal `true`, a test whose body calls `test.skip(…)` / `test.fixme(…)`
 *   (Playwright's run-time skip, conditional or not: CI does not set the conditions' variables), and every
 *   test inside a skipped `describe`.
 * A range in a title counts for the IDs it writes out, not for those between them.
 *
 * **Focused**: a requirement counts as tested when a running test's title names it alone or with at most
 * three other requirement IDs (≤ 4 distinct IDs of the spec): a test that names ten requirements proves none
 * of them on its own. Titles naming more are listed with `--verbose` but cite nothing.
 *
 * **Not kept / superseded**: a decision record (docs/decisions/*.md) retires a requirement with a line of its
 * own, alone or after "- ", in one of these two forms (the rest of the line is free text):
 *     Not kept: LTI-023, XYZ-004 — why
 *     Superseded: ABC-001 by ABC-002 — why
 * Such an ID needs no test and cites nothing when a title names it ("LTI-023's rule is not kept"); the
 * report names each with its record. A `Superseded:` line's replacement must itself be a requirement that
 * is kept.
 *
 * **(unspecified)**: such a requirement (the legacy seeds do not show the behaviour) needs no test when a
 * decision record names its ID: the record says what was chosen.
 *
 * Prints "N of M cited by a focused test (≤ 4 ids); K not kept: …" and the IDs that lack one; exits 1 when a
 * kept requirement has no focused running test and is not an `(unspecified)` one with a decision record.
 * `--verbose` prints every ID with its citing tests, `--json` the whole map, `--no-fail` reports without
 * failing.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SPEC_FILE = path.join(root, "docs/spec/requirements.md");
export const DECISIONS_DIR = path.join(root, "docs/decisions");
/** A requirement is proved by a test naming at most this many requirement IDs. */
export const MAX_IDS = 4;

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

export type TestTitle = { line: number; title: string; runs: boolean };

const TEST_FNS = new Set(["it", "test"]);
const SKIP_MODIFIERS = new Set(["skip", "todo", "fixme"]);
// Variants that are not tests at all: `test.describe(…)`, `test.step(…)`, `test.use(…)`, `test.beforeEach(…)`…
const NOT_TESTS = new Set(["describe", "step", "use", "beforeEach", "afterEach", "beforeAll", "afterAll", "extend", "setTimeout", "info", "expect"]);

type Callee = { base: string; path: string[]; skipped: boolean };

/**
 * The name chain of a call's callee: `it.concurrent.only` → { base: "it", path: ["concurrent", "only"] };
 * `it.skipIf(x)` and `it.each(t)` are followed through their inner call, whose argument decides `skipped`.
 */
function callee(expr: ts.Expression): Callee | undefined {
  if (ts.isIdentifier(expr)) return { base: expr.text, path: [], skipped: false };
  if (ts.isPropertyAccessExpression(expr)) {
    const inner = callee(expr.expression);
    if (!inner) return undefined;
    const name = expr.name.text;
    return { ...inner, path: [...inner.path, name], skipped: inner.skipped || SKIP_MODIFIERS.has(name) };
  }
  if (ts.isCallExpression(expr)) {
    const inner = callee(expr.expression);
    if (!inner) return undefined;
    const last = inner.path.at(-1);
    const arg = expr.arguments[0];
    if (last === "skipIf") return { ...inner, skipped: inner.skipped || arg?.kind !== ts.SyntaxKind.FalseKeyword };
    if (last === "runIf") return { ...inner, skipped: inner.skipped || arg?.kind !== ts.SyntaxKind.TrueKeyword };
    if (last === "each" || last === "for") return inner;
    return undefined;
  }
  return undefined;
}

/** A title's text: a string, a template (its `${…}` parts left as `${…}`), or a `+` of those. */
function titleText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => "${…}" + s.literal.text).join("");
  if (ts.isParenthesizedExpression(node)) return titleText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const a = titleText(node.left);
    const b = titleText(node.right);
    return a === undefined || b === undefined ? undefined : a + b;
  }
  return undefined;
}

/** Does this test body skip itself at run time (`test.skip(…)`, `test.fixme(…)` called inside it)? */
function skipsItself(body: ts.Node | undefined): boolean {
  if (!body) return false;
  let found = false;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n)) {
      const c = callee(n.expression);
      const first = n.arguments[0];
      const titled = first !== undefined && titleText(first) !== undefined;
      if (c && TEST_FNS.has(c.base) && c.path.length === 1 && (c.path[0] === "skip" || c.path[0] === "fixme") && !titled) {
        found = true;
        return;
      }
    }
    // A nested function is another test's or a helper's body, not this one's.
    if (n !== body && (ts.isFunctionLike(n) || ts.isClassLike(n))) return;
    ts.forEachChild(n, visit);
  };
  visit(body);
  return found;
}

/** The test titles of one file's source, with the line each starts on and whether it runs. */
export function testTitles(source: string, fileName = "test.ts"): TestTitle[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: TestTitle[] = [];
  const visit = (node: ts.Node, skippedScope: boolean) => {
    let scope = skippedScope;
    if (ts.isCallExpression(node)) {
      const c = callee(node.expression);
      const first = node.arguments[0];
      const title = first && titleText(first);
      if (c && title !== undefined) {
        const isDescribe = c.base === "describe" || c.base === "suite" || (TEST_FNS.has(c.base) && c.path[0] === "describe");
        if (isDescribe) {
          scope = scope || c.skipped;
        } else if (TEST_FNS.has(c.base) && !c.path.some((p) => NOT_TESTS.has(p))) {
          const body = node.arguments.find((a) => ts.isFunctionLike(a));
          const runs = !scope && !c.skipped && !skipsItself(body);
          out.push({ line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, title, runs });
        }
      }
    }
    ts.forEachChild(node, (child) => visit(child, scope));
  };
  visit(sf, false);
  return out;
}

export type Citation = { file: string; line: number; title: string; ids: string[] };

function testFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(test|spec)\.tsx?$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * ID → the running tests whose title names it (among the `known` IDs, the `retired` ones left out) with at
 * most MAX_IDS requirement IDs in all; `broad` lists the running titles naming more.
 */
export function citations(
  sources: { file: string; source: string }[],
  known: Set<string>,
  retired: Set<string> = new Set(),
): { byId: Map<string, Citation[]>; broad: Citation[] } {
  const byId = new Map<string, Citation[]>();
  const broad: Citation[] = [];
  for (const { file, source } of sources) {
    for (const { line, title, runs } of testTitles(source, file)) {
      if (!runs) continue;
      const ids = [...new Set(title.match(ID) ?? [])].filter((id) => known.has(id) && !retired.has(id));
      if (!ids.length) continue;
      const c: Citation = { file, line, title, ids };
      if (ids.length > MAX_IDS) {
        broad.push(c);
        continue;
      }
      for (const id of ids) byId.set(id, [...(byId.get(id) ?? []), c]);
    }
  }
  return { byId, broad };
}

export type Retired = { id: string; how: "not kept" | "superseded"; by?: string; record: string };

/**
 * The decision records' `Not kept: ID, ID — …` and `Superseded: ID by ID — …` lines (each alone on its line
 * or after "- "), and every ID each record names (for the `(unspecified)` exemption).
 */
export function decisions(records: { name: string; text: string }[]): { named: Map<string, string[]>; retired: Retired[] } {
  const named = new Map<string, string[]>();
  const retired: Retired[] = [];
  for (const { name, text } of records) {
    for (const id of new Set(text.match(ID) ?? [])) named.set(id, [...(named.get(id) ?? []), name]);
    for (const line of text.split("\n")) {
      const notKept = /^(?:- )?Not kept: ((?:[A-Z][A-Z0-9]*-\d{3})(?:, [A-Z][A-Z0-9]*-\d{3})*)\b/.exec(line);
      if (notKept) for (const id of notKept[1]!.split(", ")) retired.push({ id, how: "not kept", record: name });
      const superseded = /^(?:- )?Superseded: ([A-Z][A-Z0-9]*-\d{3}) by ([A-Z][A-Z0-9]*-\d{3})\b/.exec(line);
      if (superseded) retired.push({ id: superseded[1]!, how: "superseded", by: superseded[2]!, record: name });
    }
  }
  return { named, retired };
}

function readDecisions(dir = DECISIONS_DIR): { name: string; text: string }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith(".md"))
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(dir, name), "utf8") }));
}

export type Report = {
  total: number;
  /** Kept requirements with a focused running test. */
  cited: number;
  exempt: string[];
  missing: string[];
  retired: Retired[];
  /** Retirement lines that name an ID the spec lacks, or a replacement that is not a kept requirement. */
  problems: string[];
  byId: Map<string, Citation[]>;
  broad: Citation[];
};

export function report(
  spec = fs.readFileSync(SPEC_FILE, "utf8"),
  sources = testFiles(path.join(root, "tests")).map((f) => ({ file: path.relative(root, f), source: fs.readFileSync(f, "utf8") })),
  records = readDecisions(),
): Report {
  const reqs = parseRequirements(spec);
  const known = new Set(reqs.map((r) => r.id));
  const { named, retired } = decisions(records);
  const retiredIds = new Set(retired.map((r) => r.id));
  const problems: string[] = [];
  for (const r of retired) {
    if (!known.has(r.id)) problems.push(`${r.record}: ${r.id} is not a requirement of the spec`);
    if (r.by && (!known.has(r.by) || retiredIds.has(r.by))) problems.push(`${r.record}: ${r.id} is superseded by ${r.by}, which is not a kept requirement`);
  }
  const { byId, broad } = citations(sources, known, retiredIds);
  const exempt: string[] = [];
  const missing: string[] = [];
  let cited = 0;
  for (const r of reqs) {
    if (retiredIds.has(r.id)) continue;
    if (byId.has(r.id)) cited++;
    else if (r.unspecified && named.has(r.id)) exempt.push(r.id);
    else missing.push(r.id);
  }
  return { total: reqs.length, cited, exempt, missing, retired, problems, byId, broad };
}

export function summary(r: Report): string {
  const retired = r.retired.filter((x) => x.how === "not kept");
  const superseded = r.retired.filter((x) => x.how === "superseded");
  return (
    `${r.cited} of ${r.total} cited by a focused test (≤ ${MAX_IDS} ids)` +
    (r.exempt.length ? `; ${r.exempt.length} (unspecified) decided in a record` : "") +
    `; ${retired.length} not kept${retired.length ? `: ${retired.map((x) => `${x.id} (${x.record})`).join(", ")}` : ""}` +
    (superseded.length ? `; ${superseded.length} superseded: ${superseded.map((x) => `${x.id} by ${x.by} (${x.record})`).join(", ")}` : "") +
    `; ${r.missing.length} without a focused test`
  );
}

function main() {
  const args = process.argv.slice(2);
  const r = report();
  if (args.includes("--json")) {
    const { byId, ...rest } = r;
    console.log(JSON.stringify({ ...rest, byId: Object.fromEntries(byId) }, null, 2));
  } else {
    if (args.includes("--verbose")) {
      for (const [id, list] of [...r.byId].sort(([a], [b]) => a.localeCompare(b))) {
        console.log(`${id}`);
        for (const c of list) console.log(`  ${c.file}:${c.line}  ${c.title}`);
      }
      if (r.broad.length) console.log(`\nTitles naming more than ${MAX_IDS} requirements (they prove none):`);
      for (const c of r.broad) console.log(`  ${c.file}:${c.line}  ${c.title}`);
    }
    for (const p of r.problems) console.log(`Decision record: ${p}`);
    if (r.exempt.length) console.log(`(unspecified), decided in a decision record, no test: ${r.exempt.join(" ")}`);
    if (r.missing.length) console.log(`No focused running test cites: ${r.missing.join(" ")}`);
    console.log(summary(r));
  }
  // `--no-fail`: report only. exitCode, not exit(): a piped stdout is written asynchronously, and exit() would cut it.
  process.exitCode = (r.missing.length || r.problems.length) && !args.includes("--no-fail") ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
