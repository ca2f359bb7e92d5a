import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#core/database";

/**
 * `npm start` without DATABASE_URL runs on the embedded PostgreSQL (PGlite). This file opens one
 * in a temporary folder exactly as the server does (production mode: the committed migrations
 * are applied), seeds a demo unit and reads it back through the procedures.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-pglite-"));
let database: Database;
let payload: Payload;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { NODE_ENV: "production", DATA_DIR: dataDir });
  const { readEnv } = await import("#core/env");
  const { openDatabase } = await import("#core/database");
  database = await openDatabase(readEnv());
  const { getPayload } = await import("payload");
  const { default: config } = await import("../../cms/payload.config");
  payload = await getPayload({ config });
  const { seedDemo } = await import("../../seeds/seed");
  const { units } = await import("../../seeds/data/curriculum");
  await seedDemo(payload, { demoAccounts: false, units: [units[0]], mediaDir: path.resolve("seeds/media/out") });
}, 600_000);

afterAll(async () => {
  // payload.destroy() does not end the pool in 3.90.2, and pool.end() waits for clients Payload
  // may still hold: silence the clients' errors, end the pool in the background, stop the server.
  type Pool = { on: (e: string, f: () => void) => void; end: () => Promise<void>; _clients?: { on: (e: string, f: () => void) => void }[] };
  const pool = (payload?.db as unknown as { pool?: Pool } | undefined)?.pool;
  pool?.on("error", () => {});
  for (const client of pool?._clients ?? []) client.on("error", () => {});
  await payload?.destroy().catch(() => {});
  void pool?.end().catch(() => {});
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("the embedded database (PGlite)", () => {
  it("LRN-005 applies the migrations, takes the seed and answers the textbook contents in both languages", async () => {
    expect(database.embedded).toBe(true);
    const { createContext } = await import("#core/context");
    const { createCaller } = await import("../../trpc/router");
    const caller = createCaller(createContext({ payload, session: null, ip: "127.0.0.1", secureCookies: false, setCookie: () => {} }));
    const [unit] = (await caller.content.listUnits()) as { id: number }[];
    const en = await caller.textbook.unitContents({ unitId: unit.id, lang: "EN" });
    const fr = await caller.textbook.unitContents({ unitId: unit.id, lang: "FR" });
    const lessons = en.chapters.flatMap((c) => c.modules.flatMap((m) => m.lessons));
    expect(lessons.length).toBe(16);
    expect(fr.unit.title).not.toBe(en.unit.title);
  });

  it("LRN-040 LRN-041 records progress there too (the upsert that keeps the later status)", async () => {
    const { createContext } = await import("#core/context");
    const { createCaller } = await import("../../trpc/router");
    const { createSession } = await import("#core/sessions");
    const user = await payload.create({ collection: "users", data: { email: "pglite-learner@school.test", role: "editor" }, overrideAccess: true });
    const { session } = await createSession(payload, { user: user.id });
    const caller = createCaller(createContext({ payload, session: { ...session, user }, ip: "127.0.0.1", secureCookies: false, setCookie: () => {} }));
    const { docs } = await payload.find({ collection: "lessons", sort: "id", limit: 1, depth: 0, overrideAccess: true });
    const lessonId = docs[0].id;
    await caller.progress.completeLesson({ lessonId });
    await caller.progress.openLesson({ lessonId });
    expect(await caller.progress.status({ type: "lesson", id: lessonId })).toEqual({ status: "COMPLETE", grade: null });
  });

  it("issue 25: its tables get planner statistics (PGlite runs no autovacuum): ANALYZE through the wire server, between connections' statements", async () => {
    const pool = (payload.db as unknown as { pool: { query: (t: string) => Promise<{ rows: { relname: string; reltuples: number }[] }> } }).pool;
    const stats = () =>
      pool.query("SELECT relname, reltuples::float AS reltuples FROM pg_class WHERE relname IN ('lessons', 'progress', 'sessions', 'users') ORDER BY relname");
    // Opened and seeded as the server does, before the server's own ANALYZE: never analyzed.
    expect((await stats()).rows.filter((r) => r.reltuples < 0).length).toBeGreaterThan(0);
    await database.analyze!();
    const after = (await stats()).rows;
    expect(after.map((r) => r.relname)).toEqual(["lessons", "progress", "sessions", "users"]);
    // −1 is "never analyzed"; the seeded unit's lessons are counted.
    for (const r of after) expect(r.reltuples).toBeGreaterThanOrEqual(0);
    expect(after.find((r) => r.relname === "lessons")!.reltuples).toBeGreaterThan(0);
  });

  it("keeps lesson placement and the full-text search column there too", async () => {
    const { docs } = await payload.find({ collection: "lessons", limit: 1, depth: 0, overrideAccess: true });
    expect(docs[0].unit).toBeTruthy();
    const result = (await payload.db.drizzle.execute(
      `SELECT count(*)::int AS n FROM lessons_locales WHERE _locale = 'fr' AND search_folded @@ plainto_tsquery('french', 'atomes')` as never,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0].n).toBeGreaterThan(0);
  });
});
