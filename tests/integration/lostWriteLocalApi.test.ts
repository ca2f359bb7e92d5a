import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitFailuresPropagate } from "#core/db/checkedCommits";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { contentModel } from "#core/content/readModel";
import { buildUnit } from "../support/content";
import { killPoints, type KillPoints, type Outcome } from "../support/killPoints";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Lost writes through Payload's Local API (issue "Proof at scale", docs/reliability.md): Payload's
 * postgres adapter (3.90.2) swallows a failed COMMIT, so a `payload.create/update` whose connection
 * is terminated just before its COMMIT would resolve with a document that was rolled back.
 * core/db/checkedCommits.ts (installed at start by the config's onInit) makes it reject. Here the
 * connection is killed before each statement in turn (tests/support/killPoints.ts) of writes that
 * stay on the Local API: a Q&A question, a Q&A edit, a login's session. Whatever the point, a call
 * that answered has its write in the database, and a call whose write is missing threw a typed
 * error (TRPCError). Without the install the COMMIT point answers with nothing stored.
 */
let db: TestDb;
let kp: KillPoints;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let classId: number;

const PASSWORD = "Lost-Write-2026!";
let n = 0;
const student = (opts: { password?: string } = {}) =>
  db.createUser({ email: `lw-local${++n}@school.test`, role: "student", firstName: "Lee", classes: [classId], ...opts });

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "LL", 1, { chapters: 1, modules: 1, lessons: 1 });
  const membership = (await db.payload.create({ collection: "memberships", data: { key: "M-LWL", name: "L", units: [unit.unit] }, overrideAccess: true })).id;
  classId = (await db.payload.create({ collection: "classes", data: { name: "Lost", key: "LWL-A", memberships: [membership] }, overrideAccess: true })).id;
  // The content read model loaded (and no delayed drop pending), so the points fall on the write itself.
  await contentInvalidationSettled();
  await contentModel(db.payload);
  // Once without a fault, so that whatever the first write loads is loaded.
  await (await db.callerAs(await student())).study.postComment({ moduleId: unit.modules[0], text: "warm-up" });
  kp = await killPoints(db);
}, 180_000);
afterAll(async () => {
  await kp?.close();
  await db?.close();
});

/** A call that did not persist threw a typed error (tRPC's), never resolved. */
function expectTyped(o: Outcome) {
  expect(o.error, `point ${o.point} (${o.statement})`).toBeInstanceOf(TRPCError);
}

describe("lost write: the connection killed at every statement of a Local API write", () => {
  it("QA-004 lost write: a question that was answered is stored; one that is not threw", async () => {
    expect(commitFailuresPropagate(db.payload)).toBe(true);
    // A fresh student per point: the Q&A rate limit (10 a minute) is per user.
    let caller: Awaited<ReturnType<TestDb["callerAs"]>>;
    await kp.atEveryPoint(
      (point) => caller.study.postComment({ moduleId: unit.modules[0], text: `lost question ${point}` }),
      async (o) => {
        const rows = await kp.rowsOf(`SELECT id FROM comments WHERE text = $1`, [`lost question ${o.point}`]);
        if (o.ok) expect(rows, `point ${o.point} (${o.statement}) answered and its comment is missing`).toHaveLength(1);
        else {
          expect(rows, `point ${o.point} (${o.statement}) threw and its comment is stored`).toHaveLength(0);
          expectTyped(o);
        }
      },
      {
        prepare: async () => {
          caller = await db.callerAs(await student());
        },
      },
    );
  });

  it("QA-013 lost write: an edit that was answered is stored; one that is not threw", async () => {
    let caller: Awaited<ReturnType<TestDb["callerAs"]>>;
    let id = 0;
    await kp.atEveryPoint(
      (point) => caller.study.editComment({ id, text: `edited ${point}` }),
      async (o) => {
        const [row] = await kp.rowsOf(`SELECT text FROM comments WHERE id = $1`, [id]);
        if (o.ok) expect(row.text, `point ${o.point} (${o.statement}) answered and its edit is missing`).toBe(`edited ${o.point}`);
        else {
          expect(row.text, `point ${o.point} (${o.statement}) threw and its edit is stored`).toBe(`before ${o.point}`);
          expectTyped(o);
        }
      },
      {
        prepare: async (point) => {
          caller = await db.callerAs(await student());
          id = (await caller.study.postComment({ moduleId: unit.modules[0], text: `before ${point}` })).id;
        },
      },
    );
  });

  it("SES-018 SES-004 lost write: a login that answered validLogin has its session stored; one that did not store it answered SESSION_START_FAILED or threw", async () => {
    let caller: Awaited<ReturnType<TestDb["callerAs"]>>;
    let user = 0;
    let email = "";
    await kp.atEveryPoint(
      () => caller.auth.login({ identifier: email, password: PASSWORD }),
      async (o) => {
        const rows = await kp.rowsOf(`SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL`, [user]);
        const answer = o.value as { validLogin?: boolean; errorId?: string } | undefined;
        if (o.ok && answer?.validLogin) expect(rows, `point ${o.point} (${o.statement}) answered validLogin and the session is missing`).toHaveLength(1);
        // SES-004 (decision 071): a session that could not be started is answered as such, with nothing stored.
        else if (o.ok) {
          expect(answer, `point ${o.point} (${o.statement})`).toMatchObject({ validLogin: false, errorId: "SESSION_START_FAILED" });
          expect(rows, `point ${o.point} (${o.statement}) answered SESSION_START_FAILED with a live session`).toHaveLength(0);
        } else expectTyped(o);
      },
      {
        prepare: async (point) => {
          const u = await student({ password: PASSWORD });
          user = u.id;
          email = u.email;
          caller = await db.callerAs(null, { ip: `198.51.100.${point}` });
        },
      },
    );
  });
});
