/**
 * Issue 23 "Integrity", the findings seen over HTTP (items 5 and 7), on the production server
 * started for this file (tests/support/server.ts; build first). The other items: integrity.test.ts.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { createSession } from "#core/session/sessions";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";
import { poolOf } from "#core/db/pool";

let db: TestDb;
let server: RunningServer;
let base = "";
let student: User;
let editor: User;
let admin: User;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let memberFile = "";
let publicFile = "";
const mediaIds: number[] = [];

const UA = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" };
const sql = (text: string, values: unknown[] = []) => poolOf(db.payload).query(text, values);

async function sessionOf(user: User) {
  const { token, session } = await createSession(db.payload, { user: user.id });
  return { cookie: `sid=${token}`, id: session.id };
}
const revoked = async (sessionId: number) => (await sql(`SELECT revoked_at FROM sessions WHERE id = $1`, [sessionId])).rows[0].revoked_at != null;

async function upload(name: string, unitId: number | null) {
  const data = Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n");
  const doc = await db.payload.create({
    collection: "media",
    data: { alt: name, unit: unitId },
    file: { data, mimetype: "text/vtt", name, size: data.length },
    overrideAccess: true,
    depth: 0,
  });
  mediaIds.push(doc.id);
  return doc.filename!;
}

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "HT", 1, { chapters: 1, modules: 1, lessons: 1 });
  const membership = await db.payload.create({ collection: "memberships", data: { key: "HTM", name: "HTM", units: [unit.unit] }, overrideAccess: true });
  student = await db.createUser({ email: "integrity-student@school.test", role: "student", memberships: [membership.id] });
  editor = await db.createUser({ email: "integrity-editor@school.test", role: "editor" });
  admin = await db.createUser({ email: "integrity-admin@school.test", role: "admin" });
  const tag = crypto.randomBytes(3).toString("hex");
  memberFile = await upload(`lesson-secret-${tag}.vtt`, unit.unit);
  publicFile = await upload(`brochure-${tag}.vtt`, null);
  await db.payload.update({
    collection: "units",
    id: unit.unit,
    data: {
      downloads: [
        { title: "Lesson captions", link: `/api/media/file/${memberFile}`, buttonText: "Download" },
        { title: "Brochure", link: `/api/media/file/${publicFile}`, buttonText: "Download" },
      ],
      extraContent: [{ title: "Members video", source: `/api/media/file/${memberFile}`, type: "video" }],
    },
    overrideAccess: true,
  });
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "integrity-http" });
  base = server.base;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  for (const id of mediaIds) await db?.payload.delete({ collection: "media", id, overrideAccess: true }).catch(() => {});
  await db?.close();
});

describe("issue 23 item 5: the CMS logout only by POST from the site itself (SES-030)", () => {
  it("issue 23 item 5 a GET of /admin/logout (a link from anywhere) only asks; a cross-site POST is refused; the page's own button logs out", async () => {
    const { cookie, id } = await sessionOf(editor);
    for (const path of ["/admin/logout", "/admin/logout-inactivity"]) {
      const page = await fetch(`${base}${path}`, { headers: { ...UA, cookie, accept: "text/html", "sec-fetch-site": "cross-site" }, redirect: "manual" });
      expect(page.status, path).toBe(200);
      const html = await page.text();
      // Our page: a form that POSTs, no script that logs out on opening (Payload's page POSTed /api/users/logout at once).
      expect(html).toContain('<form method="post" action="/admin/logout">');
      expect(html).not.toMatch(/<script/i);
      expect(page.headers.get("cache-control")).toMatch(/no-store/);
    }
    expect(await revoked(id)).toBe(false);
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const crossSite = await fetch(`${base}/admin/logout`, {
      method: "POST",
      headers: { ...UA, ...form, cookie, origin: "https://evil.example" },
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);
    expect(await revoked(id)).toBe(false);
    const own = await fetch(`${base}/admin/logout`, { method: "POST", headers: { ...UA, ...form, cookie, origin: base }, body: "", redirect: "manual" });
    expect(own.status).toBe(303);
    expect(own.headers.get("location")).toBe("/login");
    expect(own.headers.get("set-cookie")).toMatch(/^sid=;/);
    expect(await revoked(id)).toBe(true);
  });
});

describe("issue 23 item 7: signed-in answers are not stored by caches; locks in one's own name; no member file names in public records", () => {
  it("issue 23 item 7 SES-030 every answer to a signed-in request is Cache-Control: private, no-store (pages, the private page cache, tRPC, REST)", async () => {
    const { cookie } = await sessionOf(student);
    const html = { ...UA, cookie, accept: "text/html" };
    const paths = [
      `/textbook/module?id=${unit.modules[0]}`,
      `/textbook/module?id=${unit.modules[0]}`,
      `/textbook/module?id=${unit.modules[0]}`,
      "/account",
      "/",
    ];
    for (const path of paths) {
      const res = await fetch(`${base}${path}`, { headers: html, redirect: "manual" });
      await res.arrayBuffer();
      expect(res.headers.get("cache-control"), `${path} ${res.headers.get("server-timing")}`).toBe("private, no-store");
    }
    const trpc = await fetch(`${base}/trpc/session.details`, { headers: { ...UA, cookie } });
    await trpc.arrayBuffer();
    expect(trpc.headers.get("cache-control")).toBe("private, no-store");
    const rest = await fetch(`${base}/api/users/me`, { headers: { ...UA, cookie } });
    await rest.arrayBuffer();
    expect(rest.headers.get("cache-control")).toBe("private, no-store");
  });

  it("issue 23 item 7 an editor cannot create or move a document lock into another user's name; in their own name they can", async () => {
    const { cookie } = await sessionOf(editor);
    const post = (user: number) =>
      fetch(`${base}/api/payload-locked-documents`, {
        method: "POST",
        headers: { ...UA, cookie, origin: base, "content-type": "application/json" },
        body: JSON.stringify({ document: { relationTo: "units", value: unit.unit }, globalSlug: null, user: { relationTo: "users", value: user } }),
      });
    const other = await post(admin.id);
    expect(other.status).toBe(403);
    const own = await post(editor.id);
    expect(own.status).toBe(201);
    const lockId = ((await own.json()) as { doc: { id: number } }).doc.id;
    const move = await fetch(`${base}/api/payload-locked-documents/${lockId}`, {
      method: "PATCH",
      headers: { ...UA, cookie, origin: base, "content-type": "application/json" },
      body: JSON.stringify({ user: { relationTo: "users", value: admin.id } }),
    });
    expect(move.status).toBe(403);
    const { rows } = await sql(`SELECT r.users_id FROM payload_locked_documents_rels r WHERE r.path = 'user'`);
    expect(rows.map((r) => r.users_id)).toEqual([editor.id]);
  });

  it("issue 23 item 7 public unit records (REST /api/units) name no members-only file; members and editors see the links", async () => {
    const read = async (cookie?: string) => {
      const res = await fetch(`${base}/api/units/${unit.unit}?depth=0`, { headers: { ...UA, ...(cookie ? { cookie } : {}) } });
      expect(res.status).toBe(200);
      return res.text();
    };
    for (const body of [await read(), await read((await sessionOf(await db.createUser({ email: "outsider@school.test", role: "student" }))).cookie)]) {
      expect(body).not.toContain(memberFile);
      expect(body).toContain(publicFile);
    }
    const list = await (await fetch(`${base}/api/units?depth=0&limit=50`, { headers: UA })).text();
    expect(list).not.toContain(memberFile);
    expect(await read((await sessionOf(student)).cookie)).toContain(memberFile);
    expect(await read((await sessionOf(editor)).cookie)).toContain(memberFile);
  });
});
