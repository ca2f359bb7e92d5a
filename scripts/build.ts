/**
 * Builds what `npm start` serves: the Remix client+server bundles (build/), the Next
 * project that serves Payload's admin (cms/.next) and the server itself compiled to plain
 * JavaScript (build/app/server.mjs, run by `node` without a TypeScript loader — see
 * docs/decisions/006-compiled-server.md). Skips the work when the sources have not changed
 * since the last build (a content hash kept in .build-stamp).
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import esbuild from "esbuild";

const root = process.cwd();
const STAMP = path.join(root, ".build-stamp");
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

function bundleServer() {
  console.log("$ esbuild server/main.ts seeds/run.ts → build/app/");
  esbuild.buildSync({
    absWorkingDir: root,
    entryPoints: { "server-main": "server/main.ts", "seed-main": "seeds/run.ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
    outdir: "build/app",
    outExtension: { ".js": ".mjs" },
  });
  // The entries set NODE_ENV before anything is imported: in a bundle, the packages' imports are
  // evaluated before its first line, and React picks its development build when NODE_ENV is unset
  // (every page then failed with "dispatcher.getOwner is not a function" under a plain `npm start`).
  for (const [entry, main] of [
    ["server.mjs", "server-main.mjs"],
    ["seed.mjs", "seed-main.mjs"],
  ]) {
    fs.writeFileSync(
      path.join(root, "build/app", entry),
      `// Written by scripts/build.ts. Production unless told otherwise, before React, Next and Payload load.\nprocess.env.NODE_ENV ||= "production";\nawait import("./${main}");\n`,
    );
  }
}

export function buildIfNeeded({ force = false, log = console.log } = {}) {
  const hash = sourceHash();
  const fresh =
    !force &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, "utf8") === hash &&
    fs.existsSync(path.join(root, "build/server/index.js")) &&
    fs.existsSync(SERVER_ENTRY) &&
    fs.existsSync(path.join(root, "cms/.next/BUILD_ID"));
  if (fresh) {
    log("build: up to date, skipped");
    return false;
  }
  log("build: sources changed, building (about a minute and a half on 2 cores)…");
  const started = Date.now();
  run("npx", ["remix", "vite:build"]);
  precompress(path.join(root, "build/client/assets"));
  bundleServer();
  run("npx", ["next", "build", "cms"]);
  // Hash again after building: a stamp that matches what is on disk now, so an unchanged checkout never rebuilds.
  fs.writeFileSync(STAMP, sourceHash());
  log(`build: finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded({ force: process.argv.includes("--force") });
}
