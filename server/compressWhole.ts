import zlib from "node:zlib";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";

/**
 * Brotli at quality 3 (the `compression` middleware's default is 4), gzip at zlib's default level, the middleware's 1 KB
 * threshold. Quality 3 on a rendered page (28 Nov 2026, the module and unit pages of the scale data, 33 and 48 KB):
 * 0.13 and 0.21 ms per page instead of 0.24 and 0.46 ms, for 5 % more bytes (7.1 and 9.1 KB instead of 6.7 and 8.6).
 */
const BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };
/** The size below which nothing is compressed (the middleware's default; also tRPC's mutation answers). */
export const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

/**
 * The encoding `compression` would choose, when Accept-Encoding is a plain list (no q-values, no `*`): br before gzip,
 * as its preferred order. Anything else (q-values, a wildcard, neither br nor gzip, no header) → null: the middleware
 * negotiates as before.
 */
export function plainEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding || acceptEncoding.includes(";") || acceptEncoding.includes("*")) return null;
  let gzip = false;
  for (const part of acceptEncoding.split(",")) {
    const name = part.trim().toLowerCase();
    if (name === "br") return "br";
    if (name === "gzip") gzip = true;
  }
  return gzip ? "gzip" : null;
}

/**
 * A page compressed (brotli quality 3, gzip at zlib's default level) in one call. The size hint
 * lets brotli size its buffers once (same output, ≈ 10 % less of its time on a page). Also the private page cache's
 * copies (server/privatePageCache.ts).
 */
export function compressPage(page: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(page, { params: { ...BROTLI.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length } })
    : zlib.gzipSync(page);
}

/** `vary(res, "Accept-Encoding")` as the middleware adds it (also for tRPC's compressed mutation answers: server/trpcHttp.ts). */
export function varyAcceptEncoding(res: Pick<ServerResponse, "getHeader" | "setHeader">) {
  const current = res.getHeader("Vary");
  const value = Array.isArray(current) ? current.join(", ") : current == null ? "" : String(current);
  if (!value) res.setHeader("Vary", "Accept-Encoding");
  else if (value.trim() !== "*" && !value.split(",").some((v) => v.trim().toLowerCase() === "accept-encoding"))
    res.setHeader("Vary", `${value}, Accept-Encoding`);
}

/**
 * An HTML page handed to `res.end` as one buffer (a whole page: server/remixHandler.ts) is compressed in ONE call
 * (`zlib.brotliCompressSync` at quality 3 / `gzipSync`) and sent with its Content-Length, where the
 * `compression` middleware ran it through a zlib stream (a native stream object per response, the work on the thread
 * pool, the result written back chunked). Mounted after `compression` and before the private page cache's `capture`,
 * which therefore still sees the uncompressed page. Only when the middleware would compress it (the same
 * tests: no Content-Encoding yet, not HEAD, no `no-transform`, ≥ 1 KB, a plain Accept-Encoding naming br or gzip);
 * everything else goes through the middleware unchanged.
 */
export function compressWholePages(req: Request, res: Response, next: NextFunction) {
  const end = res.end;
  res.end = function (this: Response, chunk?: unknown, ...args: unknown[]) {
    if (Buffer.isBuffer(chunk) && chunk.length >= THRESHOLD && !this.headersSent && req.method !== "HEAD" && !this.getHeader("Content-Encoding")) {
      const type = this.getHeader("Content-Type");
      const cacheControl = this.getHeader("Cache-Control");
      const encoding = plainEncoding(req.headers["accept-encoding"]);
      const length = this.getHeader("Content-Length");
      if (
        encoding &&
        typeof type === "string" &&
        type.startsWith("text/html") &&
        !(typeof cacheControl === "string" && NO_TRANSFORM.test(cacheControl)) &&
        (length == null || Number(length) >= THRESHOLD)
      ) {
        varyAcceptEncoding(this);
        const body = compressPage(chunk, encoding);
        this.setHeader("Content-Encoding", encoding);
        this.setHeader("Content-Length", String(body.length));
        return (end as (...a: unknown[]) => Response).apply(this, [body, ...args]);
      }
    }
    return (end as (...a: unknown[]) => Response).apply(this, [chunk, ...args]);
  } as Response["end"];
  next();
}
