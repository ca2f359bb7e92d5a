/**
 * Issue 10, item 7: media go to S3-compatible storage through Payload's official adapter
 * (@payloadcms/storage-s3) when S3_* is set, instead of local disk. No S3 server: an in-process
 * stub (tests/support/s3Stub.ts) answers the AWS SDK on path-style URLs. Payload runs here (Local
 * API) and in the production server (its /api/media/file route), both with the S3 variables pointing
 * at the stub. docs/media-storage.md.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Stub, type S3Stub } from "../support/s3Stub";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";

const BUCKET = "biotext-media-test";
const ACCESS_KEY = "stub-access-key";

let stub: S3Stub;
let db: TestDb;
let payload: Payload;
let server: RunningServer;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  stub = await startS3Stub([BUCKET]);
  const s3Env = {
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: stub.endpoint,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: "stub-secret-key",
    S3_FORCE_PATH_STYLE: "true",
  };
  // Read by core/env when cms/payload.config is first imported (openTestDb) and inherited by the production server.
  for (const [k, v] of Object.entries(s3Env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  db = await openTestDb();
  payload = db.payload;
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "media-storage-s3" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
  await stub?.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const localPath = (filename: string) => path.resolve(process.env.DATA_DIR ?? ".data", "media", filename);

describe("issue 10 item 7: media on S3-compatible storage when configured", () => {
  it("an upload through the Local API lands in the bucket (original and thumbnail), not on local disk; it is served back by the production server's /api/media/file from the bucket; deleting the media deletes the objects", async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#2a7f62" } })
      .png()
      .toBuffer();
    const name = `s3-probe-${Date.now()}.png`;
    const doc = await payload.create({
      collection: "media",
      data: { alt: "S3 probe" },
      file: { data: png, mimetype: "image/png", name, size: png.length },
      overrideAccess: true,
      depth: 0,
    });
    const filename = doc.filename!;
    const thumbnail = doc.sizes?.thumbnail?.filename;
    expect(thumbnail).toBeTruthy();

    const objects = stub.buckets.get(BUCKET)!;
    expect(objects.get(filename)?.body.equals(png)).toBe(true);
    expect(objects.get(filename)?.contentType).toBe("image/png");
    expect(objects.has(thumbnail!)).toBe(true);
    expect((await sharp(objects.get(thumbnail!)!.body).metadata()).width).toBe(150);
    // Signed with the configured credentials.
    expect(stub.requests.filter((r) => r.method === "PUT").every((r) => r.accessKeyId === ACCESS_KEY)).toBe(true);
    expect(fs.existsSync(localPath(filename))).toBe(false);
    expect(fs.existsSync(localPath(thumbnail!))).toBe(false);

    // The document's URL is Payload's file route (access control kept), answered from the bucket.
    expect(doc.url).toBe(`/api/media/file/${encodeURIComponent(filename)}`);
    const res = await fetch(`${server.base}${doc.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect(stub.requests.some((r) => r.method === "GET" && r.key === filename)).toBe(true);

    await payload.delete({ collection: "media", id: doc.id, overrideAccess: true });
    expect(objects.has(filename)).toBe(false);
    expect(objects.has(thumbnail!)).toBe(false);
    // The document is gone: Payload's file route refuses it (403, its answer for an unknown file) without reaching the bucket.
    expect((await fetch(`${server.base}${doc.url}`)).status).toBe(403);
  });
});
