/**
 * The private page cache (server/privatePageCache.ts, docs/decisions/045-private-page-cache.md)
 * over real HTTP on the production server: a signed-in student's unit and module pages are kept
 * per session and answered from memory only while nothing they were rendered from has changed —
 * the user's rows, shared rows (a teacher's class settings), the session, the published content —
 * whoever wrote the change (the app, another instance, plain SQL).
 */
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
let unit: Awaited<ReturnType<typeof buildUnit>>;

const UA = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" };
const HIT = "private page cache hit";
const hit = (res: Response) => (res.headers.get("server-timing") ?? "").includes(HIT);
const sql = <T extends Record<string, unknown> = Record<string, unknown>>(text: string, values: unknown[] = []) => poolOf(db.payload).query<T>(text, values);

async function get(path: string, cookie: string) {
  const res = await fetch(`${base}${path}`, { headers: { ...UA, cookie, accept: "text/html" }, redirect: "manual" });
  return { res, body: await res.text() };
}

/** Requests the page until it is answered from memory (the first request of a key renders and keeps it). */
async function cached(path: string, cookie: string) {
  for (let i = 0; i < 20; i++) {
    const r = await get(path, cookie);
    expect(r.res.status).toBe(200);
    if (hit(r.res)) return r;
  }
  throw new Error(`${path} never came from the private page cache`);
}

async function newCookie(): Promise<string> {
  const { token } = await createSession(db.payload, { user: student.id });
  return `sid=${token}`;
}

async function trpcPost(path: string, cookie: string, input: unknown) {
  const res = await fetch(`${base}/trpc/${path}`, {
    method: "POST",
    headers: { ...UA, cookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify({ json: input }),
  });
  expect(res.status).toBe(200);
  return res.json();
}

const modulePath = () => `/textbook/module?id=${unit.modules[0]}`;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "PC", 1, { chapters: 1, modules: 2, lessons: 2 });
  const membership = await db.payload.create({ collection: "memberships", data: { key: "PCM", name: "PCM", units: [unit.unit] }, overrideAccess: true });
  student = await db.createUser({ email: "private-cache@school.test", role: "student", memberships: [membership.id] });
  server = await startProductionServer({
    databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1),
    name: "private-page-cache",
    env: { PRIVATE_PAGE_CACHE: "on" },
  });
  base = server.base;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe("PERF LRN-013 LRN-053 signed-in pages kept per session", () => {
  it("the module and unit pages are rendered once, then answered from memory with the inline scripts' hashes in place of a nonce", async () => {
    const cookie = await newCookie();
    const first = await get(modulePath(), cookie);
    expect(first.res.status).toBe(200);
    expect(hit(first.res)).toBe(false);
    const { res, body } = await cached(modulePath(), cookie);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    // Answered before Express (one light session statement, no render, no request timing middleware).
    expect(res.headers.get("server-timing")).toMatch(/^cache;desc="private page cache hit", db;dur=[\d.]+;desc="1 queries", total;dur=[\d.]+$/);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).not.toMatch(/'nonce-/);
    expect(csp).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(body).not.toMatch(/nonce="/);
    expect(body).toContain("PC C1 M1 L1");
    const unitPage = await cached("/textbook", cookie);
    expect(unitPage.body).toContain("PC C1 M2");
  });

  it("the render that keeps a page answers with the kept copy itself, compressed once for it and the hits, in each encoding asked", async () => {
    const cookie = await newCookie();
    const ask = async (encoding: string | null) => {
      const res = await fetch(`${base}${modulePath()}`, {
        headers: { ...UA, cookie, accept: "text/html", ...(encoding == null ? {} : { "accept-encoding": encoding }) },
      });
      return { res, body: await res.text() };
    };
    // Undici decodes br and gzip; its own request asks for both, as a browser does.
    const first = await ask("gzip, deflate, br");
    expect(hit(first.res)).toBe(false);
    expect(first.res.headers.get("content-encoding")).toBe("br");
    // The first answer already carries the copy's script hashes (not its render's nonce) and the copy's headers.
    expect(first.res.headers.get("content-security-policy")).not.toMatch(/'nonce-/);
    expect(first.body).not.toMatch(/nonce="/);
    expect(first.res.headers.get("cache-control")).toBe("private, no-store");
    expect(first.res.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    for (const encoding of ["gzip, deflate, br", "gzip", "identity"]) {
      const again = await ask(encoding);
      expect(hit(again.res)).toBe(true);
      expect(again.res.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding === "gzip" ? "gzip" : "br");
      expect(again.res.headers.get("content-security-policy")).toBe(first.res.headers.get("content-security-policy"));
      expect(again.body).toBe(first.body);
    }
  });

  it("is kept per session: another session of the same user, a visitor and a forged cookie are rendered for themselves", async () => {
    const cookie = await newCookie();
    await cached(modulePath(), cookie);
    const other = await newCookie();
    expect(hit((await get(modulePath(), other)).res)).toBe(false);
    const visitor = await get(modulePath(), "");
    expect(hit(visitor.res)).toBe(false);
    expect(visitor.res.status).not.toBe(200);
    expect(hit((await get(modulePath(), "sid=forged")).res)).toBe(false);
  });

  it("LRN-041 completing a lesson through the app shows at once on the next request (the user's data version moved)", async () => {
    const cookie = await newCookie();
    const before = await cached(modulePath(), cookie);
    expect(before.body).not.toContain('aria-label="Complete"');
    await trpcPost("progress.completeLesson", cookie, { lessonId: unit.lessons[0] });
    const after = await get(modulePath(), cookie);
    expect(hit(after.res)).toBe(false);
    expect(after.body).toContain('aria-label="Complete"');
    expect((await cached(modulePath(), cookie)).body).toContain('aria-label="Complete"');
  });

  it("a change written straight in SQL is seen too: the user's own rows and shared rows", async () => {
    const cookie = await newCookie();
    await cached(modulePath(), cookie);
    await sql("DELETE FROM progress WHERE user_id = $1", [student.id]);
    const after = await get(modulePath(), cookie);
    expect(hit(after.res)).toBe(false);
    expect(after.body).not.toContain('aria-label="Complete"');
    await cached(modulePath(), cookie);
    // A shared table (what a teacher's class settings or another user's change writes).
    await sql("UPDATE memberships SET key = key");
    expect(hit((await get(modulePath(), cookie)).res)).toBe(false);
    await cached(modulePath(), cookie);
    // Another user's own rows leave this user's pages alone.
    const other = await db.createUser({ email: "other-private-cache@school.test", role: "student" });
    await cached(modulePath(), cookie);
    await sql("INSERT INTO progress (user_id, item_type, item_id, status, updated_at, created_at) VALUES ($1, 'unit', $2, 'IN-PROGRESS', now(), now())", [
      other.id,
      unit.unit,
    ]);
    expect(hit((await get(modulePath(), cookie)).res)).toBe(true);
  });

  it("SES-032 a revoked or expired session never gets its kept page", async () => {
    const cookie = await newCookie();
    await cached(modulePath(), cookie);
    const token = cookie.slice("sid=".length);
    const { hashToken } = await import("#core/session/sessions");
    await sql("UPDATE sessions SET revoked_at = now() WHERE token_hash = $1", [hashToken(token)]);
    const after = await get(modulePath(), cookie);
    expect(hit(after.res)).toBe(false);
    expect(after.res.status).not.toBe(200);
    expect(after.body).not.toContain("PC C1 M1 L1");
  });

  it("a session change (its language) is a new page", async () => {
    const cookie = await newCookie();
    await cached(modulePath(), cookie);
    await trpcPost("session.setLanguage", cookie, { lang: "FR" });
    const after = await get(modulePath(), cookie);
    expect(hit(after.res)).toBe(false);
    expect(after.body).toContain("FR PC C1 M1 L1");
  });

  it("a published content change drops the kept pages (the read model's generation, here through NOTIFY from another process)", async () => {
    const cookie = await newCookie();
    await cached(modulePath(), cookie);
    await db.payload.update({ collection: "lessons", id: unit.lessons[0], data: { title: "PC renamed lesson" }, locale: "en", overrideAccess: true });
    const started = Date.now();
    for (;;) {
      const r = await get(modulePath(), cookie);
      if (!hit(r.res) && r.body.includes("PC renamed lesson")) break;
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((res) => setTimeout(res, 25));
    }
  });

  it("every table either bumps a data version or is listed as one no page shows", async () => {
    const { rows } = await sql(
      `SELECT t.table_name FROM data_version_tables() t
        WHERE NOT t.excluded
          AND NOT EXISTS (SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
                           WHERE c.relname = t.table_name AND g.tgname IN ('data_version_all', 'data_version_ins'))`,
    );
    expect(rows).toEqual([]);
    const perUser = await sql<{ table_name: string }>("SELECT table_name FROM data_version_tables() WHERE user_column IS NOT NULL ORDER BY 1");
    expect(perUser.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(["progress", "quiz_attempts", "study_notes", "users", "users_rels"]));
  });
});
