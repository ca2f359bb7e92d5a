/**
 * Request limits and visitors over real HTTP on the production server: tRPC batches of at most
 * 10 calls, 1 MB JSON bodies on /trpc and /api, anonymous page views that write nothing, uploaded
 * files served inert, and logouts that only a same-origin POST performs.
 */
import fs from "node:fs";
import http from "node:http";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, hashToken } from "#core/session/sessions";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";

let db: TestDb;
let payload: Payload;
let server: RunningServer;
let base = "";

const sessionRows = async () => (await payload.count({ collection: "sessions", overrideAccess: true })).totalDocs;
const cookieValue = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith(`${name}=`));
const batchUrl = (n: number) =>
  `${base}/trpc/${Array.from({ length: n }, () => "session.details").join(",")}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]))),
  )}`;
/** A real browser's user agent (bots get no visitor cookie). */
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" };
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: "POST", body, headers: { "content-type": "application/json", origin: base, ...headers } });

beforeAll(async () => {
  db = await openTestDb();
  payload = db.payload;
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "request-limits" });
  base = server.base;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe("visitors cost nothing", () => {
  it("SES-002 SES-003 fifty cookie-less page views create no session row; each gets a signed visitor cookie", async () => {
    const before = await sessionRows();
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${base}/privacy-and-terms`, { headers: BROWSER });
      expect(res.status).toBe(200);
      expect(cookieValue(res, "vid")).toMatch(/^vid=[0-9a-f-]{36}\.en\.[A-Za-z0-9_-]{32}$/);
      await res.text();
    }
    expect(await sessionRows()).toBe(before);
  });

  it("SES-003 SES-007 the visitor keeps one session id from the first page: the cookie's id is what session.details reports", async () => {
    const first = await fetch(`${base}/`, { headers: BROWSER });
    const vid = cookieValue(first, "vid")!;
    const again = await fetch(`${base}/`, { headers: { cookie: vid } });
    expect(cookieValue(again, "vid")).toBeUndefined();
    const details = await (await fetch(`${base}/trpc/session.details?input=${encodeURIComponent("{}")}`, { headers: { cookie: vid } })).json();
    expect(details.result.data.json).toMatchObject({
      sessionId: vid.split("=")[1].split(".")[0],
      validLogin: false,
      userId: "New User",
      username: "N/A",
      email: "N/A",
    });
  });

  it("I18N-002 a visitor's language choice lives in the cookie (no row), and the next page is French", async () => {
    const first = await fetch(`${base}/`, { headers: BROWSER });
    const vid = cookieValue(first, "vid")!;
    const before = await sessionRows();
    const res = await post("/trpc/session.setLanguage", JSON.stringify({ json: { lang: "FR" } }), { cookie: vid });
    expect(res.status).toBe(200);
    const french = cookieValue(res, "vid")!;
    expect(french.split("=")[1].split(".")[0]).toBe(vid.split("=")[1].split(".")[0]);
    expect(await sessionRows()).toBe(before);
    const page = await (await fetch(`${base}/`, { headers: { cookie: french } })).text();
    expect(page).toMatch(/<html lang="fr"/);
  });

  it("a forged visitor cookie (language changed, signature kept) is ignored and replaced", async () => {
    const vid = cookieValue(await fetch(`${base}/`, { headers: BROWSER }), "vid")!;
    const forged = vid.replace(".en.", ".fr.");
    const res = await fetch(`${base}/`, { headers: { cookie: forged, ...BROWSER } });
    expect(await res.text()).toMatch(/<html lang="en"/);
    expect(cookieValue(res, "vid")).toBeDefined();
  });
});

describe("request limits", () => {
  it("a batch of 10 tRPC calls is served; 11 are refused with 400 and a clear message", async () => {
    const ten = await fetch(batchUrl(10));
    expect(ten.status).toBe(200);
    expect(await ten.json()).toHaveLength(10);
    const eleven = await fetch(batchUrl(11));
    expect(eleven.status).toBe(400);
    expect(JSON.stringify(await eleven.json())).toMatch(/batch/i);
  });

  it("an anonymous batch of 700 setLanguage calls creates no session rows and is refused", async () => {
    const before = await sessionRows();
    const paths = Array.from({ length: 700 }, () => "session.setLanguage").join(",");
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: 700 }, (_, i) => [i, { json: { lang: "FR" } }])));
    const res = await post(`/trpc/${paths}?batch=1`, body);
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await sessionRows()).toBe(before);
  });

  it("JSON bodies over 1 MB are refused with 413 on /trpc and /api; a small one still works", async () => {
    const big = JSON.stringify({ json: { lang: "FR", pad: "x".repeat(1_100_000) } });
    const trpc = await post("/trpc/session.setLanguage", big);
    expect(trpc.status).toBe(413);
    expect((await trpc.json()).error.message).toMatch(/too large/i);
    const api = await post("/api/payload-preferences/x", big);
    expect(api.status).toBe(413);
    expect((await post("/trpc/session.setLanguage", JSON.stringify({ json: { lang: "FR" } }))).status).toBe(200);
  });
});

describe("uploaded files and logouts", () => {
  it("an uploaded SVG is served with script-src 'none', a sandbox and nosniff", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>');
    const doc = await payload.create({
      collection: "media",
      data: { alt: "probe" },
      file: { data: svg, mimetype: "image/svg+xml", name: `probe-${Date.now()}.svg`, size: svg.length },
      overrideAccess: true,
      depth: 0,
    });
    const res = await fetch(`${base}/api/media/file/${doc.filename}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("sandbox");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    await payload.delete({ collection: "media", id: doc.id, overrideAccess: true });
  });

  it("SES-030 GET /admin/logout changes nothing; the logout POST needs the site's origin", async () => {
    const editor = await db.createUser({ email: `editor-${Date.now()}@school.test`, role: "editor" });
    const { token } = await createSession(payload, { user: editor.id });
    const cookie = `sid=${token}`;
    const revoked = async () => {
      const { docs } = await payload.find({ collection: "sessions", where: { tokenHash: { equals: hashToken(token) } }, overrideAccess: true, depth: 0 });
      return !!docs[0]?.revokedAt;
    };
    await (await fetch(`${base}/admin/logout`, { headers: { cookie }, redirect: "manual" })).text();
    expect(await revoked()).toBe(false);
    const crossSite = await fetch(`${base}/api/users/logout`, { method: "POST", headers: { cookie, origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect(await revoked()).toBe(false);
    const sameSite = await fetch(`${base}/api/users/logout`, { method: "POST", headers: { cookie, origin: base } });
    expect(sameSite.status).toBe(200);
    expect(await revoked()).toBe(true);
  });
});

describe("behind a proxy (issue 29: nginx in front of the instances)", () => {
  /** GET `path` on `agent`'s one socket: the status and whether the socket was one kept from before. */
  const get = (agent: http.Agent, path: string) =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = http.get(`${base}${path}`, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      });
      req.on("error", reject);
    });

  it("an idle kept-alive connection outlives nginx's upstream keepalive_timeout, so nginx never sends on a connection the instance is closing (a 502, both instances marked failed: seen in CI)", async () => {
    // deploy/'s upstream keeps idle connections to the instances for keepalive_timeout: the server must keep them longer.
    const template = fs.readFileSync("deploy/nginx/biotext.conf.template", "utf8");
    const upstream = /upstream biotext_app \{([\s\S]*?)\n\}/.exec(template)?.[1] ?? "";
    const nginxSeconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
    expect(nginxSeconds).toBeGreaterThan(0);
    expect(nginxSeconds).toBeLessThan(65);
    // The instance keeps an idle connection past Node's default 5 s (here 6 s; it keeps them 65 s).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(agent, "/healthz")).toEqual({ status: 200, reused: false });
      await new Promise((r) => setTimeout(r, 6_000));
      expect(await get(agent, "/healthz")).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
