/**
 * Issue 45 item 1 (a first start in a minute): `npm start` listens before the CMS admin's Next build is done.
 * Until Next is ready, /admin shows a page saying the admin is being prepared (in the visitor's language, refreshing
 * itself) and /api answers 503 with Retry-After and a JSON error — while the site's pages, tRPC and the uploaded files
 * (/api/media/file/…, the learning area's media) already work. Once Next is ready, /admin and /api are Next's again.
 *
 * The production server is started with TEST_ADMIN_BUILD_MS (APP_ENV=test only): a pending build of that length in
 * place of `next build` (whose output `npm test`'s build step already made); the server then prepares the real Next.
 */
import fs from "node:fs";
import path from "node:path";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#core/session/sessions";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";

let db: TestDb;
let payload: Payload;
let server: RunningServer;
let adminCookie = "";
let adminCookieFr = "";
let publicFile = "";
let lessonFile = "";
const BUILD_MS = 12_000;

beforeAll(async () => {
  db = await openTestDb();
  payload = db.payload;
  const admin = await db.createUser({ email: "admin.preparing@biotext.test", role: "admin" });
  adminCookie = `sid=${(await createSession(payload, { user: admin.id })).token}`;
  const fr = await createSession(payload, { user: admin.id });
  await payload.update({ collection: "sessions", id: fr.session.id, data: { language: "fr" }, overrideAccess: true, depth: 0 });
  adminCookieFr = `sid=${fr.token}`;
  const unit = await payload.create({ collection: "units", data: { title: "Unit P", order: 1, series: "LIFE", _status: "published" }, overrideAccess: true });
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");
  const upload = async (name: string, unitId: number | null) =>
    (
      await payload.create({
        collection: "media",
        data: { alt: name, unit: unitId },
        file: { data: png, mimetype: "image/png", name, size: png.length },
        overrideAccess: true,
        depth: 0,
      })
    ).filename!;
  publicFile = await upload(`preparing-public-${Date.now()}.png`, null);
  lessonFile = await upload(`preparing-lesson-${Date.now()}.png`, unit.id);
  server = await startProductionServer({
    databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1),
    name: "admin-preparing",
    env: { TEST_ADMIN_BUILD_MS: String(BUILD_MS) },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  const dir = path.resolve(process.env.DATA_DIR ?? ".data/test", "media");
  for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) if (f.startsWith("preparing-")) fs.rmSync(path.join(dir, f), { force: true });
  await db?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.base}${url}`, { headers, redirect: "manual" });

describe("issue 45 item 1: the site answers before the CMS admin (Next) is ready", () => {
  it("while Next is prepared: /admin is the preparing page in both languages, /api 503 with Retry-After, the site and uploaded files work", async () => {
    const admin = await get("/admin", { cookie: adminCookie });
    expect(admin.status).toBe(503);
    expect(admin.headers.get("retry-after")).toBe("10");
    const html = await admin.text();
    expect(html).toContain('data-admin-state="preparing"');
    expect(html).toContain("The CMS admin is being prepared");
    expect(html).toMatch(/<meta http-equiv="refresh" content="\d+">/);

    // The session's language (the site's language switch), as the rest of the site.
    const adminFr = await get("/admin/collections/units", { cookie: adminCookieFr });
    expect(adminFr.status).toBe(503);
    expect(await adminFr.text()).toContain("L&#39;administration du CMS est en préparation");

    // Signed out, /admin still sends the visitor to the site's login page (a Remix page: no Next needed).
    const signedOut = await get("/admin");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
    expect((await get("/login")).status).toBe(200);

    const api = await get("/api/units", { cookie: adminCookie });
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("10");
    expect(api.headers.get("content-type")).toMatch(/application\/json/);
    expect(await api.json()).toEqual({ error: { code: "ADMIN_PREPARING", message: expect.any(String) } });

    // The learning area's media are served by Payload's REST handler without Next, with the same access rule.
    const file = await get(`/api/media/file/${publicFile}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await get(`/api/media/file/${lessonFile}`)).status).toBe(403);
    expect((await get(`/api/media/file/${lessonFile}`, { cookie: adminCookie })).status).toBe(200);

    expect((await get("/_next/static/chunks/missing.js")).status).toBe(503);
  });

  it("once Next is ready, /admin and /api are Next's", async () => {
    const deadline = Date.now() + BUILD_MS + 60_000;
    let status = 503;
    while (status === 503 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      status = (await get("/api/units", { cookie: adminCookie })).status;
    }
    expect(status).toBe(200);
    const admin = await get("/admin", { cookie: adminCookie });
    expect(admin.status).toBe(200);
    const html = await admin.text();
    expect(html).not.toContain("data-admin-state");
    expect(html).toContain("/_next/");
    expect(fs.readFileSync(server.logFile, "utf8")).toMatch(/CMS: the admin is ready/);
  }, 90_000);
});
