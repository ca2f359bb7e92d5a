import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BENCH_SERVER_ENV,
  formatTarget,
  formatValue,
  goalLines,
  isMet,
  lineMet,
  missed,
  parseFigures,
  replaceBlock,
  reportFigure,
  summaryTable,
  type Figure,
} from "../../scripts/bench/figures";

// `npm run bench:all` (issue 16, "proof at scale"): one table, one row per figure, naming its target
// and whether it was met; the figures travel from each benchmark through a BENCH_FIGURES file.

const p95: Figure = {
  bench: "search (scale)",
  figure: "all 200 queries: p95",
  value: 41.2,
  unit: "ms",
  digits: 1,
  target: { op: "<=", value: 15 },
  sql: "1",
  detail: "p50 21.4 ms",
};
const ratio: Figure = {
  bench: "pages (scale)",
  figure: "home / (returning visitor)",
  value: 0.645,
  unit: "× static",
  digits: 3,
  target: { op: ">=", value: 0.5 },
};
const lost: Figure = { bench: "checkout (scale)", figure: "new customers: lost orders", value: 0, unit: "", target: { op: "=", value: 0 } };
const info: Figure = { bench: "grades (scale)", figure: "Students tab data: p95", value: 318.4, unit: "ms", sql: 6 };

describe("bench figures", () => {
  it("a figure meets its target by its operator; a figure without a target is neither met nor missed", () => {
    expect(isMet(p95)).toBe(false);
    expect(isMet({ ...p95, value: 15 })).toBe(true);
    expect(isMet(ratio)).toBe(true);
    expect(isMet({ ...ratio, value: 0.002 })).toBe(false);
    expect(isMet(lost)).toBe(true);
    expect(isMet({ ...lost, value: 1 })).toBe(false);
    expect(isMet(info)).toBeNull();
    expect(isMet({ ...p95, value: Number.NaN })).toBe(false);
    expect(missed([p95, ratio, lost, info])).toBe(1);
  });

  it("values and targets are printed with their unit", () => {
    expect(formatValue(p95)).toBe("41.2 ms");
    expect(formatTarget(p95)).toBe("≤ 15 ms");
    expect(formatValue(ratio)).toBe("0.645 × static");
    expect(formatTarget(ratio)).toBe("≥ 0.5 × static");
    expect(formatValue(lost)).toBe("0");
    expect(formatTarget(lost)).toBe("= 0");
    expect(formatValue({ value: 4445.4, unit: "req/s" })).toBe("4,445 req/s");
    expect(formatTarget(info)).toBe("—");
  });

  it("the summary has one row per figure with its target, result and SQL statements, then goal lines and failures", () => {
    const table = summaryTable([p95, ratio, info], {
      lines: [{ bench: "completions", line: "1,234 completions/s (goal ≥ 1,000/s NOT met)" }],
      failures: [{ bench: "checkout", reason: "exit 1: boom | bang" }],
    }).split("\n");
    expect(table[0]).toBe("| benchmark | figure | value | target | result | SQL statements per call |");
    expect(table).toHaveLength(2 + 3 + 1 + 1);
    expect(table[2]).toBe("| search (scale) | all 200 queries: p95 | 41.2 ms (p50 21.4 ms) | ≤ 15 ms | **NOT met** | 1 |");
    expect(table[3]).toBe("| pages (scale) | home / (returning visitor) | 0.645 × static | ≥ 0.5 × static | met | — |");
    expect(table[4]).toBe("| grades (scale) | Students tab data: p95 | 318 ms | — | no target | 6 |");
    expect(table[5]).toContain("| **NOT met** |");
    // a pipe in a cell does not break the row
    expect(table[6]).toBe("| checkout | run | FAILED: exit 1: boom \\| bang | runs to the end | **NOT met** | — |");
  });

  it("reportFigure appends JSON lines only when BENCH_FIGURES names a file; parseFigures reads them back, skipping anything else", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-figures-")), "f.jsonl");
    reportFigure(p95, undefined);
    expect(fs.existsSync(file)).toBe(false);
    reportFigure(p95, file);
    reportFigure(info, file);
    fs.appendFileSync(file, 'not json\n{"bench":"x"}\n{"bench":"cut","fig');
    expect(parseFigures(fs.readFileSync(file, "utf8"))).toEqual([p95, info]);
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it("goal lines: the lines of a benchmark's output naming a goal or target, a p95 or statements per call", () => {
    expect(
      goalLines(
        "warm-up 3 s\n  1,234 completions/s (goal ≥ 1,000 met)\ntarget ≤ 15 ms: NOT met\nlatency: p50 3 ms, p95 9 ms\nSQL statements per call: 4\nforgotten\n",
      ),
    ).toEqual(["1,234 completions/s (goal ≥ 1,000 met)", "target ≤ 15 ms: NOT met", "latency: p50 3 ms, p95 9 ms", "SQL statements per call: 4"]);
  });

  it("a printed line is NOT met when it says so or FAILED, met when it says met, else read as printed", () => {
    expect(lineMet("acknowledged writes/s: 166 — goal ≥ 1,000/s: NOT met")).toBe(false);
    expect(lineMet("run FAILED (exit 1)")).toBe(false);
    expect(lineMet("lost: 0 of 3,591 acknowledged — goal 0: met")).toBe(true);
    expect(lineMet("failures: 0, goal met")).toBe(true);
    expect(lineMet("latency: p50 363.7 ms, p95 712.3 ms")).toBeNull();
  });

  it("replaceBlock rewrites only what lies between the markers, or appends the block under a heading", () => {
    const b = "<!-- x:begin -->";
    const e = "<!-- x:end -->";
    expect(replaceBlock(`top\n${b}\nold\n${e}\nbottom\n`, "new", b, e, "## H")).toBe(`top\n${b}\nnew\n${e}\nbottom\n`);
    expect(replaceBlock("top\n", "new\n", b, e, "## H")).toBe(`top\n\n## H\n\n${b}\nnew\n${e}\n`);
  });
});

describe("issue 25 (decision 084): the benchmarks' servers", () => {
  it("run the commerce runner at an interval setInterval can hold (above 2^31 − 1 ms it would fire every millisecond)", () => {
    const every = Number(BENCH_SERVER_ENV.COMMERCE_JOBS_EVERY_MS);
    expect(every).toBeGreaterThan(24 * 3600 * 1000);
    expect(every).toBeLessThanOrEqual(2 ** 31 - 1);
  });
});
