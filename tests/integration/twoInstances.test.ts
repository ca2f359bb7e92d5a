/**
 * Two instances of the production server on one PostgreSQL, behind a small local proxy (design §5):
 * a session, a server-side session value and a published content edit made through one instance
 * are seen by the other within a second. Nothing that matters lives in one process's memory
 * except the content read model, which PostgreSQL LISTEN/NOTIFY invalidates everywhere.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#core/session/sessions";
import { createLocalized } from "../../cms/lib/localized";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";

let db: TestDb;
let a: RunningServer;
let b: RunningServer;
let proxy: http.Server;
let proxyBase = "";
let unitId = 0;
const PASSWORD = "Two instances, one database";
const served = { a: 0, b: 0 };

/** Round-robin, unless the request names its upstream (x-upstream: a|b) so a test can say which instance acts. */
function startProxy(): Promise<void> {
  let turn = 0;
  proxy = http.createServer((req, res) => {
    const named = req.headers["x-upstream"];
    const which = named === "a" || named === "b" ? named : turn++ % 2 === 0 ? "a" : "b";
    served[which]++;
    const target = new URL(which === "a" ? a.base : b.base);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: req.headers.host } },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve()));
}

const via = (upstream: "a" | "b", path: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${proxyBase}${path}`, {
    ...init,
    headers: {
      "x-upstream": upstream,
      origin: proxyBase,
      "content-type": "application/json",
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
  });
const details = async (upstream: "a" | "b", cookie: string) =>
  (await (await via(upstream, `/trpc/session.details?input=${encodeURIComponent("{}")}`, { cookie })).json()).result.data.json;
/** The unit's title as instance `upstream` serves it: unitContents reads the content read model (LISTEN/NOTIFY invalidates it). */
const unitTitle = async (upstream: "a" | "b", cookie: string) =>
  (await (await via(upstream, `/trpc/textbook.unitContents?input=${encodeURIComponent(JSON.stringify({ json: { unitId } }))}`, { cookie })).json()).result.data
    .json.unit.title;

/** Polls until `check` passes, for at most `ms`; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - started;
}

beforeAll(async () => {
  db = await openTestDb();
  await db.createUser({ email: "two@school.test", role: "student", password: PASSWORD });
  unitId = (await createLocalized(db.payload, "units", { title: { en: "Cells", fr: "Cellules" }, order: 1, series: "LIFE", _status: "published" })).id;
  const databaseName = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  [a, b] = await Promise.all([startProductionServer({ databaseName, name: "instance-a" }), startProductionServer({ databaseName, name: "instance-b" })]);
  await startProxy();
  proxyBase = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  proxy?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.close();
});

describe("two instances behind a proxy", () => {
  let cookie = "";

  it("SES-030 a login on instance A is a valid session on instance B", async () => {
    const login = await via("a", "/trpc/auth.login", { method: "POST", body: JSON.stringify({ json: { identifier: "two@school.test", password: PASSWORD } }) });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("sid="))!;
    expect(cookie).toBeDefined();
    expect(await details("b", cookie)).toMatchObject({ validLogin: true, email: "two@school.test" });
  });

  it("I18N-002 a server-side session value written through A (the language) is read by B within 1 s", async () => {
    expect((await via("a", "/trpc/session.setLanguage", { method: "POST", body: JSON.stringify({ json: { lang: "FR" } }), cookie })).status).toBe(200);
    const ms = await within(1000, async () => (await details("b", cookie)).lang === "FR");
    expect(ms).toBeLessThanOrEqual(1000);
  });

  it("a published content edit made through A's CMS API is served by B within 1 s (LISTEN/NOTIFY)", async () => {
    const editor = await db.createUser({ email: "editor-two@school.test", role: "editor" });
    const { token } = await createSession(db.payload, { user: editor.id });
    const editorCookie = `sid=${token}`;
    // Both instances have the unit in their read models before the edit.
    expect(await unitTitle("a", cookie)).toBe("Cellules");
    expect(await unitTitle("b", cookie)).toBe("Cellules");
    const edit = await via("a", `/api/units/${unitId}?locale=fr`, {
      method: "PATCH",
      body: JSON.stringify({ title: "Cellules vivantes", _status: "published" }),
      cookie: editorCookie,
    });
    expect(edit.status).toBe(200);
    await within(1000, async () => (await unitTitle("b", cookie)) === "Cellules vivantes");
  });

  it("the proxy spreads unnamed requests over both instances", async () => {
    const before = { ...served };
    for (let i = 0; i < 4; i++) await (await fetch(`${proxyBase}/healthz`)).text();
    expect(served.a - before.a).toBe(2);
    expect(served.b - before.b).toBe(2);
  });
});
