import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitFailuresPropagate } from "#core/db/checkedCommits";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { contentModel } from "#core/content/readModel";
import { buildUnit } from "../support/content";
import { killPoints, type KillPoints, type Outcome } from "../support/killPoints";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * A lost write (issue "Proof at scale", docs/reliability.md): the soak once found a note answered 200
 * and missing from the database after PostgreSQL terminated the pool's connections. Here the connection
 * is killed (pg_terminate_backend) just before the 1st, 2nd, 3rd… statement a note write sends, one
 * point per call, until a call sends fewer statements than the point: whatever the point, a call that
 * resolved has its row (and its change), and a call whose write is not in the database threw a typed
 * error. Payload's postgres adapter (3.90.2) swallows a failed COMMIT, so a Local API write inside its
 * transaction would resolve here with no row.
 */
let db: TestDb;
let kp: KillPoints;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "LW", 1, { chapters: 1, modules: 1, lessons: 1 });
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-LOST", name: "L", units: [unit.unit] }, overrideAccess: true })).id;
  // The content read model loaded (and no delayed drop pending), so the points fall on the write itself.
  await contentInvalidationSettled();
  await contentModel(db.payload);
  kp = await killPoints(db);
}, 180_000);
afterAll(async () => {
  await kp?.close();
  await db?.close();
});

const NOTE = /study_notes|^commit/i;
/** Runs `write` once per kill point (1, 2, 3…) until it sends fewer statements than the point. */
const atEveryPoint = (write: (point: number) => Promise<unknown>, check: (o: Outcome) => Promise<void>, prepare?: (point: number) => Promise<void>) =>
  kp.atEveryPoint(write, check, { prepare, target: NOTE });

const text = (t: string) => ({ type: "text", text: t, format: 0, style: "", detail: 0, mode: "normal", version: 1 });
const body = (t: string) =>
  JSON.stringify({
    root: {
      type: "root",
      children: [{ type: "paragraph", children: [text(t)], format: "", indent: 0, version: 1 }],
      direction: null,
      format: "",
      indent: 0,
      version: 1,
    },
  });

const rowsOf = (sql: string, values: unknown[]) => kp.rowsOf(sql, values);

/** A call that did not persist threw a typed error (tRPC's), never resolved. */
function expectTyped(o: Outcome) {
  expect(o.error, `point ${o.point} (${o.statement})`).toBeInstanceOf(TRPCError);
}

describe("lost write: the connection killed at every statement of a note write", () => {
  it("NOTE-003 NOTE-015 lost write: a created note that resolved is in the database once; one that is not threw", async () => {
    const caller = await db.callerAs(await db.createUser({ email: "lost-create@school.test", role: "student", memberships: [membership] }));
    // Once without a fault, so that whatever the first write loads is loaded.
    await caller.study.createNote({ moduleId: unit.modules[0], summary: "warm-up", body: body("w") });
    await atEveryPoint(
      (point) => caller.study.createNote({ moduleId: unit.modules[0], lessonId: unit.lessons[0], summary: `lost write ${point}`, body: body(`n${point}`) }),
      async (o) => {
        const rows = await rowsOf(`SELECT id FROM study_notes WHERE summary = $1`, [`lost write ${o.point}`]);
        if (o.ok) expect(rows, `point ${o.point} (${o.statement}) answered and its note is missing`).toHaveLength(1);
        else {
          expect(rows, `point ${o.point} (${o.statement}) threw and its note is stored`).toHaveLength(0);
          expectTyped(o);
        }
      },
    );
  });

  it("NOTE-017 lost write: an edit that resolved is stored; one that is not threw", async () => {
    const caller = await db.callerAs(await db.createUser({ email: "lost-edit@school.test", role: "student", memberships: [membership] }));
    const { id } = await caller.study.createNote({ moduleId: unit.modules[0], summary: "before", body: body("before") });
    await atEveryPoint(
      (point) => caller.study.updateNote({ id, summary: `edited ${point}`, body: body(`after ${point}`) }),
      async (o) => {
        const [row] = await rowsOf(`SELECT summary, body FROM study_notes WHERE id = $1`, [id]);
        if (o.ok) expect(row.summary, `point ${o.point} (${o.statement}) answered and its edit is missing`).toBe(`edited ${o.point}`);
        else {
          expect(row.summary, `point ${o.point} (${o.statement}) threw and its edit is stored`).not.toBe(`edited ${o.point}`);
          expectTyped(o);
        }
      },
    );
  });

  it("NOTE-017 lost write: a delete that resolved removed the note; one that did not threw", async () => {
    const caller = await db.callerAs(await db.createUser({ email: "lost-delete@school.test", role: "student", memberships: [membership] }));
    let id = 0;
    await atEveryPoint(
      () => caller.study.deleteNote({ id }),
      async (o) => {
        const rows = await rowsOf(`SELECT id FROM study_notes WHERE id = $1`, [id]);
        if (o.ok) expect(rows, `point ${o.point} (${o.statement}) answered and the note is still there`).toHaveLength(0);
        else {
          expect(rows, `point ${o.point} (${o.statement}) threw and the note is gone`).toHaveLength(1);
          expectTyped(o);
        }
      },
      async (point) => {
        id = (await caller.study.createNote({ moduleId: unit.modules[0], summary: `to delete ${point}`, body: body("x") })).id;
      },
    );
  });

  it("NOTE-003 lost write: with propagateCommitFailures (installed at start), a Local API write whose COMMIT fails throws instead of resolving", async () => {
    // Installed by the Payload config's onInit (cms/payload.config.ts) on every instance.
    expect(commitFailuresPropagate(db.payload)).toBe(true);
    const user = await db.createUser({ email: "lost-local@school.test", role: "student", memberships: [membership] });
    await atEveryPoint(
      (point) =>
        db.payload.create({
          collection: "study-notes",
          data: { user: user.id, module: unit.modules[0], summary: `local api ${point}`, body: { root: {} } },
          overrideAccess: true,
          depth: 0,
        }),
      async (o) => {
        const rows = await rowsOf(`SELECT id FROM study_notes WHERE summary = $1`, [`local api ${o.point}`]);
        if (o.ok) expect(rows, `point ${o.point} (${o.statement}) answered and its row is missing`).toHaveLength(1);
        else {
          expect(rows, `point ${o.point} (${o.statement}) threw and its row is stored`).toHaveLength(0);
          expect(o.error).toBeInstanceOf(Error);
        }
      },
    );
    // Rolled-back and committed transactions still work after the faults.
    await expect(
      db.payload.create({ collection: "study-notes", data: { user: user.id, module: 0, summary: "x", body: {} }, overrideAccess: true }),
    ).rejects.toThrow();
    const ok = await db.payload.create({
      collection: "study-notes",
      data: { user: user.id, module: unit.modules[0], summary: "after", body: {} },
      overrideAccess: true,
    });
    expect(await rowsOf(`SELECT id FROM study_notes WHERE id = $1`, [ok.id])).toHaveLength(1);
  });
});
