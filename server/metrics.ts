import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import client from "prom-client";
import { statementTotals, STATEMENT_BUCKETS } from "#core/db/queryStats";
import { signInCounts } from "#core/auth/signInCounts";
import { lastBackupSeconds } from "../scripts/backup/manifest";
import { routeOf } from "./routeTemplate";

/**
 * Issue 50: the Prometheus metrics of one process (the web server, or the jobs worker with `worker: true`), served
 * as GET /metrics behind `Authorization: Bearer $METRICS_TOKEN` (no token set: no metrics, 404). prom-client holds the
 * registry and writes the exposition; what happens per request is kept in plain numbers (below) that are turned into
 * metrics only when Prometheus scrapes — a request costs a Map lookup by route and a few additions, nothing allocated.
 * The gauges that need the database (queue depth, orders by status) are read at scrape time. docs/operations.md lists
 * every metric; deploy/prometheus/ holds the alert rules and deploy/grafana/ the dashboard.
 */

/** The jobs queues (server/worker.ts) and the order statuses (cms/collections/Orders.ts, decision 020). */
const JOB_QUEUES = ["default", "commerce", "lti-outcomes"] as const;
const ORDER_STATUSES = ["pending", "paid", "failed", "refunded"] as const;

/** Request duration buckets, seconds. */
export const HTTP_BUCKETS: readonly number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "other"] as const;
const METHOD_INDEX: Record<string, number> = Object.fromEntries(METHODS.map((m, i) => [m, i]));
const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"] as const;

/** Per route template: requests per method × status class, and the duration histogram (per bucket, then +Inf). */
type RouteStats = { counts: Float64Array; buckets: Float64Array; sum: number; count: number };

const START = Symbol("metrics.start");
type Timed = ServerResponse & { [START]?: number; req?: IncomingMessage };

export type MetricsSources = {
  /** Payload's pg pool (total, idle and waiting clients). */
  pool?: () => { totalCount?: number; idleCount?: number; waitingCount?: number } | undefined;
  /** A statement at scrape time (the queue depth, orders by status). */
  query?: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;
  pageCache?: () => { hits: number; misses: number } | null;
  privatePageCache?: () => { hits: number; earlyHits: number; misses: number } | null;
  liveConnections?: () => number;
  backupDir?: string;
};

export type Metrics = {
  registry: client.Registry;
  /** Call first for every request: its route, method, status class and duration are counted when it finishes. */
  track: (req: IncomingMessage, res: ServerResponse) => void;
  /** Answers GET /metrics (true) or leaves the request alone (false). */
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** A counter the process increments itself (the worker's runs). */
  counter: (name: string, help: string) => { inc: (n?: number) => void };
};

type Value = { labels?: Record<string, string | number>; value: number; metricName?: string };

function collected(registry: client.Registry, name: string, help: string, type: "counter" | "gauge" | "histogram", values: () => Value[] | Promise<Value[]>) {
  registry.registerMetric({
    name,
    help,
    type,
    aggregator: "sum",
    get: async () => ({ name, help, type, aggregator: "sum", values: await values() }),
  } as unknown as client.Metric);
}

/** Histogram lines from cumulative bucket counts (one per bucket, then +Inf), a sum and a count. */
function histogramValues(
  name: string,
  bounds: readonly number[],
  cumulative: ArrayLike<number>,
  sum: number,
  count: number,
  labels: Record<string, string> = {},
): Value[] {
  const out: Value[] = [];
  for (let i = 0; i < bounds.length; i++) out.push({ metricName: `${name}_bucket`, labels: { ...labels, le: bounds[i] }, value: cumulative[i] });
  out.push({ metricName: `${name}_bucket`, labels: { ...labels, le: "+Inf" }, value: count });
  out.push({ metricName: `${name}_sum`, labels, value: sum });
  out.push({ metricName: `${name}_count`, labels, value: count });
  return out;
}

/** Equal in constant time (both hashed first, so their lengths do not show either). */
function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function createMetrics(opts: { token: string | undefined; worker?: boolean; sources?: MetricsSources }): Metrics {
  const registry = new client.Registry();
  const sources = opts.sources ?? {};
  registry.setDefaultLabels({ process: opts.worker ? "worker" : "web" });
  client.collectDefaultMetrics({ register: registry });

  const routes = new Map<string, RouteStats>();
  const statsOf = (route: string) => {
    let s = routes.get(route);
    if (!s) {
      s = { counts: new Float64Array(METHODS.length * STATUS_CLASSES.length), buckets: new Float64Array(HTTP_BUCKETS.length + 1), sum: 0, count: 0 };
      routes.set(route, s);
    }
    return s;
  };

  function finished(this: Timed) {
    const started = this[START];
    if (started === undefined) return;
    this[START] = undefined;
    const seconds = (performance.now() - started) / 1000;
    const req = this.req;
    const s = statsOf(req ? routeOf(req, this) : "other");
    const method = METHOD_INDEX[req?.method ?? "other"] ?? METHOD_INDEX.other;
    const status = Math.min(4, Math.max(0, Math.floor(this.statusCode / 100) - 1));
    s.counts[method * STATUS_CLASSES.length + status] += 1;
    let i = 0;
    while (i < HTTP_BUCKETS.length && seconds > HTTP_BUCKETS[i]) i++;
    s.buckets[i] += 1;
    s.sum += seconds;
    s.count += 1;
  }

  const track = (_req: IncomingMessage, res: ServerResponse) => {
    (res as Timed)[START] = performance.now();
    res.on("finish", finished);
  };

  collected(registry, "biotext_http_requests_total", "HTTP requests answered, by route template, method and status class.", "counter", () => {
    const out: Value[] = [];
    for (const [route, s] of routes)
      for (let m = 0; m < METHODS.length; m++)
        for (let c = 0; c < STATUS_CLASSES.length; c++) {
          const n = s.counts[m * STATUS_CLASSES.length + c];
          if (n) out.push({ labels: { route, method: METHODS[m], status_class: STATUS_CLASSES[c] }, value: n });
        }
    return out;
  });
  collected(
    registry,
    "biotext_http_request_duration_seconds",
    "Time to answer a request (until its last byte was handed to the socket), by route template.",
    "histogram",
    () => {
      const out: Value[] = [];
      for (const [route, s] of routes) {
        let running = 0;
        const cumulative = Array.from(s.buckets, (n) => (running += n));
        out.push(...histogramValues("biotext_http_request_duration_seconds", HTTP_BUCKETS, cumulative, s.sum, s.count, { route }));
      }
      return out;
    },
  );
  collected(registry, "biotext_db_statement_duration_seconds", "Database statements on the server's pool, and how long each took.", "histogram", () => {
    const t = statementTotals();
    return histogramValues("biotext_db_statement_duration_seconds", STATEMENT_BUCKETS, t.cumulative, t.seconds, t.count);
  });
  collected(registry, "biotext_db_pool_connections", "The database pool's connections: total open, idle, and requests waiting for one.", "gauge", () => {
    const p = sources.pool?.();
    if (!p) return [];
    return [
      { labels: { state: "total" }, value: p.totalCount ?? 0 },
      { labels: { state: "idle" }, value: p.idleCount ?? 0 },
      { labels: { state: "waiting" }, value: p.waitingCount ?? 0 },
    ];
  });
  collected(registry, "biotext_sign_ins_total", "Sign-ins by method (password, sso, library) and outcome (ok, or why it was refused).", "counter", () =>
    signInCounts().map(({ method, outcome, value }) => ({ labels: { method, outcome }, value })),
  );
  if (!opts.worker) {
    collected(registry, "biotext_page_cache_lookups_total", "Page cache lookups by cache (public, private) and result (hit, miss).", "counter", () => {
      const out: Value[] = [];
      const pub = sources.pageCache?.();
      if (pub) out.push({ labels: { cache: "public", result: "hit" }, value: pub.hits }, { labels: { cache: "public", result: "miss" }, value: pub.misses });
      const priv = sources.privatePageCache?.();
      if (priv)
        out.push(
          { labels: { cache: "private", result: "hit" }, value: priv.hits + priv.earlyHits },
          { labels: { cache: "private", result: "miss" }, value: priv.misses },
        );
      return out;
    });
    collected(registry, "biotext_live_class_connections", "Open live class event streams (teachers watching a class) on this instance.", "gauge", () => [
      { value: sources.liveConnections?.() ?? 0 },
    ]);
  }
  if (sources.query) {
    const query = sources.query;
    // One statement for both jobs gauges, shared by a scrape (the registry collects every metric at once).
    let jobs: { at: number; rows: Promise<Record<string, unknown>[]> } | null = null;
    const jobRows = () => {
      if (!jobs || Date.now() - jobs.at > 1000) {
        const rows = query(
          `SELECT coalesce(queue, 'default') AS queue, count(*) FILTER (WHERE completed_at IS NULL AND has_error IS NOT TRUE)::int AS queued,
                  count(*) FILTER (WHERE has_error)::int AS failed
             FROM payload_jobs GROUP BY 1`,
        ).then(
          (r) => r.rows,
          () => [],
        );
        jobs = { at: Date.now(), rows };
      }
      return jobs.rows;
    };
    // Every known queue and status has a series (0 when it has no row), so alerts and panels never see "no data".
    const byKey = (rows: Record<string, unknown>[], key: string, known: readonly string[], field: string): Value[] => {
      const values = new Map<string, number>(known.map((k) => [k, 0]));
      for (const r of rows) values.set(String(r[key]), Number(r[field]));
      return [...values].map(([k, value]) => ({ labels: { [key]: k }, value }));
    };
    collected(registry, "biotext_jobs_queued", "Jobs waiting to run (not completed, no error), by queue.", "gauge", async () =>
      byKey(await jobRows(), "queue", JOB_QUEUES, "queued"),
    );
    collected(registry, "biotext_jobs_failed", "Jobs whose last run failed (Payload's hasError), by queue.", "gauge", async () =>
      byKey(await jobRows(), "queue", JOB_QUEUES, "failed"),
    );
    collected(registry, "biotext_orders", "Orders by status (pending, paid, failed, refunded).", "gauge", async () => {
      const { rows } = await query(`SELECT status, count(*)::int AS n FROM orders GROUP BY status`).catch(() => ({ rows: [] }));
      return byKey(rows, "status", ORDER_STATUSES, "n");
    });
  }
  if (sources.backupDir) {
    const dir = sources.backupDir;
    collected(
      registry,
      "biotext_backup_last_success_timestamp_seconds",
      "When the newest complete backup (npm run backup) finished, Unix seconds; 0: none.",
      "gauge",
      () => [{ value: lastBackupSeconds(dir) }],
    );
  }

  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "";
    if (url !== "/metrics" && !url.startsWith("/metrics?")) return false;
    res.setHeader("Cache-Control", "no-store");
    if (!opts.token || (req.method !== "GET" && req.method !== "HEAD")) {
      res.statusCode = 404;
      res.end();
      return true;
    }
    const auth = req.headers.authorization ?? "";
    if (!auth.startsWith("Bearer ") || !sameToken(auth.slice(7), opts.token)) {
      res.statusCode = 401;
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.end();
      return true;
    }
    registry.metrics().then(
      (text) => {
        res.setHeader("Content-Type", registry.contentType);
        res.end(req.method === "HEAD" ? undefined : text);
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
    return true;
  };

  const counter = (name: string, help: string) => {
    let n = 0;
    collected(registry, name, help, "counter", () => [{ value: n }]);
    return { inc: (by = 1) => void (n += by) };
  };

  return { registry, track, serve, counter };
}
