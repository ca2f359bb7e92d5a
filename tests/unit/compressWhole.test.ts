/**
 * Issue 25 (docs/performance.md, "The render without a page cache, third pass"): a whole HTML page handed to `res.end`
 * is compressed in one call by server/compressWhole.ts, exactly when and as the `compression` middleware would have
 * compressed it; anything else still goes through the middleware.
 */
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressWholePages, plainEncoding } from "../../server/compressWhole";

// The negotiation the middleware runs (its own dependency), to compare with.
const Negotiator = createRequire(import.meta.url)("negotiator") as new (req: { headers: Record<string, string> }) => {
  encoding: (available: string[], preferred: string[]) => string | undefined;
};
const negotiated = (accept: string) =>
  new Negotiator({ headers: { "accept-encoding": accept } }).encoding(["br", "gzip", "deflate", "identity"], ["br", "gzip"]);

const PAGE = Buffer.from(`<!DOCTYPE html><html><body>${'<p class="text-sm">Cell membrane</p>'.repeat(200)}</body></html>`);
let server: http.Server;
let base = "";

beforeAll(async () => {
  const app = express();
  const compress = compression({ filter: (req, res) => !res.getHeader("Content-Encoding") && compression.filter(req, res) });
  app.use(compress);
  const page =
    (body: Buffer, headers: Record<string, string> = {}) =>
    (_req: express.Request, res: express.Response) => {
      res.set({ "Content-Type": "text/html; charset=utf-8", "Content-Length": String(body.length), ...headers });
      res.end(body);
    };
  app.get("/page", compressWholePages, page(PAGE));
  app.get("/small", compressWholePages, page(Buffer.from("<p>hi</p>")));
  app.get("/no-transform", compressWholePages, page(PAGE, { "Cache-Control": "no-transform" }));
  app.get("/json", compressWholePages, (_req, res) => res.type("json").end(Buffer.from(JSON.stringify({ a: "x".repeat(4000) }))));
  app.get("/streamed", compressWholePages, (_req, res) => {
    res.type("html");
    res.write(PAGE.subarray(0, 2000));
    res.end(PAGE.subarray(2000));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

function get(path: string, acceptEncoding: string | null, method = "GET"): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers: acceptEncoding == null ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
const decoded = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  r.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(r.body) : r.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(r.body) : r.body;

describe("a whole page compressed in one call", () => {
  it("picks the encoding the middleware's negotiation picks, or leaves the header to it", () => {
    const headers = [
      "gzip, deflate, br",
      "gzip, deflate, br, zstd",
      "br",
      "gzip",
      "GZIP",
      " gzip ,br ",
      "deflate",
      "identity",
      "",
      "zstd",
      "gzip;q=1.0, br;q=0.5",
      "*",
      "br;q=0",
      "deflate, gzip",
    ];
    for (const h of headers) {
      const plain = plainEncoding(h);
      if (plain) expect(plain, h).toBe(negotiated(h));
      else expect(["gzip, deflate, br", "br", "gzip"]).not.toContain(h.trim());
    }
    expect(plainEncoding(undefined)).toBeNull();
  });

  it("sends a browser's page as brotli (gzip without br) with its length, the same bytes once decoded, Vary: Accept-Encoding", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
    ]) {
      const r = await get("/page", accept);
      expect(r.headers["content-encoding"]).toBe(encoding);
      expect(r.headers["content-length"]).toBe(String(r.body.length));
      expect(r.headers["transfer-encoding"]).toBeUndefined();
      expect(r.headers.vary).toBe("Accept-Encoding");
      expect(decoded(r).equals(PAGE)).toBe(true);
    }
  });

  it("leaves the rest to the middleware, which answers as before: q-values, no header, HEAD, small, no-transform, not HTML, written in pieces", async () => {
    const q = await get("/page", "gzip;q=1, br;q=0.5");
    expect(q.headers["content-encoding"]).toBe("gzip");
    expect(q.headers["transfer-encoding"]).toBe("chunked");
    expect(decoded(q).equals(PAGE)).toBe(true);
    const none = await get("/page", null);
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body.equals(PAGE)).toBe(true);
    const head = await get("/page", "gzip, br", "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect((await get("/small", "gzip, br")).headers["content-encoding"]).toBeUndefined();
    expect((await get("/no-transform", "gzip, br")).headers["content-encoding"]).toBeUndefined();
    const json = await get("/json", "gzip, br");
    expect([json.headers["content-encoding"], json.headers["transfer-encoding"]]).toEqual(["br", "chunked"]);
    const streamed = await get("/streamed", "gzip, br");
    expect([streamed.headers["content-encoding"], streamed.headers["transfer-encoding"]]).toEqual(["br", "chunked"]);
    expect(decoded(streamed).equals(PAGE)).toBe(true);
  });
});
