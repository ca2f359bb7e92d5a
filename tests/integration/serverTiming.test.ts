/**
 * Server-Timing over real HTTP on the production server: pages and procedures say how long the
 * database took (and in how many statements), how long our own code took, and the total.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#core/session/sessions";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";

let db: TestDb;
let server: RunningServer;
let base = "";
let cookie = "";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" };

type Timing = { db: number; queries: number; app: number; total: number };

function parseTiming(header: string | null): Timing {
  expect(header).toBeTruthy();
  const m = /^db;dur=(\d+(?:\.\d+)?);desc="(\d+) queries", app;dur=(\d+(?:\.\d+)?), total;dur=(\d+(?:\.\d+)?)$/.exec(header!);
  expect(m, header!).not.toBeNull();
  const [, dbMs, queries, app, total] = m!;
  return { db: Number(dbMs), queries: Number(queries), app: Number(app), total: Number(total) };
}

beforeAll(async () => {
  db = await openTestDb();
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "server-timing" });
  base = server.base;
  const user = await db.createUser({ email: "timing@school.test", role: "student", firstName: "Tim", password: "correct horse battery" });
  const { token } = await createSession(db.payload, { user: user.id });
  cookie = `sid=${token}`;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe("Server-Timing", () => {
  it("a signed-in page carries db (with its statement count), app and total", async () => {
    const res = await fetch(`${base}/account`, { headers: { ...BROWSER, cookie } });
    await res.text();
    expect(res.status).toBeLessThan(500);
    const t = parseTiming(res.headers.get("server-timing"));
    expect(t.queries).toBeGreaterThan(0);
    expect(t.total).toBeGreaterThan(0);
    expect(t.app).toBeLessThanOrEqual(t.total);
  });

  it("an anonymous page carries the three metrics too", async () => {
    const res = await fetch(`${base}/privacy-and-terms`, { headers: BROWSER });
    await res.text();
    expect(res.status).toBe(200);
    parseTiming(res.headers.get("server-timing"));
  });

  it("a procedure carries them, counting the session lookup", async () => {
    const res = await fetch(`${base}/trpc/session.details?input=${encodeURIComponent("{}")}`, { headers: { cookie } });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.result.data.json).toMatchObject({ validLogin: true, email: "timing@school.test" });
    const t = parseTiming(res.headers.get("server-timing"));
    expect(t.queries).toBeGreaterThan(0);
  });

  it("static files are served before Express, without it", async () => {
    const res = await fetch(`${base}/favicon.svg`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get("server-timing")).toBeNull();
  });
});
