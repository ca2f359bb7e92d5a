import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The built client files (build/client), held in memory and served ahead of everything else —
 * before Express, sessions, CSP nonces and compression — so a static file costs about what a bare
 * `node:http` server costs. Fingerprinted files under /assets/ are immutable for a year; the few
 * others (favicon, logo) for an hour. Text files are served gzipped (the build writes `.gz` files;
 * anything without one is gzipped once here) to browsers that accept it.
 */
type StaticFile = { body: Buffer; gzip: Buffer | null; headers: Record<string, string> };

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
};
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".map", ".txt"]);

export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== ".vite") walk(full);
        continue;
      }
      if (entry.name.endsWith(".gz")) continue;
      const ext = path.extname(entry.name);
      const url = `/${path.relative(root, full).split(path.sep).join("/")}`;
      const body = fs.readFileSync(full);
      const gzip = COMPRESSIBLE.has(ext) && fs.existsSync(`${full}.gz`) ? fs.readFileSync(`${full}.gz`) : undefined;
      files.set(
        url,
        staticFile(body, ext, { immutable: url.startsWith("/assets/"), gzip, etag: `"${body.length.toString(36)}-${fs.statSync(full).mtimeMs.toString(36)}"` }),
      );
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files;
}

/**
 * One file to serve from memory. Immutable files (a fingerprinted URL) are kept for a year, the others
 * revalidated after an hour, or at once with `revalidate` (checked against their ETag).
 */
export function staticFile(body: Buffer, ext: string, opts: { immutable?: boolean; revalidate?: boolean; gzip?: Buffer; etag?: string } = {}): StaticFile {
  const gzip = COMPRESSIBLE.has(ext) ? opts.gzip ?? zlib.gzipSync(body, { level: 9 }) : null;
  return {
    body,
    gzip,
    headers: {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": opts.immutable ? "public, max-age=31536000, immutable" : opts.revalidate ? "no-cache" : "public, max-age=3600",
      ETag: opts.etag ?? `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 16)}"`,
      "X-Content-Type-Options": "nosniff",
      ...(gzip ? { Vary: "Accept-Encoding" } : {}),
    },
  };
}

/** Answers the request when it names a built file; returns false (and does nothing) otherwise. */
export function serveStaticFile(files: Map<string, StaticFile>, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const file = files.get(q < 0 ? url : url.slice(0, q));
  if (!file) return false;
  if (req.headers["if-none-match"] === file.headers.ETag) {
    res.writeHead(304, { ETag: file.headers.ETag, "Cache-Control": file.headers["Cache-Control"] });
    res.end();
    return true;
  }
  const gzip = file.gzip && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip ? file.gzip! : file.body;
  res.writeHead(200, { ...file.headers, "Content-Length": String(body.length), ...(gzip ? { "Content-Encoding": "gzip" } : {}) });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
