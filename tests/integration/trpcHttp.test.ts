/**
 * The tRPC API answered before Express (server/trpcHttp.ts, issue "Proof at scale": the per-request
 * cost of a procedure call) must answer exactly as the Express chain it replaces for GET and POST
 * under /trpc/: the same status, body, security headers, Vary, cookies, same-origin refusal, JSON-only
 * bodies, body limits, typed errors, and a session revoked a moment ago refused at once.
 *
 * The Express route is still mounted (it answers the methods the early path leaves to it) and
 * Express matches mount paths case-insensitively, so `/TRPC/…` reaches the old chain on the same
 * production server: every request below is sent both ways and the answers compared.
 */
import http from "node:http";
import zlib from "node:zlib";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, revokeSession } from "#core/session/sessions";
import { openTestDb, type TestDb } from "../support/payload";
import { buildUnit } from "../support/content";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { startProductionServer, type RunningServer } from "../support/server";

let db: TestDb;
let payload: Payload;
let server: RunningServer;
let base = "";
let cookie = "";
let unit: Awaited<ReturnType<typeof buildUnit>>;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; raw: Buffer };

/**
 * A raw HTTP request (no automatic decompression or headers): what the server sent, as sent. A
 * connection of its own: a refused request may leave its declared body unsent.
 */
function send(method: string, path: string, headers: Record<string, string | number> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    // A body's length is declared, as browsers do (a body without it is sent chunked, which /trpc refuses).
    const declared =
      body !== undefined && !("content-length" in headers) && !("transfer-encoding" in headers) ? { "content-length": Buffer.byteLength(body) } : {};
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers: { ...headers, ...declared }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString("latin1"), raw });
        });
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** What must be the same both ways: status, body and the headers a client or a browser acts on. */
function comparable(a: Answer, method: string) {
  const h = a.headers;
  return {
    status: a.status,
    // An unexpected error's reference is new each time (trpc/init.ts).
    body: a.body.replace(/Reference: [0-9A-F]{8}/, "Reference: …").replace(/"reference":"[0-9A-F]{8}"/, '"reference":"…"'),
    contentType: h["content-type"],
    contentEncoding: h["content-encoding"],
    // POSTs to /trpc/ skip `compression` (server/app.ts), a case-sensitive test that /TRPC/ does not pass: there it adds
    // Vary: Accept-Encoding (no encoding: the requests below accept none).
    vary: method === "POST" ? undefined : h["vary"],
    // The page nonce is the one intended difference: no JSON answer can use it.
    csp: String(h["content-security-policy"] ?? "").replace(/ 'nonce-[^']+'/, ""),
    nosniff: h["x-content-type-options"],
    referrer: h["referrer-policy"],
    frame: h["x-frame-options"],
    coop: h["cross-origin-opener-policy"],
    permissions: h["permissions-policy"],
    hsts: h["strict-transport-security"],
    setCookie: (h["set-cookie"] ?? []).map((c) => c.replace(/=[^;]*/, "=…")),
    serverTiming: /^db;dur=[\d.]+;desc="\d+ queries", app;dur=[\d.]+, total;dur=[\d.]+$/.test(String(h["server-timing"] ?? "")),
  };
}

async function bothWays(method: string, path: string, headers: Record<string, string | number> = {}, body?: string) {
  const early = await send(method, path, headers, body);
  const express = await send(method, path.replace(/^\/trpc\//, "/TRPC/"), headers, body);
  expect(comparable(early, method)).toEqual(comparable(express, method));
  return early;
}

const json = (a: Answer) => JSON.parse(a.body);
const input = (v: unknown) => encodeURIComponent(JSON.stringify(v));

beforeAll(async () => {
  db = await openTestDb();
  payload = db.payload;
  // A unit the student may read (a completion that answers the next lesson's page), built before the server starts.
  unit = await buildUnit(payload, "TH", 1, { chapters: 1, modules: 1, lessons: 3 });
  const membership = await payload.create({ collection: "memberships", data: { key: "M-TH", name: "TH", units: [unit.unit] }, overrideAccess: true });
  await contentInvalidationSettled();
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "trpc-http" });
  base = server.base;
  const user = await db.createUser({ email: "early@school.test", role: "student", firstName: "Ada", memberships: [membership.id] });
  const { token } = await createSession(payload, { user: user.id });
  cookie = `sid=${token}`;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe("tRPC before Express answers as the Express chain did (issue: Proof at scale)", () => {
  it("queries: a visitor, a signed-in student, a batch, an unknown procedure, a mutation asked with GET", async () => {
    const visitor = await bothWays("GET", `/trpc/session.details?input=${input({})}`);
    expect(json(visitor).result.data.json).toMatchObject({ validLogin: false });
    const student = await bothWays("GET", `/trpc/session.details?batch=1&input=${input({ 0: {} })}`, { cookie });
    expect(json(student)[0].result.data.json).toMatchObject({ validLogin: true, email: "early@school.test" });
    expect(student.headers["content-length"]).toBe(String(Buffer.byteLength(student.body, "latin1")));
    await bothWays("GET", `/trpc/session.details,session.details?batch=1&input=${input({ 0: {}, 1: {} })}`, { cookie });
    const eleven = Array.from({ length: 11 }, () => "session.details").join(",");
    expect((await bothWays("GET", `/trpc/${eleven}?batch=1&input=${input({})}`)).status).toBe(400);
    expect((await bothWays("GET", `/trpc/no.such?input=${input({})}`)).status).toBe(404);
    expect((await bothWays("GET", `/trpc/session.setLanguage?input=${input({ json: { lang: "FR" } })}`)).status).toBe(405);
  });

  it("small answers are not compressed; those of 1 KB or more are, for a browser that accepts gzip", async () => {
    // (Express's chain gzipped every query answer: tRPC sent no length, so compression's threshold never applied.)
    const small = await send("GET", `/trpc/session.details?input=${input({})}`, { "accept-encoding": "gzip" });
    expect(small.status).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    // Ten calls in one batch: an answer over 1 KB.
    const ten = Array.from({ length: 10 }, () => "session.details").join(",");
    const big = await send("GET", `/trpc/${ten}?batch=1&input=${input({})}`, { cookie, "accept-encoding": "gzip" });
    expect(big.status).toBe(200);
    expect(big.headers["content-encoding"]).toBe("gzip");
    expect(big.headers["vary"]).toMatch(/Accept-Encoding/);
  });

  it("LRN-041 a mutation's answer of 1 KB or more (a completion with the next lesson's page) is compressed as the browser accepts; small ones are not", async () => {
    const headers = { "content-type": "application/json", origin: base, cookie };
    const complete = (lessonId: number, page: boolean) => JSON.stringify({ json: { moduleId: unit.modules[0], lessonId, page } });
    const withPage = await send(
      "POST",
      "/trpc/progress.completeLessonAndAdvance",
      { ...headers, "accept-encoding": "gzip, deflate, br" },
      complete(unit.lessons[0], true),
    );
    expect(withPage.status).toBe(200);
    expect(withPage.headers["content-encoding"]).toBe("br");
    expect(withPage.headers["content-length"]).toBe(String(withPage.raw.length));
    expect(withPage.headers["vary"]).toMatch(/Accept-Encoding/);
    const answer = JSON.parse(zlib.brotliDecompressSync(withPage.raw).toString("utf8"));
    expect(answer.result.data.json).toMatchObject({ opened: unit.lessons[1], page: { lesson: { id: unit.lessons[1] } } });
    expect(zlib.brotliDecompressSync(withPage.raw).length).toBeGreaterThanOrEqual(1024);
    // gzip when that is what the browser names; nothing without an Accept-Encoding.
    const gzip = await send("POST", "/trpc/progress.completeLessonAndAdvance", { ...headers, "accept-encoding": "gzip" }, complete(unit.lessons[1], true));
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gzip.raw).toString("utf8")).result.data.json.page.lesson.id).toBe(unit.lessons[2]);
    const plain = await send("POST", "/trpc/progress.completeLessonAndAdvance", headers, complete(unit.lessons[0], true));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(json(plain).result.data.json.page.lesson.id).toBe(unit.lessons[1]);
    // Without the page the answer is a few hundred bytes: sent as it is.
    const small = await send(
      "POST",
      "/trpc/progress.completeLessonAndAdvance",
      { ...headers, "accept-encoding": "gzip, deflate, br" },
      complete(unit.lessons[0], false),
    );
    expect(small.status).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(json(small).result.data.json).toMatchObject({ opened: unit.lessons[1], page: null });
  });

  it("mutations: same origin and JSON only, body limits, typed input errors, cookies set by a procedure", async () => {
    const ok = { "content-type": "application/json", origin: base, cookie };
    const body = JSON.stringify({ json: { lang: "FR" } });
    const done = await bothWays("POST", "/trpc/session.setLanguage", ok, body);
    expect(json(done).result.data.json).toEqual({ lang: "FR" });
    // A visitor's language choice is a cookie set by the procedure.
    const visitor = await bothWays("POST", "/trpc/session.setLanguage", { "content-type": "application/json", origin: base }, body);
    expect(visitor.headers["set-cookie"]?.[0]).toMatch(/^vid=/);
    const crossSite = await bothWays("POST", "/trpc/session.setLanguage", { ...ok, origin: "https://evil.example" }, body);
    expect(crossSite.status).toBe(403);
    expect(json(crossSite)).toEqual({ error: { message: "Cross-site request refused." } });
    expect((await bothWays("POST", "/trpc/session.setLanguage", { cookie, "content-type": "application/json" }, body)).status).toBe(403);
    const form = await bothWays("POST", "/trpc/session.setLanguage", { ...ok, "content-type": "text/plain" }, body);
    expect(form.status).toBe(415);
    const big = await bothWays("POST", "/trpc/session.setLanguage", { ...ok, "content-length": 2_000_000 }, "");
    expect(big.status).toBe(413);
    const chunked = await bothWays("POST", "/trpc/session.setLanguage", { ...ok, "transfer-encoding": "chunked" }, body);
    expect(chunked.status).toBe(411);
    const notJson = await bothWays("POST", "/trpc/session.setLanguage", ok, "{not json");
    expect(notJson.status).toBe(400);
    const invalid = await bothWays("POST", "/trpc/session.setLanguage", ok, JSON.stringify({ json: { lang: "DE" } }));
    expect(invalid.status).toBe(400);
    expect(json(invalid).error.json.data.fieldErrors).toHaveProperty("lang");
    const query = await bothWays("POST", "/trpc/session.details", ok, JSON.stringify({ json: {} }));
    expect(query.status).toBe(405);
    const batch = await bothWays(
      "POST",
      "/trpc/session.setLanguage,session.setLanguage?batch=1",
      ok,
      JSON.stringify({ 0: { json: { lang: "EN" } }, 1: { json: {} } }),
    );
    expect(json(batch).map((r: { error?: unknown }) => !!r.error)).toEqual([false, true]);
  });

  it("SES-030 a session revoked a moment ago is refused at once, both ways", async () => {
    const user = await db.createUser({ email: "revoked@school.test", role: "student" });
    const { token, session } = await createSession(payload, { user: user.id });
    const headers = { "content-type": "application/json", origin: base, cookie: `sid=${token}` };
    const body = JSON.stringify({ json: { lessonId: 1 } });
    expect(json(await send("GET", `/trpc/session.details?input=${input({})}`, { cookie: `sid=${token}` })).result.data.json.validLogin).toBe(true);
    await revokeSession(payload, session.id);
    const refused = await bothWays("POST", "/trpc/progress.completeLesson", headers, body);
    expect(refused.status).toBe(401);
    expect(json(refused).error.json.data.code).toBe("UNAUTHORIZED");
  });
});
