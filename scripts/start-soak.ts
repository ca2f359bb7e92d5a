/**
 * `npm run start:soak -- --pg 20 --embedded 5`: starts the production server (build/app/server.mjs,
 * exactly what `npm start` runs, NODE_ENV unset as from a shell) again and again and checks every start
 * reaches /healthz 200 and then renders /login.
 * PostgreSQL starts each get a new empty database (migrations run every time); embedded starts
 * each get a clean DATA_DIR (the PGlite folder is created every time). The demo seed is skipped
 * (SEED_ON_START=false) unless `--seed` is given: it is the same code on every start and only
 * adds a minute of media upload. Prints the count and the median start time; exits 1 on any failure.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { SERVER_ENTRY, SERVER_NODE_ARGS, buildIfNeeded } from "./build";
import { serverUrl, withAdminClient } from "../tests/support/postgres";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

type Outcome = { ok: boolean; ms: number; detail: string };

async function startOnce(env: Record<string, string>, timeoutMs: number): Promise<Outcome> {
  const port = await freePort();
  const started = Date.now();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: "test",
    LOG_LEVEL: "warn",
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_ON_START: process.argv.includes("--seed") ? "true" : "false",
    ...env,
  };
  // No DATABASE_URL: the server opens an embedded PGlite in DATA_DIR.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  // As from a user's shell (`npm start`): NODE_ENV unset, the entry makes it production.
  Reflect.deleteProperty(childEnv, "NODE_ENV");
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], { stdio: ["ignore", "pipe", "pipe"], env: childEnv });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let outcome: Outcome | undefined;
  while (!outcome) {
    if (child.exitCode !== null) outcome = { ok: false, ms: Date.now() - started, detail: `exited with code ${child.exitCode}` };
    else if (Date.now() - started > timeoutMs) outcome = { ok: false, ms: Date.now() - started, detail: `no /healthz 200 within ${timeoutMs / 1000} s` };
    else {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) {
          // Healthy is not enough: a page must render too (React in its production build).
          const page = await fetch(`http://127.0.0.1:${port}/login`, { headers: { "user-agent": "Mozilla/5.0 Chrome/156 start-soak" } });
          await page.text();
          outcome = page.ok
            ? { ok: true, ms: Date.now() - started, detail: "healthy" }
            : { ok: false, ms: Date.now() - started, detail: `healthy, but /login answered ${page.status}` };
        }
      } catch {
        /* not listening yet */
      }
      if (!outcome) await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  const code = await exited;
  clearTimeout(timer);
  if (outcome.ok && code !== 0) outcome = { ok: false, ms: outcome.ms, detail: `healthy, but exited with code ${code} on SIGTERM` };
  if (!outcome.ok) outcome.detail += `\n${output.split("\n").slice(-15).join("\n")}`;
  return outcome;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

buildIfNeeded();
const pgRuns = arg("pg", 20);
const embeddedRuns = arg("embedded", 5);
const results: Record<string, Outcome[]> = { PostgreSQL: [], embedded: [] };

for (let i = 0; i < pgRuns; i++) {
  const name = `biotext_soak_${process.pid}_${i}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE "${name}"`));
  const dataDir = path.resolve(`.data/soak-pg-${process.pid}`);
  try {
    results.PostgreSQL.push(await startOnce({ DATABASE_URL: serverUrl(name), DATA_DIR: dataDir }, 150_000));
  } finally {
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const r = results.PostgreSQL.at(-1)!;
  console.log(`PostgreSQL start ${i + 1}/${pgRuns}: ${r.ok ? "ok" : "FAILED"} in ${r.ms} ms${r.ok ? "" : ` — ${r.detail}`}`);
}
for (let i = 0; i < embeddedRuns; i++) {
  const dataDir = path.resolve(`.data/soak-embedded-${process.pid}-${i}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    results.embedded.push(await startOnce({ DATA_DIR: dataDir }, 150_000));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const r = results.embedded.at(-1)!;
  console.log(`embedded start ${i + 1}/${embeddedRuns}: ${r.ok ? "ok" : "FAILED"} in ${r.ms} ms${r.ok ? "" : ` — ${r.detail}`}`);
}

let failed = 0;
for (const [kind, rs] of Object.entries(results)) {
  if (!rs.length) continue;
  const ok = rs.filter((r) => r.ok);
  failed += rs.length - ok.length;
  console.log(`${kind}: ${ok.length}/${rs.length} starts reached /healthz 200; median start ${median(ok.map((r) => r.ms))} ms`);
}
process.exit(failed ? 1 : 0);
