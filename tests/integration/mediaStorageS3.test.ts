/**
 * Media on S3-compatible storage, against a real S3 server over HTTP.
 *
 * Issue 10, item 7: media go to S3-compatible storage through Payload's official adapter
 * (@payloadcms/storage-s3) when S3_* is set, instead of local disk.
 * Issue 29, item 3: tested against an S3 server over HTTP, not an in-process stub: upload in /admin,
 * serve to a member, refuse a non-member, delete with the document.
 *
 * The S3 server is s3rver (tests/support/s3Server.ts), started by this file on loopback with a scratch
 * directory; the bucket is created through the S3 API. The S3 variables point at it the way
 * production's do (core/env.ts, .env.example), both here (Payload's Local API) and in the production
 * server (build first), which is reached only over HTTP: the CMS REST API the admin panel uses for
 * uploads and deletes (session cookie), and `/api/media/file/<name>` for downloads. docs/media-storage.md.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { createSession } from "#core/session/sessions";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { startS3Server, S3RVER_ACCESS_KEY, S3RVER_SECRET_KEY, type S3Server } from "../support/s3Server";
import { startProductionServer, type RunningServer } from "../support/server";

const BUCKET = "biotext-media-test";
const UA = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" };

let s3: S3Server;
let db: TestDb;
let payload: Payload;
let server: RunningServer;
let base = "";
let unitId = 0;
let editor: User;
let admin: User;
let member: User;
let nonMember: User;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  const s3Env = {
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_SECRET_KEY,
    S3_FORCE_PATH_STYLE: "true",
  };
  // Read by core/env when cms/payload.config is first imported (openTestDb) and inherited by the production server.
  for (const [k, v] of Object.entries(s3Env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  db = await openTestDb();
  payload = db.payload;
  const unit = await buildUnit(payload, "S3U", 1, { chapters: 1, modules: 1, lessons: 1 });
  unitId = unit.unit;
  const membership = await payload.create({ collection: "memberships", data: { key: "S3M", name: "S3M", units: [unitId] }, overrideAccess: true });
  editor = await db.createUser({ email: "s3-editor@school.test", role: "editor" });
  admin = await db.createUser({ email: "s3-admin@school.test", role: "admin" });
  member = await db.createUser({ email: "s3-member@school.test", role: "student", memberships: [membership.id] });
  nonMember = await db.createUser({ email: "s3-outsider@school.test", role: "student" });
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "media-storage-s3" });
  base = server.base;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
  await s3?.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const localPath = (filename: string) => path.resolve(process.env.DATA_DIR ?? ".data", "media", filename);

/** The object as the S3 server has it (read with the SDK, outside the app), or null when there is none. */
async function objectInBucket(key: string): Promise<{ body: Buffer; contentType?: string; length?: number } | null> {
  try {
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    const got = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return { body: Buffer.from(await got.Body!.transformToByteArray()), contentType: head.ContentType, length: head.ContentLength };
  } catch (e) {
    if ((e as { name?: string }).name === "NotFound" || (e as { name?: string }).name === "NoSuchKey") return null;
    throw e;
  }
}

async function keysInBucket(): Promise<string[]> {
  const { Contents } = await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (Contents ?? []).map((o) => o.Key!);
}

async function cookieOf(user: User) {
  const { token } = await createSession(payload, { user: user.id });
  return `sid=${token}`;
}

/** What the admin panel's upload form sends: multipart POST /api/media with the file and the fields as `_payload`. */
async function uploadThroughAdmin(cookie: string, file: { data: Buffer; name: string; type: string }, fields: Record<string, unknown>) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  form.append("_payload", JSON.stringify(fields));
  const res = await fetch(`${base}/api/media?depth=0`, { method: "POST", headers: { ...UA, cookie, origin: base }, body: form });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return (JSON.parse(text) as { doc: { id: number; filename: string; url: string; filesize: number; mimeType: string } }).doc;
}

const download = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers: { ...UA, ...headers } });

/** Captions for a lesson, large enough for a Range request to be meaningful (~40 kB, no two cues alike). */
function lessonCaptions(): Buffer {
  const cues = Array.from({ length: 400 }, (_, i) => {
    const s = (n: number) => `00:${String(Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}.000`;
    return `${i + 1}\n${s(i)} --> ${s(i + 1)}\nCue ${i}: ${crypto.randomBytes(24).toString("hex")}\n`;
  });
  return Buffer.from(`WEBVTT\n\n${cues.join("\n")}`);
}

describe("issue 10 item 7: media on S3-compatible storage when configured", () => {
  it("issue 10 item 7 an upload through the Local API lands in the bucket (original and thumbnail), not on local disk; it is served back by the production server's /api/media/file from the bucket; deleting the media deletes the objects", async () => {
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

    const original = await objectInBucket(filename);
    expect(original?.body.equals(png)).toBe(true);
    expect(original?.contentType).toBe("image/png");
    const thumb = await objectInBucket(thumbnail!);
    expect(thumb).not.toBeNull();
    expect((await sharp(thumb!.body).metadata()).width).toBe(150);
    expect(fs.existsSync(localPath(filename))).toBe(false);
    expect(fs.existsSync(localPath(thumbnail!))).toBe(false);

    // The document's URL is Payload's file route (access control kept), answered from the bucket.
    expect(doc.url).toBe(`/api/media/file/${encodeURIComponent(filename)}`);
    const res = await download(doc.url!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);

    await payload.delete({ collection: "media", id: doc.id, overrideAccess: true });
    expect(await objectInBucket(filename)).toBeNull();
    expect(await objectInBucket(thumbnail!)).toBeNull();
    // The document is gone: Payload's file route refuses it (403, its answer for an unknown file) without reaching the bucket.
    expect((await download(doc.url!)).status).toBe(403);
  });

  it("issue 10 item 7 the S3 server is a real one with credentials: a client signed with an access key it does not know is refused", async () => {
    const stranger = s3.clientWithAccessKey("AKIANOTKNOWNHERE0000");
    await expect(stranger.send(new ListObjectsV2Command({ Bucket: BUCKET }))).rejects.toMatchObject({ name: "InvalidAccessKeyId" });
    stranger.destroy();
  });
});

describe("issue 29 item 3: media against an S3 server over HTTP (s3rver), through the app's HTTP surface", () => {
  it("issue 29 item 3 an editor uploads a lesson file in /admin (multipart POST /api/media); it lands in the S3 server; a member of the unit downloads it (bytes equal, Range works); a non-member and a visitor are refused; deleting the document deletes the object", async () => {
    const captions = lessonCaptions();
    const tag = crypto.randomBytes(3).toString("hex");
    const editorCookie = await cookieOf(editor);
    const doc = await uploadThroughAdmin(
      editorCookie,
      { data: captions, name: `lesson-${tag}.vtt`, type: "text/vtt" },
      { alt: "Lesson captions", unit: unitId },
    );
    expect(doc.filesize).toBe(captions.length);
    expect(doc.url).toBe(`/api/media/file/${encodeURIComponent(doc.filename)}`);

    // In the S3 server (listed and read back with the SDK), not on local disk.
    expect(await keysInBucket()).toContain(doc.filename);
    const stored = await objectInBucket(doc.filename);
    expect(stored?.length).toBe(captions.length);
    expect(stored?.body.equals(captions)).toBe(true);
    expect(stored?.contentType).toMatch(/^text\/vtt/);
    expect(fs.existsSync(localPath(doc.filename))).toBe(false);

    // A member of the unit downloads it through the app: the same bytes.
    const memberCookie = await cookieOf(member);
    const got = await download(doc.url, { cookie: memberCookie });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toMatch(/^text\/vtt/);
    expect(Buffer.from(await got.arrayBuffer()).equals(captions)).toBe(true);

    // A Range request (how browsers fetch lesson video) is answered from the object: 206, that slice only.
    const ranged = await download(doc.url, { cookie: memberCookie, range: "bytes=1000-1999" });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 1000-1999/${captions.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(captions.subarray(1000, 2000))).toBe(true);

    // A signed-in student who is not a member of the unit, and a visitor, are refused, without the bytes.
    for (const headers of [{ cookie: await cookieOf(nonMember) }, {}] as Record<string, string>[]) {
      const refused = await download(doc.url, headers);
      expect(refused.status).toBe(403);
      expect(Buffer.from(await refused.arrayBuffer()).includes(captions.subarray(100, 200))).toBe(false);
    }

    // Deleting the document in /admin (DELETE /api/media/<id>) deletes the object in the S3 server.
    const del = await fetch(`${base}/api/media/${doc.id}`, { method: "DELETE", headers: { ...UA, cookie: editorCookie, origin: base } });
    expect(del.status, await del.text()).toBe(200);
    expect(await objectInBucket(doc.filename)).toBeNull();
    expect(await keysInBucket()).not.toContain(doc.filename);
    expect((await download(doc.url, { cookie: memberCookie })).status).toBe(403);
  });

  it("issue 29 item 3 a public file (no unit) uploaded by an admin in /admin is in the S3 server and served to anyone, Range included; deleting it deletes its object and thumbnail", async () => {
    const png = await sharp({ create: { width: 400, height: 240, channels: 3, background: "#7f2a4e" } })
      .png()
      .toBuffer();
    const adminCookie = await cookieOf(admin);
    const doc = await uploadThroughAdmin(
      adminCookie,
      { data: png, name: `cover-${crypto.randomBytes(3).toString("hex")}.png`, type: "image/png" },
      { alt: "Cover" },
    );
    const keys = await keysInBucket();
    expect(keys).toContain(doc.filename);
    const thumbnail = keys.find((k) => k !== doc.filename && k.startsWith(doc.filename.replace(/\.png$/, "")));
    expect(thumbnail).toBeTruthy();
    expect((await objectInBucket(doc.filename))?.body.equals(png)).toBe(true);

    const anyone = await download(doc.url);
    expect(anyone.status).toBe(200);
    expect(anyone.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await anyone.arrayBuffer()).equals(png)).toBe(true);
    const ranged = await download(doc.url, { range: "bytes=0-7" });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(png.subarray(0, 8))).toBe(true);

    const del = await fetch(`${base}/api/media/${doc.id}`, { method: "DELETE", headers: { ...UA, cookie: adminCookie, origin: base } });
    expect(del.status, await del.text()).toBe(200);
    const after = await keysInBucket();
    expect(after).not.toContain(doc.filename);
    expect(after).not.toContain(thumbnail);
  });
});
