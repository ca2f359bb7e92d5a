/**
 * `npm run bench`: starts the production server (embedded database unless DATABASE_URL is set)
 * and prints, for the home page, /healthz and a static asset, requests per second and
 * p50/p95/p99 latency at 50 concurrent connections, plus the gzip size of the JavaScript the
 * home page loads first.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { buildIfNeeded } from "./build";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** One autocannon run; every response time is kept so p95 can be computed exactly. */
function measure(url: string, headers: Record<string, string>) {
  return new Promise<{ result: autocannon.Result; latencies: number[] }>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) => {
      if (err) return reject(err);
      latencies.sort((a, b) => a - b);
      resolve({ result, latencies });
    });
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
}

buildIfNeeded();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: process.env.DATA_DIR ?? ".data/bench", LOG_LEVEL: "warn" },
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 600) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  // A returning visitor: reuse one session cookie so the bench measures pages, not session creation.
  const first = await fetch(`${base}/`);
  const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0];
  const html = await first.text();
  const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const unique = [...new Set(scripts)];
  const asset = unique[0] ?? "/favicon.svg";

  const rows: string[][] = [];
  for (const [label, url, headers] of [
    ["home page /", "/", { cookie, "accept-encoding": "gzip" }],
    ["/healthz", "/healthz", {}],
    [`static ${path.basename(asset)}`, asset, { "accept-encoding": "gzip" }],
  ] as const) {
    const { result, latencies } = await measure(base + url, headers);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1) ?? "-";
    rows.push([label, result.requests.average.toFixed(0), pct(50), pct(95), pct(99), String(result.non2xx)]);
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each (${base})`);
  console.log(["target", "req/s", "p50 ms", "p95 ms", "p99 ms", "non-2xx"].join("\t"));
  for (const row of rows) console.log(row.join("\t"));

  let total = 0;
  for (const src of unique) {
    const file = path.join("build/client", src);
    if (fs.existsSync(file)) total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  console.log(`\nhome page initial JavaScript: ${unique.length} files, ${(total / 1024).toFixed(1)} KiB gzip`);
} finally {
  child.kill("SIGTERM");
}
