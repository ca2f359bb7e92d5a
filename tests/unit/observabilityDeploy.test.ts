import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { createMetrics } from "../../server/metrics";

/**
 * Issue 50: the alert rules (deploy/prometheus/biotext-alerts.yml) and the Grafana dashboard (deploy/grafana/) name only
 * metrics the web server or the worker export (server/metrics.ts), and the rules load in Prometheus's checker
 * (`promtool check rules`, Debian's `prometheus` package) where it is installed.
 */
const RULES = "deploy/prometheus/biotext-alerts.yml";
const DASHBOARD = "deploy/grafana/biotext-dashboard.json";

/** Every series name the two processes can export (histograms with their _bucket, _sum and _count). */
async function exported(): Promise<Set<string>> {
  const query = async () => ({ rows: [] });
  const web = createMetrics({ token: "t".repeat(32), sources: { query, pool: () => ({}), backupDir: "/nonexistent" } });
  const worker = createMetrics({ token: "t".repeat(32), worker: true, sources: { query, pool: () => ({}) } });
  worker.counter("biotext_worker_runs_total", "runs");
  worker.counter("biotext_worker_run_failures_total", "failures");
  const names = new Set<string>(["up"]);
  for (const m of [...web.registry.getMetricsAsArray(), ...worker.registry.getMetricsAsArray()]) {
    const { name, type } = await (m as unknown as { get: () => Promise<{ name: string; type: string }> }).get();
    names.add(name);
    if (type === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(name + suffix);
  }
  return names;
}

/** The metric names an expression reads: identifiers followed by `{`, `[`, `)`, a space or the end, not functions or keywords. */
function metricsOf(expr: string): string[] {
  const withoutStrings = expr.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return [...withoutStrings.matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)].map((m) => m[1]).filter((n) => /^(biotext_|process_|nodejs_|up$)/.test(n));
}

describe("issue 50: alert rules and dashboard", () => {
  const yaml = fs.readFileSync(RULES, "utf8");
  const rules = [...yaml.matchAll(/^\s+- alert: (\S+)\n\s+expr: (.+)$/gm)].map((m) => ({ alert: m[1], expr: m[2] }));

  it("issue 50: the rules cover error rate, p95, queue depth and backup age, each with a severity and a summary", () => {
    expect(rules.length).toBe((yaml.match(/- alert:/g) ?? []).length);
    const all = rules.map((r) => r.expr).join("\n");
    expect(all).toContain('biotext_http_requests_total{status_class="5xx"}');
    expect(all).toContain("histogram_quantile(0.95");
    expect(all).toContain("biotext_jobs_queued");
    expect(all).toContain("biotext_backup_last_success_timestamp_seconds");
    expect(yaml.match(/severity: (critical|warning)/g)?.length).toBe(rules.length);
    expect(yaml.match(/summary: /g)?.length).toBe(rules.length);
  });

  it("issue 50: every metric the rules and the dashboard name is exported by the server or the worker", async () => {
    const names = await exported();
    for (const { alert, expr } of rules) {
      expect(metricsOf(expr).length, alert).toBeGreaterThan(0);
      for (const metric of metricsOf(expr)) expect(names, `${alert}: ${metric}`).toContain(metric);
    }
    const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, "utf8")) as { panels: { title: string; targets: { expr: string }[] }[] };
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);
    for (const panel of dashboard.panels)
      for (const { expr } of panel.targets) {
        expect(metricsOf(expr).length, panel.title).toBeGreaterThan(0);
        for (const metric of metricsOf(expr)) expect(names, `${panel.title}: ${metric}`).toContain(metric);
      }
  });

  const promtool = spawnSync("promtool", ["--version"]).status === 0;
  it.skipIf(!promtool)("issue 50: `promtool check rules` accepts the rules file", () => {
    const run = spawnSync("promtool", ["check", "rules", RULES], { encoding: "utf8" });
    expect(run.stdout + run.stderr).toMatch(/SUCCESS: \d+ rules found/);
    expect(run.status).toBe(0);
  });
});
