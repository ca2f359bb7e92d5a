import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 45 item 2, "Docs as references": every relative link of README.md and docs/**\/*.md leads to a file (or
 * folder) of the repository, every decision record a source file names (`docs/decisions/NNN-name.md`) exists, and
 * the two entry documents stay short (README.md ≤ 150 lines, docs/performance.md ≤ 300: history stays in git).
 */
const root = path.resolve(__dirname, "../..");

const README_MAX_LINES = 150;
const PERFORMANCE_MAX_LINES = 300;

/** Folders whose source files may name decision records. */
const SOURCE_DIRS = ["core", "server", "trpc", "app", "cms", "scripts", "tests", "shared", "seeds"];
const SKIP_DIRS = new Set(["node_modules", ".next", "build", "out", "migrations", "test-results"]);
const SOURCE_EXT = /\.(ts|tsx|mts|js|mjs|cjs)$/;

function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) files.push(...walk(path.join(dir, entry.name), keep));
    } else if (keep(entry.name)) files.push(path.join(dir, entry.name));
  }
  return files;
}

/** Markdown without its fenced code blocks and inline code spans (a link there is an example, not a link). */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/(`+)[^`\n]*?\1/g, "");
}

/** The targets of a document's links: inline `[text](target)`, images, and reference definitions `[x]: target`. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const targets: string[] = [];
  for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1].replace(/^<|>$/g, ""));
  for (const m of text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)) targets.push(m[1].replace(/^<|>$/g, ""));
  return targets;
}

/** A relative target that does not lead to a file or folder, resolved from the document's folder; null when it does (or is not relative). */
function brokenTarget(fromFile: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//") || target.startsWith("#")) return null;
  const file = decodeURI(target.split("#")[0].split("?")[0]);
  if (!file) return null;
  const resolved = file.startsWith("/") ? path.join(root, file) : path.resolve(path.dirname(fromFile), file);
  return fs.existsSync(resolved) ? null : target;
}

function brokenLinksOf(file: string): string[] {
  return linkTargets(fs.readFileSync(file, "utf8"))
    .filter((t) => brokenTarget(file, t) !== null)
    .map((t) => `${path.relative(root, file)} → ${t}`);
}

const markdownFiles = [path.join(root, "README.md"), ...walk(path.join(root, "docs"), (n) => n.endsWith(".md"))];

const lineCount = (file: string) => fs.readFileSync(path.join(root, file), "utf8").replace(/\n$/, "").split("\n").length;

describe("issue 45 item 2: the docs as references", () => {
  it("issue 45 item 2: the link check reports a relative link to a missing file, and accepts files, folders, anchors and URLs", () => {
    const doc = path.join(root, "docs", "x.md");
    const md = [
      "[ok](architecture.md) [anchor](architecture.md#rules) [folder](decisions/) [up](../README.md)",
      "[gone](no-such-file.md) ![img](images/none.png) [web](https://example.com/a.md) [here](#top)",
      "`[code](missing-in-code.md)`",
      "```",
      "[fenced](missing-in-fence.md)",
      "```",
      "[ref]: ./missing-ref.md",
    ].join("\n");
    const broken = linkTargets(md).filter((t) => brokenTarget(doc, t) !== null);
    expect(broken).toEqual(["no-such-file.md", "images/none.png", "./missing-ref.md"]);
  });

  it("issue 45 item 2: every relative link in README.md and docs/**/*.md leads to an existing file", () => {
    expect(markdownFiles.length).toBeGreaterThan(40);
    expect(markdownFiles.flatMap(brokenLinksOf)).toEqual([]);
  });

  it("issue 45 item 2: every decision record named in the docs or in source files (docs/decisions/NNN-name.md) exists", () => {
    const sources = SOURCE_DIRS.flatMap((d) => walk(path.join(root, d), (n) => SOURCE_EXT.test(n)));
    expect(sources.length).toBeGreaterThan(200);
    const missing = new Set<string>();
    for (const file of [...sources, ...markdownFiles]) {
      for (const m of fs.readFileSync(file, "utf8").matchAll(/docs\/decisions\/(\d{3}-[A-Za-z0-9._-]*?\.md)/g)) {
        if (!fs.existsSync(path.join(root, "docs/decisions", m[1]))) missing.add(`${path.relative(root, file)} → docs/decisions/${m[1]}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it(`issue 45 item 2: README.md stays within ${README_MAX_LINES} lines and docs/performance.md within ${PERFORMANCE_MAX_LINES}`, () => {
    expect(lineCount("README.md")).toBeLessThanOrEqual(README_MAX_LINES);
    expect(lineCount("docs/performance.md")).toBeLessThanOrEqual(PERFORMANCE_MAX_LINES);
  });
});
