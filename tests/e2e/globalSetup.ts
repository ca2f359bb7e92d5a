/**
 * End-to-end: build if needed, then start the real server (production mode) on a free port
 * against a fresh database cloned from the migrated template; it seeds the demo data itself.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import type { TestProject } from "vitest/node";
import { buildIfNeeded } from "../../scripts/build";
import { createDatabaseFromTemplate, dropDatabase, serverUrl } from "../support/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  buildIfNeeded();
  const database = await createDatabaseFromTemplate("biotext_e2e");
  const port = await freePort();
  // Server output goes to a file, so test output stays readable and a hung pipe cannot block the run.
  fs.mkdirSync("test-results", { recursive: true });
  const log = fs.openSync("test-results/e2e-server.log", "w");
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    stdio: ["ignore", log, log],
    env: { ...process.env, NODE_ENV: "production", APP_ENV: "test", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: serverUrl(database), LOG_LEVEL: "warn" },
  });
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForHealthy(baseURL, child, 120_000);
  } catch (err) {
    child.kill("SIGKILL");
    console.error(fs.readFileSync("test-results/e2e-server.log", "utf8").slice(-4000));
    throw err;
  }
  project.provide("baseURL", baseURL);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    if (child.exitCode === null) child.kill("SIGKILL");
    await dropDatabase(database);
  };
}
