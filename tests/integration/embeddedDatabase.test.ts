import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#core/db/database";
import { closeEmbedded } from "../support/embedded";
import { poolOf } from "#core/db/pool";

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
  const { openDatabase } = await import("#core/db/database");
  database = await openDatabase(readEnv());
  const { getPayload } = await import("payload");
  const { default: config } = await import("../../cms/payload.config");
  payload = await getPayload({ config });
  const { seedDemo } = await import("../../seeds/seed");
  const { units } = await import("../../seeds/data/curriculum");
  await seedDemo(payload, { demoAccounts: false, units: [units[0]], mediaDir: path.resolve("seeds/media/out") });
}, 600_000);

afterAll(() => closeEmbedded(payload, database, dataDir), 60_000);

/** A raw TCP connection to the wire server: what it receives, and whether it was closed within 3 s. */
async function rawConnection(): Promise<{ socket: net.Socket; received: Buffer[]; closed: Promise<boolean> }> {
  const socket = net.connect(Number(new URL(database.url).port), "127.0.0.1");
  const received: Buffer[] = [];
  socket.on("data", (d) => received.push(d));
  const closed = new Promise<boolean>((resolve) => {
    socket.on("close", () => resolve(true));
    socket.on("error", () => resolve(true));
    setTimeout(() => resolve(false), 3000);
  });
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, received, closed };
}

/** A protocol 3.0 StartupMessage for `user` on database postgres: its header, then its parameters. */
function startupMessage(user: string): [Buffer, Buffer] {
  const params = Buffer.from(`user\0${user}\0database\0postgres\0\0`, "utf8");
  const startup = Buffer.alloc(8);
  startup.writeInt32BE(8 + params.length, 0);
  startup.writeInt32BE(196608, 4);
  return [startup, params];
}

/** The 5-byte header of a protocol 3.0 frontend message of `type` whose body is `body`. */
function messageHeader(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(4 + body.length, 1);
  return head;
}

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
    const { createSession } = await import("#core/session/sessions");
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
    const pool = poolOf(payload);
    const stats = () =>
      pool.query<{ relname: string; reltuples: number }>(
        "SELECT relname, reltuples::float AS reltuples FROM pg_class WHERE relname IN ('lessons', 'progress', 'sessions', 'users') ORDER BY relname",
      );
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

  describe("issue 44 finding 2: its wire server authenticates (a random password per install, SCRAM-SHA-256)", () => {
    const attempt = async (connectionString: string) => {
      const client = new pg.Client({ connectionString });
      client.on("error", () => {});
      try {
        await client.connect();
        const { rows } = await client.query("SELECT count(*)::int AS n FROM users");
        return { ok: true as const, rows };
      } catch (err) {
        return { ok: false as const, code: (err as { code?: string }).code, message: (err as Error).message };
      } finally {
        await client.end().catch(() => {});
      }
    };
    const url = () => new URL(database.url);

    it("issue 44 finding 2: the password is the install's own, kept in the data folder (mode 0600), and in the URL the app builds", () => {
      const file = path.join(dataDir, "pglite.password");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = fs.readFileSync(file, "utf8").trim();
      expect(password.length).toBeGreaterThanOrEqual(32);
      expect(decodeURIComponent(url().password)).toBe(password);
    });

    it("issue 44 finding 2: a wrong password is refused with SQLSTATE 28P01", async () => {
      const wrong = url();
      wrong.username = "anyone";
      wrong.password = "x";
      expect(await attempt(wrong.toString())).toMatchObject({ ok: false, code: "28P01" });
      const close = url();
      close.password = `${decodeURIComponent(close.password)}0`;
      expect(await attempt(close.toString())).toMatchObject({ ok: false, code: "28P01" });
    });

    it("issue 44 finding 2: no password is refused (pg itself gives up; a client that skips the exchange gets 28P01 and is closed)", async () => {
      const none = url();
      none.password = "";
      expect(await attempt(none.toString())).toMatchObject({ ok: false });

      // The raw protocol: a startup message then a query straight away, as `psql` with any user once reached PGlite.
      const { socket, received, closed } = await rawConnection();
      const [startup, params] = startupMessage("anyone");
      const sql = Buffer.from("SELECT email, password FROM users\0", "utf8");
      const query = messageHeader("Q", sql);
      socket.write(Buffer.concat([startup, params, query, sql]));
      const wasClosed = await closed;
      socket.destroy();
      const all = Buffer.concat(received);
      const messages: { type: string; body: Buffer }[] = [];
      for (let at = 0; at + 5 <= all.length; ) {
        const len = all.readInt32BE(at + 1);
        messages.push({ type: String.fromCharCode(all[at]), body: all.subarray(at + 5, at + 1 + len) });
        at += 1 + len;
      }
      // Never AuthenticationOk (R, 0) nor a row: an ErrorResponse with 28P01, then the end of the connection.
      expect(messages.some((m) => m.type === "R" && m.body.readInt32BE(0) === 0)).toBe(false);
      expect(messages.some((m) => m.type === "D")).toBe(false);
      const error = messages.find((m) => m.type === "E");
      expect(error?.body.toString("utf8")).toContain("C28P01");
      expect(wasClosed).toBe(true);
    });

    it("issue 44 finding 2: a malformed login message is refused with 28P01 and the server goes on serving", async () => {
      const { socket, received, closed } = await rawConnection();
      const [startup, params] = startupMessage("postgres");
      // A SASLInitialResponse whose mechanism name never ends (no NUL).
      const junk = Buffer.from("SCRAM-SHA-256", "utf8");
      const head = messageHeader("p", junk);
      socket.write(Buffer.concat([startup, params, head, junk]));
      expect(await closed).toBe(true);
      socket.destroy();
      expect(Buffer.concat(received).toString("utf8")).toContain("C28P01");
      expect(await attempt(database.url)).toMatchObject({ ok: true });
    });

    it("issue 44 finding 2: the right password (the app's URL) connects", async () => {
      const right = await attempt(database.url);
      expect(right).toMatchObject({ ok: true });
    });
  });
});
