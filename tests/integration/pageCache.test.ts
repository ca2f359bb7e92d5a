/**
 * The public-page cache for returning visitors (server/pageCache.ts) over real HTTP on the
 * production server: what is cached, for whom, with which script policy, and when it is dropped.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#core/sessions";
import { createLocalized } from "../../cms/lib/localized";
import { withScriptHashes } from "../../server/pageCache";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";

let db: TestDb;
let server: RunningServer;
let base = "";
let visitorEn = "";
let visitorFr = "";
let unitId = 0;

const UA = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" };
const hit = (res: Response) => (res.headers.get("server-timing") ?? "").includes("page cache hit");

async function get(path: string, cookie: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers: { ...UA, cookie, ...headers } });
  return { res, body: await res.text() };
}

/** Requests the page until it comes from the cache (the first request of a key fills it in the background). */
async function cached(path: string, cookie: string) {
  for (let i = 0; i < 100; i++) {
    const r = await get(path, cookie);
    if (hit(r.res)) return r;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error(`${path} never came from the cache`);
}

async function visitor(lang: "EN" | "FR"): Promise<string> {
  const first = await fetch(`${base}/`, { headers: UA });
  await first.text();
  const vid = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("vid="))!;
  expect(vid).toBeDefined();
  if (lang === "EN") return vid;
  const res = await fetch(`${base}/trpc/session.setLanguage`, {
    method: "POST",
    headers: { ...UA, cookie: vid, "content-type": "application/json", origin: base },
    body: JSON.stringify({ json: { lang } }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("vid="))!;
}

beforeAll(async () => {
  db = await openTestDb();
  unitId = (await createLocalized(db.payload, "units", { title: { en: "Cells", fr: "Cellules" }, order: 1, series: "LIFE", _status: "published" })).id;
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "page-cache" });
  base = server.base;
  visitorEn = await visitor("EN");
  visitorFr = await visitor("FR");
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe("PERF public pages for returning visitors come from a cache", () => {
  it("the home page is rendered once, then answered from memory with the inline scripts' hashes in place of a nonce", async () => {
    const { res, body } = await cached("/", visitorEn);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("set-cookie")).toBeNull();
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).not.toMatch(/'nonce-/);
    expect(body).not.toMatch(/\snonce="/);
    // Every inline script of the body is allowed by its hash, and the policy allows nothing else inline
    // (JSON data blocks, such as the page's interface strings, are not run and need no hash).
    const inline = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      (m) => !/\bsrc\s*=/.test(m[1]) && !/\btype\s*=\s*"application\/(ld\+)?json"/.test(m[1]),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const m of inline) expect(csp).toContain(`'sha256-${crypto.createHash("sha256").update(m[2]).digest("base64")}'`);
    expect(csp).toMatch(/script-src 'self' ('sha256-[A-Za-z0-9+/=]+' )+'wasm-unsafe-eval'/);
    // The other security headers come with it.
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("vary")).toMatch(/Cookie/);
  });

  it("each language has its own copy", async () => {
    const en = await cached("/privacy-and-terms", visitorEn);
    const fr = await cached("/privacy-and-terms", visitorFr);
    expect(en.body).toMatch(/<html lang="en"/);
    expect(fr.body).toMatch(/<html lang="fr"/);
  });

  it("the copy is compressed once and revalidates with its ETag", async () => {
    await cached("/", visitorEn);
    const gz = await fetch(`${base}/`, { headers: { ...UA, cookie: visitorEn, "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const etag = gz.headers.get("etag")!;
    await gz.arrayBuffer();
    const again = await fetch(`${base}/`, { headers: { ...UA, cookie: visitorEn, "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("a signed-in user, a forged visitor cookie, a query string and an unknown cookie are never answered from the cache", async () => {
    await cached("/", visitorEn);
    const user = await db.createUser({ email: "cache@school.test", role: "student", password: "correct horse battery" });
    const { token } = await createSession(db.payload, { user: user.id });
    for (let i = 0; i < 3; i++) {
      expect(hit((await get("/", `sid=${token}`)).res)).toBe(false);
      expect(hit((await get("/", `${visitorEn}; sid=${token}`)).res)).toBe(false);
      expect(hit((await get("/?utm=1", visitorEn)).res)).toBe(false);
      expect(hit((await get("/", `${visitorEn}; other=1`)).res)).toBe(false);
      expect(hit((await get("/", "vid=forged.en.signature")).res)).toBe(false);
    }
  });

  it("issue 25 item 1 SES-002 SES-003 a first visit (no cookie) is answered from the cache with a visitor cookie of its own, made without rendering; bots and HEAD get none", async () => {
    await cached("/", visitorEn);
    await cached("/privacy-and-terms", visitorEn);
    const cookies = new Set<string>();
    for (const path of ["/", "/privacy-and-terms", "/", "/"]) {
      const res = await fetch(`${base}${path}`, { headers: { ...UA, "accept-encoding": "br" } });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      expect(hit(res)).toBe(true);
      expect(res.headers.get("content-encoding")).toBe("br");
      // No shared cache may keep an answer that carries one visitor's cookie; the copy varies on the cookie.
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      expect(res.headers.get("vary")).toMatch(/Cookie/);
      const set = res.headers.getSetCookie();
      expect(set).toHaveLength(1);
      expect(set[0]).toMatch(/^vid=[0-9a-f-]{36}\.en\.[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
      cookies.add(set[0].split(";")[0]);
    }
    // Each first visitor gets an identity of their own, and it is a valid one: with it they are a returning visitor.
    expect(cookies.size).toBe(4);
    const again = await get("/", [...cookies][0]);
    expect(hit(again.res)).toBe(true);
    expect(again.res.headers.get("set-cookie")).toBeNull();
    // The body is the one a returning visitor of the default language gets.
    const first = await fetch(`${base}/`, { headers: UA });
    expect(await first.text()).toBe((await cached("/", visitorEn)).body);
    // A crawler and a HEAD get the page without a cookie (the app gives them none either).
    const bot = await fetch(`${base}/`, { headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
    await bot.text();
    expect(hit(bot)).toBe(true);
    expect(bot.headers.get("set-cookie")).toBeNull();
    const head = await fetch(`${base}/`, { method: "HEAD", headers: UA });
    expect(hit(head)).toBe(true);
    expect(head.headers.get("set-cookie")).toBeNull();
  });

  it("pages that are not public stay uncached", async () => {
    for (let i = 0; i < 3; i++) expect(hit((await get("/login", visitorEn)).res)).toBe(false);
  });

  it("a published content change drops the copies (here through NOTIFY from another process)", async () => {
    await cached("/", visitorEn);
    await db.payload.update({ collection: "units", id: unitId, data: { title: "Living cells" }, locale: "en", overrideAccess: true });
    const started = Date.now();
    while (hit((await get("/", visitorEn)).res)) {
      expect(Date.now() - started).toBeLessThan(2000);
      await new Promise((r) => setTimeout(r, 25));
    }
    await cached("/", visitorEn);
  });
});

describe("withScriptHashes", () => {
  it("refuses a page with an inline script that lacks the nonce (it would not have run)", () => {
    expect(withScriptHashes('<script nonce="n">a()</script><script>evil()</script>', "n")).toBeNull();
  });
  it("hashes inline scripts, skips external ones, and removes the nonce", () => {
    const r = withScriptHashes('<script nonce="n">a()</script><script nonce="n" src="/x.js"></script>', "n")!;
    expect(r.html).toBe('<script>a()</script><script src="/x.js"></script>');
    expect(r.hashes).toEqual([`'sha256-${crypto.createHash("sha256").update("a()").digest("base64")}'`]);
  });
});
