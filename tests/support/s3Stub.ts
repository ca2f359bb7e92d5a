/**
 * A small in-process S3-compatible HTTP server for tests (no S3 server needed): PutObject, GetObject
 * (with Range), HeadObject and DeleteObject on path-style URLs (`/<bucket>/<key>`), answering the way
 * the AWS SDK v3 client expects (ETag, Content-Length, Content-Type, S3 XML errors, 404 without a body
 * on HEAD). It is the same boundary the storage adapter talks to in production; it does not verify
 * signatures, but refuses a request without an `Authorization` header (or a presigned `X-Amz-Signature`)
 * and records the access key id each request was signed with.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StoredObject = { body: Buffer; contentType: string; etag: string; lastModified: Date };
export type S3StubRequest = { method: string; bucket: string; key: string; accessKeyId: string | null; status: number };

export type S3Stub = {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string;
  /** bucket → key → object. Only buckets passed to startS3Stub exist; others answer NoSuchBucket. */
  buckets: Map<string, Map<string, StoredObject>>;
  /** Every request, in order. */
  requests: S3StubRequest[];
  close: () => Promise<void>;
};

const xmlError = (code: string, message: string, resource: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>stub</RequestId></Error>`;

/** Decodes an `aws-chunked` body (`<hex size>[;chunk-signature=…]\r\n<data>\r\n … 0\r\n<trailers>\r\n\r\n`). */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf("\r\n", at);
    if (eol < 0) throw new Error("malformed aws-chunked body");
    const size = parseInt(raw.subarray(at, eol).toString("latin1").split(";")[0]!, 16);
    if (!Number.isFinite(size)) throw new Error("malformed aws-chunked body");
    if (size === 0) return Buffer.concat(parts);
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

export async function startS3Stub(bucketNames: string[]): Promise<S3Stub> {
  const buckets = new Map(bucketNames.map((b) => [b, new Map<string, StoredObject>()]));
  const requests: S3StubRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stub");
      const [bucket = "", ...keyParts] = url.pathname.slice(1).split("/");
      const key = keyParts.map((p) => decodeURIComponent(p)).join("/");
      const method = req.method ?? "GET";
      const auth = req.headers.authorization ?? "";
      const credential = /Credential=([^/,\s]+)\//.exec(auth)?.[1] ?? url.searchParams.get("X-Amz-Credential")?.split("/")[0] ?? null;
      const send = (status: number, headers: Record<string, string | number> = {}, body?: Buffer | string) => {
        requests.push({ method, bucket, key, accessKeyId: credential, status });
        const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
        res.writeHead(status, {
          "x-amz-request-id": "stub",
          ...(payload && !("Content-Length" in headers) ? { "Content-Length": payload.length } : {}),
          ...headers,
        });
        res.end(method === "HEAD" ? undefined : payload);
      };
      const fail = (status: number, code: string, message: string) =>
        method === "HEAD" ? send(status) : send(status, { "Content-Type": "application/xml" }, xmlError(code, message, url.pathname));

      if (!auth.startsWith("AWS4-HMAC-SHA256 ") && !url.searchParams.has("X-Amz-Signature"))
        return fail(403, "AccessDenied", "Anonymous access is not allowed");
      const objects = buckets.get(bucket);
      if (!objects) return fail(404, "NoSuchBucket", "The specified bucket does not exist");
      if (!key) return fail(501, "NotImplemented", "Only object operations are implemented by this stub");

      if (method === "PUT") {
        if (req.headers["x-amz-copy-source"]) return fail(501, "NotImplemented", "CopyObject is not implemented by this stub");
        if (url.searchParams.has("uploadId")) return fail(501, "NotImplemented", "Multipart uploads are not implemented by this stub");
        const raw = Buffer.concat(chunks);
        const chunked =
          String(req.headers["content-encoding"] ?? "").includes("aws-chunked") || String(req.headers["x-amz-content-sha256"] ?? "").startsWith("STREAMING-");
        const body = chunked ? decodeAwsChunked(raw) : raw;
        const etag = `"${crypto.createHash("md5").update(body).digest("hex")}"`;
        objects.set(key, { body, contentType: String(req.headers["content-type"] ?? "application/octet-stream"), etag, lastModified: new Date() });
        return send(200, { ETag: etag });
      }
      if (method === "DELETE") {
        objects.delete(key);
        return send(204);
      }
      if (method === "GET" || method === "HEAD") {
        const obj = objects.get(key);
        if (!obj) return fail(404, "NoSuchKey", "The specified key does not exist.");
        const common = { "Content-Type": obj.contentType, ETag: obj.etag, "Last-Modified": obj.lastModified.toUTCString(), "Accept-Ranges": "bytes" };
        const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ""));
        if (range && method === "GET") {
          const size = obj.body.length;
          const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
          const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
          if (start > end || start >= size) return fail(416, "InvalidRange", "The requested range is not satisfiable");
          return send(
            206,
            { ...common, "Content-Range": `bytes ${start}-${end}/${size}`, "Content-Length": end - start + 1 },
            obj.body.subarray(start, end + 1),
          );
        }
        return send(200, { ...common, "Content-Length": obj.body.length }, method === "HEAD" ? undefined : obj.body);
      }
      return fail(405, "MethodNotAllowed", `${method} is not implemented by this stub`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    buckets,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
