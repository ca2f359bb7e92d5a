import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/** Serves `<file>.gz` (written by the build) to browsers that accept gzip; falls through otherwise. */
export function servePrecompressed(dir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = TYPES[path.extname(req.path)];
    if (!type || !req.acceptsEncodings("gzip")) return next();
    const file = path.join(dir, path.normalize(req.path).replace(/^(\.\.[/\\])+/, ""));
    if (!file.startsWith(dir) || !fs.existsSync(`${file}.gz`)) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(`${file}.gz`, { headers: { "Content-Type": type } });
  };
}
