import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { SERVER_ENTRY, SERVER_NODE_ARGS } from "../../scripts/build";
import { serverUrl } from "./postgres";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export type RunningServer = { base: string; child: ChildProcess; logFile: string; stop: () => Promise<void> };

/**
 * The production server exactly as `npm start` runs it (build/app/server.mjs; `npm test` builds
 * before the integration step) on the given database, without the demo seed. Its output goes to
 * test-results/<name>-server.log and is shown when it fails to start.
 */
export async function startProductionServer(opts: {
  /** null: the embedded database in the env's DATA_DIR, as `npm start` without DATABASE_URL. */
  databaseName: string | null;
  name: string;
  env?: Record<string, string>;
  /** A given port (an instance restarted behind nginx keeps its upstream address); default a free one. */
  port?: number;
  /** Node options before the entry (e.g. `--cpu-prof` for a benchmark's profile). */
  nodeArgs?: string[];
  /** How long to wait for /healthz (default 90 s; an embedded database seeded on its first start takes longer). */
  timeoutMs?: number;
}): Promise<RunningServer> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const port = opts.port ?? (await freePort());
  fs.mkdirSync("test-results", { recursive: true });
  const logFile = path.resolve(`test-results/${opts.name}-server.log`);
  const log = fs.openSync(logFile, "w");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    ...(opts.databaseName === null ? {} : { DATABASE_URL: serverUrl(opts.databaseName) }),
    DATA_DIR: path.resolve(process.env.DATA_DIR ?? ".data/test"),
    SEED_ON_START: "false",
    LOG_LEVEL: "warn",
    ...opts.env,
  };
  if (opts.databaseName === null) {
    delete env.DATABASE_URL;
    delete env.EMBEDDED_DATABASE;
  }
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...SERVER_NODE_ARGS, SERVER_ENTRY], { stdio: ["ignore", log, log], env });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, child, logFile, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not start:\n${fs.readFileSync(logFile, "utf8").slice(-3000)}`);
}
