/**
 * Real nginx and PgBouncer for tests, the soak and bench:completions (issue 29): the configuration
 * files are rendered from deploy/'s templates — what docs/deploy.md installs on a server — with this
 * run's free ports and a scratch folder, and the programs are Debian's (`nginx-light`, `pgbouncer`).
 * Each process is started in the foreground and stopped by its own pid; nothing else is touched.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server";

const DEPLOY = path.resolve("deploy");

/** envsubst with an explicit list: only `${NAME}` for the names given is replaced (nginx's own `$vars` stay). */
export function renderTemplate(file: string, vars: Record<string, string>): string {
  let text = fs.readFileSync(file, "utf8");
  for (const [name, value] of Object.entries(vars)) text = text.split(`\${${name}}`).join(value);
  const left = text.match(/\$\{[A-Z_]+\}/g);
  if (left) throw new Error(`${file}: no value for ${[...new Set(left)].join(", ")}`);
  return text;
}

export function which(program: string): string | null {
  for (const dir of ["/usr/sbin", "/usr/bin", "/sbin", "/bin", ...(process.env.PATH ?? "").split(":")]) {
    const p = path.join(dir, program);
    if (fs.existsSync(p)) return p;
  }
  return null;
}

/** Whether both programs are installed (`.ci/run` installs them with apt when missing). */
export function stackAvailable(): { nginx: string | null; pgbouncer: string | null } {
  return { nginx: which("nginx"), pgbouncer: which("pgbouncer") };
}

function scratchDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `biotext-${name}-`));
  fs.chmodSync(dir, 0o777);
  return dir;
}

async function waitForPort(port: number, child: ChildProcess, what: string, log: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, "127.0.0.1");
      s.once("connect", () => (s.destroy(), resolve(true)));
      s.once("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  const tail = fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-2000) : "";
  throw new Error(`${what} did not listen on ${port} (exit ${child.exitCode}):\n${tail}`);
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill(signal);
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill("SIGKILL");
    await exited;
  }
}

export type Pgbouncer = {
  port: number;
  /** A URL through PgBouncer to `database` (as the app's DATABASE_URL). */
  url: (database: string) => string;
  /** SIGTERM (immediate shutdown: every client connection drops), then a new process on the same port. */
  restart: () => Promise<number>;
  stop: () => Promise<void>;
  pid: () => number | undefined;
  dir: string;
};

/**
 * PgBouncer 1.18 in transaction mode (deploy/pgbouncer/pgbouncer.ini.template) in front of the
 * PostgreSQL server on `pgHost:pgPort` (trust auth there, so auth_type trust here), every database
 * passed through (`* =`). As root it drops to the `postgres` user (`-u`): PgBouncer refuses root.
 */
export async function startPgbouncer(opts: { pgHost?: string; pgPort?: number; poolSize?: number } = {}): Promise<Pgbouncer> {
  const bin = which("pgbouncer");
  if (!bin) throw new Error("pgbouncer is not installed: apt-get install -y pgbouncer (.ci/run does)");
  const dir = scratchDir("pgbouncer");
  const port = await freePort();
  const authFile = path.join(dir, "userlist.txt");
  fs.writeFileSync(authFile, `"postgres" ""\n`);
  const ini = renderTemplate(path.join(DEPLOY, "pgbouncer/pgbouncer.ini.template"), {
    // Every database on that server, under its own name (a test's scratch database included).
    PGB_DB_NAME: "*",
    PG_HOST: opts.pgHost ?? "127.0.0.1",
    PG_PORT: String(opts.pgPort ?? 5432),
    PG_DATABASE: "",
    PGB_LISTEN_ADDR: "127.0.0.1",
    PGB_PORT: String(port),
    PGB_RUN_DIR: dir,
    PGB_LOG_FILE: path.join(dir, "pgbouncer.log"),
    PGB_AUTH_TYPE: "trust",
    PGB_AUTH_FILE: authFile,
    PGB_ADMIN_USERS: "postgres",
    PGB_POOL_SIZE: String(opts.poolSize ?? 8),
    PGB_MAX_CLIENT_CONN: "2000",
  }).replace(/dbname=\s*$/m, "");
  const iniFile = path.join(dir, "pgbouncer.ini");
  fs.writeFileSync(iniFile, ini);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    for (const f of [dir, authFile, iniFile]) fs.chownSync(f, uid, gid);
  }
  let child: ChildProcess;
  const launch = async () => {
    const out = fs.openSync(path.join(dir, "stdout.log"), "a");
    child = spawn(bin, [...(asRoot ? ["-u", "postgres"] : []), iniFile], { stdio: ["ignore", out, out] });
    fs.closeSync(out);
    await waitForPort(port, child, "pgbouncer", path.join(dir, "pgbouncer.log"));
    return child.pid ?? 0;
  };
  await launch();
  return {
    port,
    dir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    pid: () => child.pid,
    restart: async () => {
      await stopChild(child);
      return launch();
    },
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Nginx = { port: number; base: string; stop: () => Promise<void>; accessLog: string; dir: string };

/**
 * nginx in front of `upstreams` ("127.0.0.1:PORT"), configured by deploy/nginx/biotext.conf.template
 * inside deploy/nginx/nginx.conf.template. `trustClientForwardedFor`: the load generator plays a CDN
 * in front (realip), so each simulated student keeps the address it claims (the app still trusts one hop).
 */
export async function startNginx(opts: { upstreams: string[]; trustClientForwardedFor?: boolean; workers?: number }): Promise<Nginx> {
  const bin = which("nginx");
  if (!bin) throw new Error("nginx is not installed: apt-get install -y nginx-light (.ci/run does)");
  const dir = scratchDir("nginx");
  const port = await freePort();
  const site = renderTemplate(path.join(DEPLOY, "nginx/biotext.conf.template"), {
    UPSTREAM_SERVERS: opts.upstreams.map((u) => `    server ${u} max_fails=2 fail_timeout=5s;`).join("\n"),
    CACHE_DIR: path.join(dir, "cache"),
    LISTEN: `127.0.0.1:${port}`,
    SERVER_NAME: "localhost",
  });
  const siteFile = path.join(dir, "biotext.conf");
  fs.writeFileSync(siteFile, site);
  const accessLog = path.join(dir, "access.log");
  const main = renderTemplate(path.join(DEPLOY, "nginx/nginx.conf.template"), {
    WORKER_PROCESSES: String(opts.workers ?? 1),
    RUN_DIR: dir,
    ACCESS_LOG: `${accessLog} biotext_upstream`,
    EXTRA_HTTP: opts.trustClientForwardedFor ? "    set_real_ip_from 127.0.0.1;\n    real_ip_header X-Forwarded-For;\n" : "",
    SITE_CONF: siteFile,
  });
  const mainFile = path.join(dir, "nginx.conf");
  fs.writeFileSync(mainFile, main);
  const check = spawnSync(bin, ["-p", dir, "-c", mainFile, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const out = fs.openSync(path.join(dir, "stdout.log"), "a");
  const child = spawn(bin, ["-p", dir, "-c", mainFile, "-g", "daemon off;"], { stdio: ["ignore", out, out] });
  fs.closeSync(out);
  await waitForPort(port, child, "nginx", path.join(dir, "error.log"));
  return {
    port,
    dir,
    accessLog,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      // SIGQUIT: graceful shutdown of the master and its workers.
      await stopChild(child, "SIGQUIT");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
