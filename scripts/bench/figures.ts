/**
 * The figures a benchmark reports to `npm run bench:all` (scripts/bench/all.ts), the one table bench:all prints
 * from them, and the doc block it writes into docs/performance.md. Pure (no database, no server): the harness
 * (scripts/bench/harness.ts) re-exports it, and tests/unit/benchFigures.test.ts checks it.
 *
 * A benchmark keeps printing its own human-readable output; in addition it calls `reportFigure` for
 * each figure worth a row of the summary (a throughput ratio, a percentile, a count), naming its
 * target when it has one. When BENCH_FIGURES names a file (bench:all sets it for each benchmark it
 * runs), the figure is appended to it as one JSON line; otherwise nothing more happens, so a
 * benchmark run on its own prints exactly what it printed before.
 */
import fs from "node:fs";

/** A target: the figure must be at most / at least / exactly this value. */
export type Target = { op: "<=" | ">=" | "="; value: number };

export type Figure = {
  /** The benchmark, e.g. "search (scale)". */
  bench: string;
  /** What was measured, e.g. "all 200 queries: p95". */
  figure: string;
  value: number;
  /** Printed after the value: "ms", "req/s", "× static", "KiB", "orders/s"; "" for a count. */
  unit: string;
  /** Decimals printed (default: 0 for values ≥ 100, 1 below, 3 below 0.1). */
  digits?: number;
  target?: Target;
  /** SQL statements per call (or per request, per order…), when the benchmark counts them. */
  sql?: number | string;
  /** Context printed after the value, e.g. "4,445 req/s, p50 8 ms, p97.5 21 ms". */
  detail?: string;
};

/** Appends the figure to $BENCH_FIGURES (one JSON line) when bench:all asked for it. */
export function reportFigure(figure: Figure, file = process.env.BENCH_FIGURES): void {
  if (file) fs.appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

/** The figures of a BENCH_FIGURES file's text (lines that are not a figure are skipped). */
export function parseFigures(text: string): Figure[] {
  const out: Figure[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const f = JSON.parse(line) as Partial<Figure>;
      if (typeof f.bench === "string" && typeof f.figure === "string" && typeof f.value === "number" && typeof f.unit === "string") out.push(f as Figure);
    } catch {
      // a partial last line (a benchmark killed while writing): not a figure
    }
  }
  return out;
}

/** true / false against the target; null when the figure has none (or is not a number). */
export function isMet(f: Pick<Figure, "value" | "target">): boolean | null {
  if (!f.target || !Number.isFinite(f.value)) return f.target ? false : null;
  const { op, value } = f.target;
  return op === "<=" ? f.value <= value : op === ">=" ? f.value >= value : f.value === value;
}

function number(value: number, digits?: number): string {
  if (!Number.isFinite(value)) return String(value);
  const d = digits ?? (Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : Math.abs(value) >= 0.1 ? 1 : 3);
  return value.toLocaleString("en", { minimumFractionDigits: d, maximumFractionDigits: d });
}

const withUnit = (n: string, unit: string) => (unit ? `${n} ${unit}` : n);

export function formatValue(f: Pick<Figure, "value" | "unit" | "digits">): string {
  return withUnit(number(f.value, f.digits), f.unit);
}

export function formatTarget(f: Pick<Figure, "target" | "unit">): string {
  if (!f.target) return "—";
  const op = { "<=": "≤", ">=": "≥", "=": "=" }[f.target.op];
  return `${op} ${withUnit(f.target.value.toLocaleString("en", { maximumFractionDigits: 3 }), f.unit)}`;
}

export function formatResult(f: Pick<Figure, "value" | "target">): string {
  const met = isMet(f);
  return met === null ? "no target" : met ? "met" : "**NOT met**";
}

const cell = (s: string) => s.replaceAll("|", "\\|").replaceAll("\n", " ");

/** A benchmark that reports no figures: its lines naming a goal or target, a p95 or statements per call, read as printed. */
export function goalLines(stdout: string): string[] {
  return stdout
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => /\b(goal|target|p95)\b|statements per/i.test(l));
}

/** A printed line's result: false when it says "NOT met" or FAILED, true when it says "met", null otherwise. */
export const lineMet = (line: string): boolean | null => (/not met/i.test(line) || /\bFAILED\b/.test(line) ? false : /\bmet\b/i.test(line) ? true : null);
const lineResult = (line: string) => ({ false: "**NOT met**", true: "met", null: "as printed" }[String(lineMet(line)) as "false" | "true" | "null"]);

/**
 * One markdown table, one row per figure, in the order given: benchmark, figure, value (and its
 * context), target, met / NOT met, SQL statements per call. `lines` adds a row per goal line of a
 * benchmark that reports no figures; `failures` a row per benchmark that did not run to the end.
 */
export function summaryTable(
  figures: Figure[],
  extra: { lines?: { bench: string; line: string }[]; failures?: { bench: string; reason: string }[] } = {},
): string {
  const row = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [
    "| benchmark | figure | value | target | result | SQL statements per call |",
    "|---|---|---|---|---|---|",
    ...figures.map((f) =>
      row([
        f.bench,
        f.figure,
        f.detail ? `${formatValue(f)} (${f.detail})` : formatValue(f),
        formatTarget(f),
        formatResult(f),
        f.sql === undefined ? "—" : String(f.sql),
      ]),
    ),
    ...(extra.lines ?? []).map((x) => row([x.bench, "printed", x.line, "see the line", lineResult(x.line), "—"])),
    ...(extra.failures ?? []).map((x) => row([x.bench, "run", `FAILED: ${x.reason}`, "runs to the end", "**NOT met**", "—"])),
  ].join("\n");
}

/** How many figures missed their target. */
export const missed = (figures: Figure[]) => figures.filter((f) => isMet(f) === false).length;

/** The text with everything between the markers replaced by `inner` (the markers kept); appended under `heading` when absent. */
export function replaceBlock(text: string, inner: string, begin: string, end: string, heading: string): string {
  const block = `${begin}\n${inner.trim()}\n${end}`;
  const i = text.indexOf(begin);
  const j = text.indexOf(end, i);
  if (i < 0 || j < 0) return `${text.trimEnd()}\n\n${heading}\n\n${block}\n`;
  return text.slice(0, i) + block + text.slice(j + end.length);
}

/**
 * The environment every benchmark's server gets on top of its own (issue 25, docs/decisions/084-benches-without-the-order-backlog.md):
 * the commerce runner (core/commerce/jobs.ts) off. The `data:scale` database holds 100,000 generated paid orders that
 * were never queued for the accounting sync, so a server started on it drains that backlog during the whole run (200
 * orders a minute, each several Payload Local API round trips, plus the sync jobs themselves): measured with
 * `npm run bench:render -- --log-statements`, 6.3 transactions per module page where the page sends 2. The interval
 * stays below setInterval's 2^31 − 1 ms limit (a larger one fires every millisecond).
 */
export const BENCH_SERVER_ENV: Record<string, string> = { COMMERCE_JOBS_EVERY_MS: "2000000000" };

/** Writes `inner` into `doc` between the markers (appended under `heading` when they are missing). */
export function writeDocBlock(doc: string, inner: string, markers: { begin: string; end: string; heading: string }): void {
  fs.writeFileSync(doc, replaceBlock(fs.readFileSync(doc, "utf8"), inner, markers.begin, markers.end, markers.heading));
}

/** Nearest-rank percentile of sorted samples (NaN when there are none). */
export const percentile = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** The mean of the samples (NaN when there are none). */
export const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** p50 / p95 / p99 of unsorted samples (ms). */
export function latencyFigures(samples: number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** A plain-text table on stdout: the first column left-aligned, the others right-aligned; `rule` adds a line under the header. */
export function printTable(header: string[], rows: string[][], { rule = false } = {}): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(header));
  if (rule) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}
