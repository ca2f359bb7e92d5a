import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticFiles, serveStaticFile, staticFile } from "../../server/staticFiles";

/** Built files are served from memory ahead of the application; everything else falls through to it. */
describe("static files ahead of the application", () => {
  let server: http.Server;
  let base = "";
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "static-"));
  const js = "console.log('x');".repeat(50);

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, "assets"));
    fs.writeFileSync(path.join(root, "assets/app-abc123.js"), js);
    fs.writeFileSync(path.join(root, "assets/app-abc123.js.gz"), zlib.gzipSync(js));
    fs.writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
    const files = loadStaticFiles(root);
    files.set("/i18n/strings.en.js", staticFile(Buffer.from(js), ".js", { revalidate: true }));
    server = http.createServer((req, res) => {
      if (!serveStaticFile(files, req, res)) res.writeHead(299).end("app");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("serves a fingerprinted file gzipped, immutable, with nosniff", async () => {
    const res = await fetch(`${base}/assets/app-abc123.js?v=1`, { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toBe(js);
  });

  it("answers a matching ETag with 304 and other files with an hour's cache", async () => {
    const first = await fetch(`${base}/favicon.svg`);
    expect(first.headers.get("cache-control")).toBe("public, max-age=3600");
    const again = await fetch(`${base}/favicon.svg`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("I18N-001 a file added from memory (a language's stable strings URL) is gzipped and revalidated every time", async () => {
    const res = await fetch(`${base}/i18n/strings.en.js`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await res.text()).toBe(js);
    const again = await fetch(`${base}/i18n/strings.en.js`, { headers: { "if-none-match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("leaves unknown paths and non-GET requests to the application", async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(299);
    expect((await fetch(`${base}/assets/app-abc123.js`, { method: "POST" })).status).toBe(299);
  });
});
