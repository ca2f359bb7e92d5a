/**
 * Builds what `npm start` serves: the Remix client+server bundles (build/), the Next
 * project that serves Payload's admin (cms/.next) and the server itself compiled to plain
 * JavaScript (build/app/server.mjs, run by `node` without a TypeScript loader — see
 * docs/decisions/006-compiled-server.md). Skips the work when the sources have not changed
 * since the last build (a content hash kept in .build-stamp, and Next's in .build-stamp-next).
 * `--defer-next` (`npm start`) leaves Next's build to the server (docs/decisions/140-first-start.md).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import esbuild from "esbuild";
import { NEXT_PENDING_FILE, NEXT_STAMP_FILE, recordNextBuilt } from "../server/nextBuildStamp";

const root = process.cwd();
const STAMP = path.join(root, ".build-stamp");
const NEXT_STAMP = path.join(root, NEXT_STAMP_FILE);
const NEXT_PENDING = path.join(root, NEXT_PENDING_FILE);
const SOURCES = [
  "server.ts",
  "server",
  "core",
  "shared",
  "app",
  "cms",
  "trpc",
  "seeds",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "remix.config.js",
  "tsconfig.json",
  "scripts/build.ts",
  // The backup's manifest, read by the server's metrics (server/metrics.ts).
  "scripts/backup/manifest.ts",
];
/** Build outputs and files the build itself writes (next build rewrites cms/next-env.d.ts). */
const SKIP = new Set(["node_modules", ".next", "build", ".data", "next-env.d.ts"]);

function hashTree(hash: crypto.Hash, p: string) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(p).sort()) if (!SKIP.has(name)) hashTree(hash, path.join(p, name));
  } else {
    hash.update(path.relative(root, p));
    hash.update(fs.readFileSync(p));
  }
}

export function sourceHash(): string {
  const hash = crypto.createHash("sha256");
  for (const s of SOURCES) hashTree(hash, path.join(root, s));
  return hash.digest("hex");
}

function run(cmd: string, args: string[]) {
  console.log(`$ ${cmd} ${args.join(" ")}`);
  execFileSync(cmd, args, { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}

/** Fingerprinted assets never change: gzip them once at build time instead of on every request. */
function precompress(dir: string) {
  for (const name of fs.readdirSync(dir)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const file = path.join(dir, name);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  }
}

/** The production server entry and the seed command, bundled with our own code inlined and every package left to Node. */
export const SERVER_ENTRY = path.join(root, "build/app/server.mjs");
export const SEED_ENTRY = path.join(root, "build/app/seed.mjs");
/**
 * How to run them: `node ...SERVER_NODE_ARGS, SERVER_ENTRY`. The production export condition makes
 * Lexical load its plain builds: its default Node entries wrap a dynamic import in a top-level
 * await, which intermittently leaves Node 20's module graph unsettled (exit 13 or a silent hang;
 * docs/decisions/006-compiled-server.md).
 */
export const SERVER_NODE_ARGS = ["--conditions=production", "--enable-source-maps"];

/**
 * Bundles the server and the seed command into `outdir` (build/app). The Remix build empties build/, so the seed that
 * `npm start` runs beside it (buildForStart) is bundled on its own into START_SEED_DIR first.
 */
function bundleServer(outdir = "build/app", entries: Record<string, string> = { server: "server/main.ts", seed: "seeds/run.ts" }) {
  console.log(`$ esbuild ${Object.values(entries).join(" ")} → ${outdir}/`);
  esbuild.buildSync({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [`${name}-main`, file])),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
    outdir,
    outExtension: { ".js": ".mjs" },
  });
  // The entries set NODE_ENV before anything is imported: in a bundle, the packages' imports are
  // evaluated before its first line, and React picks its development build when NODE_ENV is unset
  // (every page then failed with "dispatcher.getOwner is not a function" under a plain `npm start`).
  for (const name of Object.keys(entries)) {
    fs.writeFileSync(
      path.join(root, outdir, `${name}.mjs`),
      `// Written by scripts/build.ts. Production unless told otherwise, before React, Next and Payload load.\nprocess.env.NODE_ENV ||= "production";\nawait import("./${name}-main.mjs");\n`,
    );
  }
}

/**
 * The service worker (issue 46 item 2, docs/decisions/148-service-worker.md): app/serviceWorker/sw.ts and the Workbox
 * modules it imports, one script at build/client/sw.js (served like the build's other files; the browser checks it
 * for updates itself).
 */
function bundleServiceWorker() {
  console.log("$ esbuild app/serviceWorker/sw.ts → build/client/sw.js");
  esbuild.buildSync({
    absWorkingDir: root,
    entryPoints: ["app/serviceWorker/sw.ts"],
    bundle: true,
    platform: "browser",
    format: "iife",
    target: "es2022",
    minify: true,
    logLevel: "warning",
    alias: { "#shared": "./shared" },
    define: { "process.env.NODE_ENV": '"production"' },
    outfile: "build/client/sw.js",
  });
}

/** Where `npm start`'s first build bundles the seed it runs beside the Remix build (outside build/, which Remix empties). */
const START_SEED_DIR = ".cache/start-seed";

/**
 * `next: true` (the default: `npm test`'s build step, `npm run build`, the benches) builds everything, Next included.
 * `next: false` (`--defer-next`, what `npm start` runs) builds the site only and, when Next's build is out of date,
 * leaves NEXT_PENDING_FILE for the server, which builds it in the background after it listens (server/cmsAdmin.ts).
 */
export function buildIfNeeded({
  force = false,
  log = console.log,
  next = true,
  onSeedBundled,
}: {
  force?: boolean;
  log?: (line: string) => void;
  next?: boolean;
  /** When the site is built: the seed command is bundled first and its entry given here, before the Remix build. */
  onSeedBundled?: (seedEntry: string) => void;
} = {}) {
  const hash = sourceHash();
  const siteFresh =
    !force &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, "utf8") === hash &&
    fs.existsSync(path.join(root, "build/server/index.js")) &&
    fs.existsSync(SERVER_ENTRY);
  // A pending marker: the server's background build has not finished (or was interrupted), whatever the stamp says.
  const nextFresh =
    !force &&
    !fs.existsSync(NEXT_PENDING) &&
    fs.existsSync(NEXT_STAMP) &&
    fs.readFileSync(NEXT_STAMP, "utf8") === hash &&
    fs.existsSync(path.join(root, "cms/.next/BUILD_ID"));
  if (siteFresh && (nextFresh || !next)) {
    if (!nextFresh) fs.writeFileSync(NEXT_PENDING, hash);
    log(nextFresh ? "build: up to date, skipped" : "build: the site is up to date; the CMS admin (Next) will be built in the background");
    return false;
  }
  const started = Date.now();
  if (!siteFresh) {
    log(
      `build: sources changed, building the site${
        next && !nextFresh ? " and the CMS admin (about a minute and a half on 2 cores)" : " (about 40 s on 2 cores)"
      }…`,
    );
    if (onSeedBundled) {
      bundleServer(START_SEED_DIR, { seed: "seeds/run.ts" });
      onSeedBundled(path.join(root, START_SEED_DIR, "seed.mjs"));
    }
    run("npx", ["remix", "vite:build"]);
    bundleServiceWorker();
    precompress(path.join(root, "build/client/assets"));
    bundleServer();
  }
  // Hash again after building: a stamp that matches what is on disk now, so an unchanged checkout never rebuilds.
  if (next && !nextFresh) {
    run("npx", ["next", "build", "cms"]);
    const built = sourceHash();
    fs.writeFileSync(STAMP, built);
    recordNextBuilt(root, built);
  } else {
    const built = sourceHash();
    fs.writeFileSync(STAMP, built);
    if (!nextFresh) {
      fs.writeFileSync(NEXT_PENDING, built);
      log("build: the CMS admin (Next) will be built in the background once the site is up");
    }
  }
  log(`build: finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

/**
 * `--defer-next` is `npm start`'s build. When the site has to be built (a first start), the demo seed runs beside
 * the Remix build (`seed.mjs --if-empty`, what the server's start would do, in a process of its own: on 2 cores the
 * two overlap), so the server then finds the content and listens at once. A failed seed fails the start.
 */
async function buildForStart() {
  let seed: ChildProcess | null = null;
  const seedWanted = process.env.SEED_ON_START !== "false";
  try {
    buildIfNeeded({
      force: process.argv.includes("--force"),
      next: false,
      onSeedBundled: seedWanted
        ? (entry) => {
            console.log(`$ node ${path.relative(root, entry)} --if-empty  (the demo seed, beside the site's build)`);
            seed = spawn(process.execPath, [...SERVER_NODE_ARGS, entry, "--if-empty"], { stdio: ["ignore", "inherit", "inherit"] });
          }
        : undefined,
    });
  } catch (err) {
    (seed as ChildProcess | null)?.kill("SIGTERM");
    throw err;
  }
  const child = seed as ChildProcess | null;
  if (!child) return;
  const started = Date.now();
  const code = child.exitCode ?? (await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c))));
  if (code !== 0) throw new Error(`the demo seed failed (exit code ${code}); its output is above`);
  console.log(`build: the demo seed finished ${((Date.now() - started) / 1000).toFixed(0)} s after the site's build`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--defer-next")) {
    await buildForStart().catch((err: unknown) => {
      console.error(`build: FAILED: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    });
  } else {
    buildIfNeeded({ force: process.argv.includes("--force") });
  }
}
