/**
 * Issue 25 item 2: the signed-in module and unit pages rendered from scratch (no private page cache,
 * PRIVATE_PAGE_CACHE=off) on the production server, counted as the operator sees them — the
 * `db;desc="N queries"` of the page's Server-Timing header (every statement on the pool during the
 * request: the session lookup, the learner's state, anything else). At most 4 statements per page
 * (docs/decisions/081-module-page-in-one-read.md); this fails when a change adds one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { createSession } from "#core/session/sessions";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";
import { poolOf } from "#core/db/pool";

/** The most statements an uncached module or unit page may send (issue 25 item 2). */
const PAGE_MAX_STATEMENTS = 4;

let db: TestDb;
let server: RunningServer;
let student: User;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let large: Awaited<ReturnType<typeof buildUnit>>;

const UA = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" };

async function page(path: string, cookie: string) {
  const res = await fetch(`${server.base}${path}`, { headers: { ...UA, cookie, accept: "text/html" }, redirect: "manual" });
  const body = await res.text();
  const timing = res.headers.get("server-timing") ?? "";
  const q = /db;dur=[\d.]+;desc="(\d+) queries"/.exec(timing);
  if (!q) throw new Error(`${path}: no query count in Server-Timing "${timing}" (status ${res.status})`);
  return { res, body, statements: Number(q[1]), timing };
}

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "UP", 1, { chapters: 1, modules: 2, lessons: 3 });
  large = await buildUnit(db.payload, "UL", 2, { chapters: 3, modules: 3, lessons: 4 });
  const membership = await db.payload.create({
    collection: "memberships",
    data: { key: "UPM", name: "UPM", units: [unit.unit, large.unit] },
    overrideAccess: true,
  });
  // As on the scale data: the student is entitled through a class with quiz settings, and lessons have quizzes too.
  const klass = await db.payload.create({ collection: "classes", data: { key: "UPC", name: "UPC", memberships: [membership.id] }, overrideAccess: true });
  await poolOf(db.payload).query("INSERT INTO class_quiz_settings (class_id, attempts) VALUES ($1, 3)", [klass.id]);
  const lessonQuiz = await db.payload.create({
    collection: "quizzes",
    data: { title: "Lesson quiz", lesson: unit.lessons[0], questions: [{ question: "Q?", options: [{ text: "A", correct: true }] }] },
    overrideAccess: true,
  });
  await db.payload.update({ collection: "lessons", id: unit.lessons[0], data: { quiz: lessonQuiz.id }, overrideAccess: true });
  student = await db.createUser({ email: "uncached@school.test", role: "student", classes: [klass.id] });
  server = await startProductionServer({
    databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1),
    name: "uncached-pages",
    env: { PRIVATE_PAGE_CACHE: "off" },
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe("issue 25 item 2: uncached signed-in pages read what they need in a few statements", () => {
  it(`LRN-013 LRN-019 LRN-021 LRN-005 the module page rendered from scratch sends at most ${PAGE_MAX_STATEMENTS} statements, whatever the unit's size and the lesson chosen`, async () => {
    const { token } = await createSession(db.payload, { user: student.id });
    const cookie = `sid=${token}`;
    // The first request loads the content read model (its own statements): not part of a page's cost.
    await page(`/textbook/module?id=${unit.modules[0]}`, cookie);
    const counts: number[] = [];
    for (const path of [
      `/textbook/module?id=${unit.modules[0]}`,
      `/textbook/module?id=${unit.modules[1]}&s=${unit.lessons[4]}`,
      `/textbook/module?id=${large.modules[7]}`,
      `/textbook/module?id=${unit.modules[0]}&s=${unit.lessons[2]}&c=1`,
    ]) {
      const r = await page(path, cookie);
      expect(r.res.status).toBe(200);
      expect(r.timing).not.toMatch(/page cache hit/);
      counts.push(r.statements);
    }
    console.log(`uncached module page statements: ${counts.join(", ")}`);
    for (const n of counts) expect(n).toBeLessThanOrEqual(PAGE_MAX_STATEMENTS);
  });

  it("issue 25 (decision 083): a page without deferred data is rendered to the end and sent as one buffer, with its length", async () => {
    const { token } = await createSession(db.payload, { user: student.id });
    const cookie = `sid=${token}`;
    for (const path of [`/textbook/module?id=${unit.modules[0]}`, "/textbook"]) {
      // Not compressed, so the length the entry set reaches the client: a streamed page has none (chunked).
      const res = await fetch(`${server.base}${path}`, { headers: { ...UA, cookie, accept: "text/html", "accept-encoding": "identity" } });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.status).toBe(200);
      expect(res.headers.get("transfer-encoding")).toBeNull();
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      expect(body.toString("utf8").trimEnd()).toMatch(/<\/html>$/);
    }
  });

  it("issue 25 LRN-051 LRN-038: the pages carry only what they show — the module page leaves the unit's table of contents to its drawer, the unit page every lesson's status", async () => {
    const { token } = await createSession(db.payload, { user: student.id });
    const cookie = `sid=${token}`;
    // A module of the large unit: its own lessons are on the page, the other chapters' modules and lessons are not.
    const mod = await page(`/textbook/module?id=${large.modules[0]}`, cookie);
    expect(mod.res.status).toBe(200);
    expect(mod.body).toContain("UL C1 M1 L1");
    for (const other of ["UL C2", "UL C3", "UL C1 M2 L1"]) expect(mod.body).not.toContain(other);
    // The unit page: the contents and the summary, not the per-lesson statuses of the progress procedure.
    const unitPage = await page("/textbook", cookie);
    expect(unitPage.res.status).toBe(200);
    expect(unitPage.body).toContain("percentCompleted");
    for (const unshown of ["lessonsInprogress", "lessonsNotStarted"]) expect(unitPage.body).not.toContain(unshown);
  });

  it(`LRN-006 LRN-007 LRN-053 the unit page rendered from scratch sends at most ${PAGE_MAX_STATEMENTS} statements`, async () => {
    const { token } = await createSession(db.payload, { user: student.id });
    const cookie = `sid=${token}`;
    await page(`/textbook/module?id=${unit.modules[0]}`, cookie);
    const counts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await page(`/textbook`, cookie);
      expect(r.res.status).toBe(200);
      counts.push(r.statements);
    }
    console.log(`uncached unit page statements: ${counts.join(", ")}`);
    for (const n of counts) expect(n).toBeLessThanOrEqual(PAGE_MAX_STATEMENTS);
  });
});
