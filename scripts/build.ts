/**
 * Builds what `npm start` serves: the Remix client+server bundles (build/) and the Next
 * project that serves Payload's admin (cms/.next). Skips the work when the sources have
 * not changed since the last build (a content hash kept in .build-stamp).
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = process.cwd();
const STAMP = path.join(root, ".build-stamp");
const SOURCES = ["app", "cms", "trpc", "seeds", "public", "package-lock.json", "vite.config.ts", "remix.config.js", "tsconfig.json"];
const SKIP = new Set(["node_modules", ".next", "build", ".data"]);

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

export function buildIfNeeded({ force = false } = {}) {
  const hash = sourceHash();
  const fresh =
    !force &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, "utf8") === hash &&
    fs.existsSync(path.join(root, "build/server/index.js")) &&
    fs.existsSync(path.join(root, "cms/.next/BUILD_ID"));
  if (fresh) return false;
  const started = Date.now();
  run("npx", ["remix", "vite:build"]);
  precompress(path.join(root, "build/client/assets"));
  run("npx", ["next", "build", "cms"]);
  fs.writeFileSync(STAMP, hash);
  console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded({ force: process.argv.includes("--force") });
}
