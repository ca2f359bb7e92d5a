import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type RunningWorker = { child: ChildProcess; logFile: string; log: () => string; kill: (signal?: NodeJS.Signals) => Promise<void> };

/**
 * `npm run worker` as systemd runs it (deploy/systemd/biotext-worker.service): one node process
 * (tsx as a loader, not its CLI, so the pid is the worker's own and SIGKILL reaches it).
 */
export function startWorker(opts: { name: string; env: Record<string, string> }): RunningWorker {
  fs.mkdirSync("test-results", { recursive: true });
  const logFile = path.resolve(`test-results/${opts.name}-worker.log`);
  const out = fs.openSync(logFile, "w");
  const child = spawn(process.execPath, ["--conditions=production", "--import", "tsx", "server/worker.ts"], {
    stdio: ["ignore", out, out],
    env: { ...process.env, NODE_ENV: "production", APP_ENV: "test", LOG_LEVEL: "warn", JOBS: "worker", ...opts.env },
  });
  fs.closeSync(out);
  return {
    child,
    logFile,
    log: () => fs.readFileSync(logFile, "utf8"),
    kill: async (signal = "SIGTERM") => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill(signal);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}
