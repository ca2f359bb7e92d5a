import { clsx, type ClassValue } from "clsx";
import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { cn } from "../../app/lib/utils";

/*
 * cn() merges Tailwind classes with a small implementation of tailwind-merge's algorithm (app/lib/utils.ts,
 * docs/performance.md "First-load JavaScript"). Its result must be tailwind-merge's for every class this
 * codebase writes, or a component's className override would render differently: the classes are read
 * from every string in app/, and each pair is merged both ways by both.
 */

/** Every whitespace-separated word of every string literal, template part and JSX text in app/. */
function appWords() {
  const words = new Set<string>();
  const scan = (file: string) => {
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) for (const w of node.text.split(/\s+/)) if (w) words.add(w);
      ts.forEachChild(node, visit);
    };
    visit(source);
  };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name) && p !== path.join("app", "lib", "utils.ts")) scan(p); // not cn()'s own tables
    }
  };
  walk("app");
  return [...words].sort();
}

const words = appWords();
/** The words tailwind-merge takes for Tailwind classes (it keeps only one of a repeated class). */
const classes = words.filter((w) => twMerge(`${w} ${w}`) === w);

describe("cn() class merging (first-load JavaScript without tailwind-merge)", () => {
  it("finds the classes written in app/", () => {
    expect(classes.length).toBeGreaterThan(300);
    for (const c of ["px-4", "text-sm", "bg-primary", "hover:bg-[color-mix(in_oklab,var(--color-primary),black_12%)]", "[&_svg]:size-4", "border-l-4"])
      expect(classes).toContain(c);
  });

  it("tells Tailwind classes from other words as tailwind-merge does", () => {
    const differ = words.filter((w) => cn(w, w) !== twMerge(`${w} ${w}`));
    expect(differ.map((w) => `${w}: ${cn(w, w)} / ${twMerge(`${w} ${w}`)}`)).toEqual([]);
  });

  it("merges every pair of the classes written in app/ as tailwind-merge does", () => {
    const differ: string[] = [];
    for (const a of classes)
      for (const b of classes) {
        const expected = twMerge(`${a} ${b}`);
        if (cn(a, b) !== expected) differ.push(`${a} ${b} → ${expected}`);
      }
    expect(differ.slice(0, 50)).toEqual([]);
    // ≈ 400,000 pairs: about 2 s alone, 4.6 s beside an e2e run; vitest's 5 s default would make it flaky.
  }, 60_000);

  it("merges longer lists with variants, important and clsx inputs as tailwind-merge does", () => {
    const cases: [ClassValue[], string][] = [
      [["px-2 py-1 text-sm", "p-4"], "text-sm p-4"],
      [["p-4", "px-2"], "p-4 px-2"],
      [["leading-8 text-sm"], "text-sm"],
      [["text-sm leading-8"], "text-sm leading-8"],
      [["hover:bg-muted focus:bg-muted", "hover:bg-primary"], "focus:bg-muted hover:bg-primary"],
      [["hover:focus:underline focus:hover:no-underline"], "focus:hover:no-underline"],
      [["[&_svg]:size-4 [&_svg]:w-2", "[&_svg]:size-6"], "[&_svg]:size-6"],
      [["!px-2 px-4 !px-3"], "px-4 !px-3"],
      [
        ["w-2 h-3", { "size-4": true, "size-5": false }, null, undefined, ["border-2 border-primary", "border-b-0"]],
        "size-4 border-2 border-primary border-b-0",
      ],
      [["rounded-t-md rounded-tl-none rounded-lg"], "rounded-lg"],
      [["bg-black/50 bg-primary/10 text-primary-foreground text-white"], "bg-primary/10 text-white"],
      [["line-clamp-2 block overflow-hidden", "line-clamp-1"], "line-clamp-1"],
      [["custom-class other", "custom-class"], "custom-class other custom-class"],
      [["  "], ""],
    ];
    for (const [inputs, expected] of cases) {
      expect(cn(...inputs)).toBe(expected);
      expect(twMerge(clsx(inputs))).toBe(expected);
    }
  });

  it("merges random lists of the classes written in app/ as tailwind-merge does", () => {
    let seed = 1;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const differ: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const list = Array.from({ length: 2 + random(6) }, () => classes[random(classes.length)]).join(" ");
      if (cn(list) !== twMerge(list)) differ.push(list);
    }
    expect(differ.slice(0, 20)).toEqual([]);
  }, 30_000);
});
