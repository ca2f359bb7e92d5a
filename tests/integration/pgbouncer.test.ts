/**
 * Issue 29 item "PgBouncer": the production server works through a real PgBouncer 1.18 in transaction
 * mode (deploy/pgbouncer/pgbouncer.ini.template, started here on a free port) with only 2 server
 * connections, so the server's 10 pooled clients share them and every transaction may land on another
 * one. Before decision 110, the session lookup's named statement ("find-session") failed there with
 * `prepared statement "find-session" does not exist` / `already exists`. LISTEN goes to
 * DATABASE_DIRECT_URL (decision 111): a content edit still reaches the read model.
 */
import pg from "pg";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTENER_NAME } from "#core/content/invalidation";
import { buildUnit } from "../support/content";
import { createDatabaseFromTemplate, dropDatabase, serverUrl } from "../support/postgres";
import { startProductionServer, type RunningServer } from "../support/server";
import { startPgbouncer, type Pgbouncer } from "../support/stack";

const PASSWORD = "Through-PgBouncer-2026";
const STUDENTS = 8;
let database = "";
let payload: Payload;
let bouncer: Pgbouncer;
let server: RunningServer;
let unit: Awaited<ReturnType<typeof buildUnit>>;

beforeAll(async () => {
  database = await createDatabaseFromTemplate("biotext_pgb");
  process.env.DATABASE_URL = serverUrl(database);
  const { getPayload } = await import("payload");
  const { default: config } = await import("../../cms/payload.config");
  payload = await getPayload({ config });
  unit = await buildUnit(payload, "Through", 1, { chapters: 1, modules: 2, lessons: 2 });
  const membership = await payload.create({ collection: "memberships", data: { key: "M-PGB", name: "PGB", units: [unit.unit] }, overrideAccess: true });
  const bcrypt = (await import("bcrypt")).default;
  const passwordHash = await bcrypt.hash(PASSWORD, 10);
  for (let i = 1; i <= STUDENTS; i++) {
    await payload.create({
      collection: "users",
      data: { email: `pgb${i}@school.test`, role: "student", memberships: [membership.id], passwordHash },
      overrideAccess: true,
    });
  }
  bouncer = await startPgbouncer({ poolSize: 2 });
  server = await startProductionServer({
    databaseName: database,
    name: "pgbouncer",
    env: { DATABASE_URL: bouncer.url(database), DATABASE_DIRECT_URL: serverUrl(database), DATABASE_POOLING: "transaction" },
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await bouncer?.stop();
  const pool = payload?.db.pool;
  pool?.on("error", () => {});
  await payload?.destroy().catch(() => {});
  void pool?.end().catch(() => {});
  if (database) await dropDatabase(database);
});

async function trpc(path: string, input: unknown, cookie: string | null, method: "GET" | "POST" = "POST") {
  const base = server.base;
  const headers: Record<string, string> = { origin: base, "content-type": "application/json", ...(cookie ? { cookie } : {}) };
  const res =
    method === "GET"
      ? await fetch(`${base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, { headers })
      : await fetch(`${base}/trpc/${path}`, { method, headers, body: JSON.stringify({ json: input }) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = (JSON.parse(text) as { result?: { data?: { json?: unknown } } }).result?.data?.json ?? null;
  } catch {
    json = null;
  }
  return { status: res.status, json, res, text };
}

/** A pgbouncer admin console query (SHOW …: simple protocol only). */
async function admin<T>(sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: bouncer.url("pgbouncer") });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

describe("the app through PgBouncer 1.18, transaction mode (issue 29)", () => {
  it("issue 29: sign-in, session lookups, page reads, lesson completions and a quiz attempt of 8 students at once answer 200 through 2 shared server connections", async () => {
    const statuses: Record<string, number[]> = {};
    const note = (what: string, status: number) => (statuses[what] ??= []).push(status);
    const errors: string[] = [];
    const journey = async (i: number) => {
      const login = await trpc("auth.login", { identifier: `pgb${i}@school.test`, password: PASSWORD }, null);
      note("auth.login", login.status);
      const cookie = login.res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .find((c) => c.startsWith("sid="));
      if (!cookie) throw new Error(`no session for pgb${i}: ${login.text.slice(0, 300)}`);
      for (let k = 0; k < 3; k++) {
        const d = await trpc("session.details", {}, cookie, "GET");
        note("session.details", d.status);
        if ((d.json as { validLogin?: boolean } | null)?.validLogin !== true) errors.push(`session.details ${d.text.slice(0, 200)}`);
      }
      const page = await fetch(`${server.base}/textbook/module?id=${unit.modules[0]}`, { headers: { cookie } });
      note("module page", page.status);
      const html = await page.text();
      if (!html.includes("Through C1 M1 L1")) errors.push("the module page does not show its first lesson");
      const contents = await trpc("textbook.unitContents", { unitId: unit.unit }, cookie, "GET");
      note("textbook.unitContents", contents.status);
      for (const lessonId of unit.lessons) {
        note("progress.openLesson", (await trpc("progress.openLesson", { lessonId }, cookie)).status);
        note("progress.completeLesson", (await trpc("progress.completeLesson", { lessonId }, cookie)).status);
      }
      const quizId = unit.quizzes[0];
      const started = await trpc("quizzes.start", { quizId }, cookie);
      note("quizzes.start", started.status);
      const attempt = started.json as { attemptId: number; questions: { id: string; options: { id: string }[] }[] };
      const answers = attempt.questions.map((q) => ({ questionId: q.id, optionId: q.options[0].id }));
      note("quizzes.score", (await trpc("quizzes.score", { quizId, attemptId: attempt.attemptId, answers }, cookie)).status);
      note("quizzes.submit", (await trpc("quizzes.submit", { attemptId: attempt.attemptId }, cookie)).status);
    };
    await Promise.all(Array.from({ length: STUDENTS }, (_, i) => journey(i + 1)));
    const notOk = Object.entries(statuses).flatMap(([what, list]) => list.filter((s) => s !== 200).map((s) => `${what} ${s}`));
    expect(notOk).toEqual([]);
    expect(errors).toEqual([]);
    expect(statuses["progress.completeLesson"]).toHaveLength(STUDENTS * unit.lessons.length);

    // Written, and through PgBouncer: the stored rows are there, and PgBouncer counted the transactions.
    const direct = new pg.Client({ connectionString: serverUrl(database) });
    await direct.connect();
    try {
      const done = await direct.query(
        `SELECT count(*)::int AS n FROM progress p JOIN users u ON u.id = p.user_id WHERE u.email LIKE 'pgb%' AND p.item_type = 'lesson' AND p.status = 'COMPLETE'`,
      );
      expect(done.rows[0].n).toBe(STUDENTS * unit.lessons.length);
      const submitted = await direct.query(
        `SELECT count(*)::int AS n FROM quiz_attempts a JOIN users u ON u.id = a.user_id WHERE u.email LIKE 'pgb%' AND a.status = 'submitted'`,
      );
      expect(submitted.rows[0].n).toBe(STUDENTS);
    } finally {
      await direct.end();
    }
    const stats = await admin<{ database: string; total_xact_count: string }>("SHOW STATS");
    expect(Number(stats.find((s) => s.database === database)?.total_xact_count ?? 0)).toBeGreaterThan(STUDENTS * 10);
    const servers = await admin<{ database: string }>("SHOW SERVERS");
    expect(servers.filter((s) => s.database === database).length).toBeLessThanOrEqual(2 + 2 /* reserve_pool_size */);
  }, 120_000);

  it("issue 29: the read model's LISTEN holds a direct connection (not PgBouncer's), and a content edit still reaches the server's read model", async () => {
    const direct = new pg.Client({ connectionString: serverUrl(database) });
    await direct.connect();
    try {
      const listening = await direct.query(`SELECT query FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`, [database, LISTENER_NAME]);
      // One listener connection; its last statement is the LISTEN of the content channel or of a channel
      // that shares the connection (the live class's, decision 105).
      expect(listening.rows).toHaveLength(1);
      expect(listening.rows[0].query).toMatch(/^LISTEN biotext_(content|live)$/);
    } finally {
      await direct.end();
    }
    const clients = await admin<{ database: string; application_name: string }>("SHOW CLIENTS");
    expect(clients.filter((c) => c.application_name === LISTENER_NAME)).toEqual([]);

    const login = await trpc("auth.login", { identifier: "pgb1@school.test", password: PASSWORD }, null);
    const cookie = login.res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("sid="))!;
    const title = async () => ((await trpc("textbook.unitContents", { unitId: unit.unit }, cookie, "GET")).json as { unit: { title: string } }).unit.title;
    expect(await title()).toBe("Through");
    // Edited here (another process, its NOTIFY at COMMIT): the server drops its read model on the notice.
    await payload.update({ collection: "units", id: unit.unit, locale: "en", data: { title: "Through, edited", _status: "published" }, overrideAccess: true });
    const started = Date.now();
    while ((await title()) !== "Through, edited") {
      if (Date.now() - started > 5000) throw new Error("the edit did not reach the server's read model within 5 s");
      await new Promise((r) => setTimeout(r, 50));
    }
  }, 60_000);
});
