/**
 * Prints each route's first-load JavaScript (gzip -9) from the client build's Remix manifest,
 * without starting a server: the entry and its imports and every route of the match chain (root
 * included) with its static imports — the files the page's HTML links as module scripts and
 * modulepreloads (what `npm run bench` counts from the served HTML). The manifest file is not linked:
 * with lazy route discovery (remix.config.js) the page inlines the part it needs.
 *
 *   npx tsx scripts/first-load.ts            # the pages the benchmarks and docs/performance.md follow
 *   npx tsx scripts/first-load.ts --all      # every route
 *   npx tsx scripts/first-load.ts --files routes/_index   # one route's files, largest first
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const DIR = "build/client";
type Route = { id: string; parentId?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, Route> };

const assets = path.join(DIR, "assets");
const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-[^.]+\.js$/.test(f));
if (!manifestFile) throw new Error(`no manifest in ${assets}: build first (npx tsx scripts/build.ts)`);
const manifestUrl = `/assets/${manifestFile}`;
const source = fs.readFileSync(path.join(assets, manifestFile), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;

const sizes = new Map<string, number>();
function gz(url: string) {
  let n = sizes.get(url);
  if (n === undefined) {
    const file = path.join(DIR, url);
    n = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
    sizes.set(url, n);
  }
  return n;
}

/** The files a page of `routeId` loads first. */
function firstLoadFiles(routeId: string) {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  const chain: Route[] = [];
  for (let r: Route | undefined = manifest.routes[routeId]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r);
  if (!chain.length) throw new Error(`no route ${routeId}`);
  for (const r of chain) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
  return [...files];
}

const kib = (files: string[]) => files.reduce((s, f) => s + gz(f), 0) / 1024;

const PAGES: [string, string, number?][] = [
  ["home /", "routes/_index", 150],
  ["/login", "routes/login"],
  ["/subjects", "routes/subjects._index"],
  ["unit page /textbook", "routes/textbook._index"],
  ["module page", "routes/textbook.module", 250],
  ["dashboard /account", "routes/account"],
];

const filesArg = process.argv.indexOf("--files");
if (filesArg > 0) {
  const id = process.argv[filesArg + 1] ?? "routes/_index";
  const files = firstLoadFiles(id).sort((a, b) => gz(b) - gz(a));
  for (const f of files) console.log(`${(gz(f) / 1024).toFixed(1).padStart(7)} KiB  ${f}`);
  console.log(`${kib(files).toFixed(1).padStart(7)} KiB  total, ${files.length} files (${id})`);
} else {
  const list: [string, string, number?][] = process.argv.includes("--all")
    ? Object.keys(manifest.routes)
        .filter((id) => id !== "root")
        .sort()
        .map((id) => [id, id])
    : PAGES;
  console.log("first-load JavaScript (gzip -9), from", manifestUrl);
  for (const [label, id, limit] of list) {
    const files = firstLoadFiles(id);
    const k = kib(files);
    const goal = limit ? ` (goal ≤ ${limit}: ${k <= limit ? "met" : "NOT met"})` : "";
    console.log(`  ${label.padEnd(24)} ${k.toFixed(1).padStart(6)} KiB, ${String(files.length).padStart(2)} files${goal}`);
  }
}
