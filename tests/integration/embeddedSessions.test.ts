import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#core/db/database";

/**
 * Issue 22 item 1: the embedded database (PGlite behind core/db/embeddedServer.ts) gives every pooled
 * connection a session of its own, as PostgreSQL does. Each case failed on pglite-socket, which
 * forwarded all connections' messages to PGlite's one session as they came.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-sessions-"));
let database: Database;
let pool: pg.Pool;

beforeAll(async () => {
  const { openDatabase } = await import("#core/db/database");
  const { readEnv } = await import("#core/env");
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  database = await openDatabase({ ...readEnv(), DATA_DIR: dataDir, DATABASE_URL: undefined } as never);
  if (saved) process.env.DATABASE_URL = saved;
  pool = new pg.Pool({ connectionString: database.url, max: 12 });
  pool.on("error", () => {});
  await pool.query("CREATE TABLE IF NOT EXISTS t (id serial primary key, v text)");
}, 60_000);

afterAll(async () => {
  await pool?.end().catch(() => {});
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("issue 22 item 1: one session per connection on the embedded database", () => {
  it("accepts more connections than pglite-socket's four, all at once", async () => {
    const clients = await Promise.all(Array.from({ length: 12 }, () => pool.connect()));
    try {
      const answers = await Promise.all(clients.map((c, i) => c.query("SELECT $1::int AS n", [i])));
      expect(answers.map((a) => a.rows[0].n)).toEqual(clients.map((_, i) => i));
    } finally {
      for (const c of clients) c.release();
    }
  });

  it("keeps named statements per connection (the same name prepared by every pooled client)", async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, () => pool.connect()));
    try {
      for (let round = 0; round < 3; round++) {
        const answers = await Promise.all(clients.map((c, i) => c.query({ name: "find-thing", text: "SELECT $1::int + 1 AS n", values: [i * 10 + round] })));
        expect(answers.map((a) => a.rows[0].n)).toEqual(clients.map((_, i) => i * 10 + round + 1));
      }
      // Two different texts under one name on two connections: each connection keeps its own.
      const [a, b] = clients;
      const [ra, rb] = await Promise.all([
        a.query({ name: "two-texts", text: "SELECT 'a'::text AS who" }),
        b.query({ name: "two-texts", text: "SELECT 'b'::text AS who, $1::int AS n", values: [2] }),
      ]);
      expect(ra.rows[0].who).toBe("a");
      expect(rb.rows[0]).toEqual({ who: "b", n: 2 });
    } finally {
      for (const c of clients) c.release();
    }
  });

  it("never mixes two connections' extended-protocol messages (200 parallel parameterised queries)", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => pool.query(i % 2 ? "SELECT $1::text || '-x' AS v" : "SELECT ($1::int * 2)::text AS v", [i % 2 ? `s${i}` : i])),
    );
    expect(answers.map((a) => a.rows[0].v)).toEqual(Array.from({ length: 200 }, (_, i) => (i % 2 ? `s${i}-x` : String(i * 2))));
  });

  it("keeps a transaction to its connection: another connection neither joins it nor sees its rolled-back rows", async () => {
    const a = await pool.connect();
    const b = await pool.connect();
    try {
      await pool.query("DELETE FROM t");
      await a.query("BEGIN");
      await a.query("INSERT INTO t (v) VALUES ('uncommitted')");
      // b's statement waits for a's transaction to end; with pglite-socket it ran inside it.
      const bInsert = b.query("INSERT INTO t (v) VALUES ('b')");
      const seen = b.query("SELECT v FROM t ORDER BY v");
      await new Promise((r) => setTimeout(r, 50));
      await a.query("ROLLBACK");
      await bInsert;
      expect((await seen).rows.map((r) => r.v)).toEqual(["b"]);
    } finally {
      a.release();
      b.release();
    }
  });

  it("rolls back a transaction whose connection closes, and frees the session for the others", async () => {
    await pool.query("DELETE FROM t");
    const lone = new pg.Client({ connectionString: database.url });
    lone.on("error", () => {});
    await lone.connect();
    await lone.query("BEGIN");
    await lone.query("INSERT INTO t (v) VALUES ('left open')");
    const waiting = pool.query("SELECT count(*)::int AS n FROM t");
    (lone as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    expect((await waiting).rows[0].n).toBe(0);
  });

  it("answers a statement error on one connection without disturbing the next statement of another", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? pool.query("SELECT * FROM no_such_table") : pool.query("SELECT $1::int AS n", [i]))),
    );
    results.forEach((r, i) => {
      if (i % 4 === 0) expect(r.status).toBe("rejected");
      else expect(r.status === "fulfilled" && r.value.rows[0].n).toBe(i);
    });
  });
});
