import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seeds/seed";
import pg from "pg";
import { createDatabaseFromTemplate, dropDatabase, serverUrl } from "../support/postgres";
import { seededTemplate } from "../support/seededTemplate";
import { startProductionServer, type RunningServer } from "../support/server";

/**
 * Issue 50 items 1 and 2 on the built server (as `npm start` runs it) over the seeded demo: after a small load
 * (pages, a tRPC query, sign-ins that fail and succeed, a signed-in page, static files, a 404, an unexpected error),
 * GET /metrics (behind its token) holds each metric with sensible values, labelled by route template only; and the
 * server's output holds one JSON line per request with its id, route, status, duration and user id, and no secret.
 */
const TOKEN = "m".repeat(48);
const BACKUP_AT = Date.parse("2026-11-27T02:31:00Z");
let server: RunningServer;
let database = "";
let backupDir = "";

beforeAll(async () => {
  const { template } = await seededTemplate();
  database = await createDatabaseFromTemplate("biotext_obs", template);
  // A finished backup's manifest (scripts/backup/manifest.ts): the backup-age metric reads its finishedAt.
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-obs-backups-"));
  fs.mkdirSync(path.join(backupDir, "biotext-20261127T023000Z"));
  fs.writeFileSync(
    path.join(backupDir, "biotext-20261127T023000Z", "manifest.json"),
    JSON.stringify({ format: "biotext-backup/1", finishedAt: new Date(BACKUP_AT).toISOString() }),
  );
  server = await startProductionServer({
    databaseName: database,
    name: "observability",
    env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: "info", BACKUP_DIR: backupDir },
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  if (database) await dropDatabase(database);
  fs.rmSync(backupDir, { recursive: true, force: true });
}, 60_000);

type Sample = { name: string; labels: Record<string, string>; value: number };

function parse(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}

const sum = (samples: Sample[], name: string, where: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v)).reduce((n, s) => n + s.value, 0);

const login = (identifier: string, password: string) =>
  fetch(`${server.base}/trpc/auth.login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.base },
    body: JSON.stringify({ json: { identifier, password } }),
  });

/** The JSON lines the server wrote for requests. */
function accessLines(): Record<string, unknown>[] {
  return fs
    .readFileSync(server.logFile, "utf8")
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg === "request" || l.msg === "request failed");
}

describe("issue 50: metrics and the access log", () => {
  const ids: Record<string, string> = {};
  let cookie = "";
  let studentId = 0;

  beforeAll(async () => {
    const home = await fetch(`${server.base}/`);
    ids.home = home.headers.get("x-request-id")!;
    const visitor = home.headers.get("set-cookie")?.match(/vid=[^;]+/)?.[0] ?? "";
    await home.text();
    // The first look-up missed and filled the public page cache in the background: a returning visitor's hit follows.
    for (let i = 0; i < 50; i++) {
      const again = await fetch(`${server.base}/`, { headers: { cookie: visitor } });
      await again.text();
      if (again.headers.get("server-timing")?.includes("page cache hit")) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await (await fetch(`${server.base}/login`)).text();
    const asset = fs.readdirSync("build/client/assets").find((f) => f.endsWith(".css"))!;
    await (await fetch(`${server.base}/assets/${asset}`)).arrayBuffer();
    const bad = await login("student", "wrong-password-1");
    ids.badLogin = bad.headers.get("x-request-id")!;
    await bad.text();
    const ok = await login("student", DEMO_PASSWORD);
    const body = (await ok.json()) as { result: { data: { json: { validLogin: boolean } } } };
    expect(body.result.data.json.validLogin).toBe(true);
    cookie = ok.headers.get("set-cookie")?.match(/sid=[^;]+/)?.[0] ?? "";
    expect(cookie).not.toBe("");
    const me = await fetch(`${server.base}/account`, { headers: { cookie } });
    ids.account = me.headers.get("x-request-id")!;
    expect(me.status).toBe(200);
    await me.text();
    const client = new pg.Client({ connectionString: serverUrl(database) });
    await client.connect();
    studentId = Number((await client.query("SELECT id FROM users WHERE email = 'student@biotext.test'")).rows[0].id);
    await client.end();
    const missing = await fetch(`${server.base}/no-such-page/12345`);
    ids.missing = missing.headers.get("x-request-id")!;
    await missing.text();
    const reset = await fetch(`${server.base}/passwordReset/secret-reset-token-abc?token=another-secret&lang=fr`);
    ids.reset = reset.headers.get("x-request-id")!;
    await reset.text();
    const broken = await fetch(`${server.base}/__test/unexpected-error`, { headers: { accept: "text/html" } });
    ids.broken = broken.headers.get("x-request-id")!;
    ids.brokenPage = (await broken.text()).match(/data-request-id>([^<]+)</)?.[1] ?? "";
    await (await fetch(`${server.base}/healthz`)).text();
  }, 120_000);

  it("issue 50: GET /metrics refuses a missing or wrong token (401), and is not a page", async () => {
    expect((await fetch(`${server.base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${"x".repeat(48)}` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("issue 50: after a small load, /metrics holds each metric with sensible values, by route template only", async () => {
    const res = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const samples = parse(await res.text());
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      "biotext_http_requests_total",
      "biotext_http_request_duration_seconds_bucket",
      "biotext_http_request_duration_seconds_sum",
      "biotext_http_request_duration_seconds_count",
      "biotext_page_cache_lookups_total",
      "biotext_db_pool_connections",
      "biotext_db_statement_duration_seconds_bucket",
      "biotext_db_statement_duration_seconds_count",
      "biotext_jobs_queued",
      "biotext_jobs_failed",
      "biotext_live_class_connections",
      "biotext_sign_ins_total",
      "biotext_orders",
      "biotext_backup_last_success_timestamp_seconds",
      "process_cpu_seconds_total",
      "nodejs_eventloop_lag_seconds",
    ])
      expect(names, name).toContain(name);

    const requests = samples.filter((s) => s.name === "biotext_http_requests_total");
    // Route templates, never raw URLs: no id, query or path separator of a URL in a label.
    for (const s of requests) {
      expect(s.labels.route).toMatch(
        /^(root|routes\/[\w.$-]+|trpc:[\w.]+|static|page-cache|private-page-cache|healthz|metrics|test|cms:[\w-]+|remix:[\w-]+|other)$/,
      );
      expect(s.labels.route).not.toMatch(/12345|secret|\?/);
      expect(s.labels.status_class).toMatch(/^[1-5]xx$/);
      expect(s.labels.process).toBe("web");
    }
    expect(sum(samples, "biotext_http_requests_total", { route: "routes/login", method: "GET", status_class: "2xx" })).toBe(1);
    expect(sum(samples, "biotext_http_requests_total", { route: "trpc:auth.login", method: "POST", status_class: "2xx" })).toBe(2);
    expect(sum(samples, "biotext_http_requests_total", { route: "routes/account", status_class: "2xx" })).toBe(1);
    expect(sum(samples, "biotext_http_requests_total", { route: "static", status_class: "2xx" })).toBeGreaterThanOrEqual(1);
    expect(sum(samples, "biotext_http_requests_total", { route: "healthz", status_class: "2xx" })).toBeGreaterThanOrEqual(1);
    expect(sum(samples, "biotext_http_requests_total", { route: "routes/$", status_class: "4xx" })).toBe(1);
    expect(sum(samples, "biotext_http_requests_total", { route: "test", status_class: "5xx" })).toBe(1);
    // The 401s above were counted under the fixed name.
    expect(sum(samples, "biotext_http_requests_total", { route: "metrics", status_class: "4xx" })).toBe(2);
    // Each route's histogram counts what its counter counts, and its +Inf bucket is its count.
    for (const route of new Set(requests.map((s) => s.labels.route))) {
      const count = sum(samples, "biotext_http_request_duration_seconds_count", { route });
      if (route === "metrics") continue; // this scrape is counted once it is sent
      expect(count, route).toBe(sum(samples, "biotext_http_requests_total", { route }));
      expect(sum(samples, "biotext_http_request_duration_seconds_bucket", { route, le: "+Inf" }), route).toBe(count);
      const seconds = sum(samples, "biotext_http_request_duration_seconds_sum", { route });
      expect(seconds, route).toBeGreaterThan(0);
      expect(seconds / count, route).toBeLessThan(10);
    }

    // The public page cache: the returning visitor's repeated home page was looked up (hits + misses ≥ 3).
    const publicLookups = sum(samples, "biotext_page_cache_lookups_total", { cache: "public" });
    expect(publicLookups).toBeGreaterThanOrEqual(2);
    expect(sum(samples, "biotext_page_cache_lookups_total", { cache: "public", result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(samples.some((s) => s.name === "biotext_page_cache_lookups_total" && s.labels.cache === "private")).toBe(true);

    expect(sum(samples, "biotext_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    const statements = sum(samples, "biotext_db_statement_duration_seconds_count");
    expect(statements).toBeGreaterThan(10);
    expect(sum(samples, "biotext_db_statement_duration_seconds_bucket", { le: "+Inf" })).toBe(statements);
    expect(sum(samples, "biotext_db_statement_duration_seconds_sum") / statements).toBeLessThan(1);

    expect(sum(samples, "biotext_sign_ins_total", { method: "password", outcome: "ok" })).toBe(1);
    expect(sum(samples, "biotext_sign_ins_total", { method: "password", outcome: "invalid_password" })).toBe(1);
    for (const queue of ["default", "commerce", "lti-outcomes"])
      expect(samples.some((s) => s.name === "biotext_jobs_queued" && s.labels.queue === queue)).toBe(true);
    for (const status of ["pending", "paid", "failed", "refunded"])
      expect(samples.some((s) => s.name === "biotext_orders" && s.labels.status === status)).toBe(true);
    expect(sum(samples, "biotext_live_class_connections")).toBe(0);
    expect(sum(samples, "biotext_backup_last_success_timestamp_seconds")).toBe(BACKUP_AT / 1000);
  });

  it("issue 50: one JSON line per request with its id (the error page's), route, status, duration and user id; no secret", async () => {
    // The lines are written asynchronously: wait until the last request's is there.
    for (let i = 0; i < 50 && !accessLines().some((l) => l.route === "healthz"); i++) await new Promise((r) => setTimeout(r, 100));
    const lines = accessLines();
    const byId = (id: string) => lines.filter((l) => l.requestId === id);
    for (const key of ["home", "badLogin", "account", "missing", "reset", "broken"]) expect(byId(ids[key]), key).toHaveLength(1);

    const account = byId(ids.account)[0];
    expect(account).toMatchObject({ route: "routes/account", method: "GET", path: "/account", status: 200, level: 30, service: "web" });
    expect(typeof account.ms).toBe("number");
    expect(studentId).toBeGreaterThan(0);
    expect(account.userId).toBe(studentId);
    expect(byId(ids.home)[0].userId).toBeUndefined();
    expect(byId(ids.badLogin)[0]).toMatchObject({ route: "trpc:auth.login", status: 200 });
    expect(byId(ids.missing)[0]).toMatchObject({ route: "routes/$", status: 404, level: 40 });
    // The error page's reference is the request id of the log line (level error).
    expect(ids.brokenPage).toBe(ids.broken);
    expect(byId(ids.broken)[0]).toMatchObject({ route: "test", status: 500, level: 50 });
    // Token paths and token query values are redacted; other parameters stay.
    expect(byId(ids.reset)[0].path).toBe("/passwordReset/[redacted]?token=[redacted]&lang=fr");

    const text = JSON.stringify(lines);
    for (const secret of ["secret-reset-token", "another-secret", DEMO_PASSWORD, "wrong-password-1", cookie.slice(4), "student@biotext.test", "Sam", TOKEN])
      expect(text, secret).not.toContain(secret);
    for (const l of lines) expect(Object.keys(l).sort()).not.toContain("req");
  });
});
