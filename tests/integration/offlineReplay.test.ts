import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { poolOf } from "#core/db/pool";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { contentModel } from "#core/content/readModel";
import { setReviewClockOffset } from "#core/review/clock";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { codeOf } from "../support/errors";

/**
 * Issue 46 item 2: writes made offline (a completion, a note, a review answer) are sent with an idempotency key
 * (offline.replay, core/offline/replay.ts): the same write twice has one effect; a refused write leaves its key free;
 * the manifest lists what keeping a module offline stores, with sizes (offline.manifest).
 */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;
let classId: number;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "OF", 1, { chapters: 1, modules: 1, lessons: 3 });
  await db.payload.update({
    collection: "quizzes",
    id: unit.quizzes[0],
    data: { questions: [{ question: "Offline Q1", options: [0, 1, 2].map((j) => ({ text: `Offline option ${j + 1}`, correct: j === 0 })) }] },
    overrideAccess: true,
  });
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-OF", name: "OF", units: [unit.unit] }, overrideAccess: true })).id;
  classId = (
    await db.payload.create({
      collection: "classes",
      data: { name: "Offline", key: "OFFLINE-A", memberships: [membership], reviewEnabled: true },
      overrideAccess: true,
    })
  ).id;
  await contentInvalidationSettled();
  await contentModel(db.payload);
}, 120_000);
afterAll(() => db?.close());
afterEach(() => setReviewClockOffset(0));

let n = 0;
const student = (data: Partial<User> = {}) =>
  db.createUser({ email: `offline${++n}@school.test`, role: "student", classes: [classId], memberships: [membership], ...data });
const count = async (sql: string, values: unknown[]) => Number((await poolOf(db.payload).query(sql, values)).rows[0].n);
const note = (summary: string) => ({
  kind: "createNote" as const,
  moduleId: unit.modules[0],
  lessonId: unit.lessons[0],
  summary,
  body: JSON.stringify({ root: { type: "root", children: [] } }),
});

describe("issue 46 item 2: offline writes are applied once", () => {
  it("issue 46 the same note sent twice (and twice at once) is one note; the repeat answers applied: false", async () => {
    const user = await student();
    const caller = await db.callerAs(user);
    const key = randomUUID();
    expect(await caller.offline.replay({ key, write: note("Written on the bus") })).toEqual({ applied: true });
    expect(await caller.offline.replay({ key, write: note("Written on the bus") })).toEqual({ applied: false });
    expect(await count(`SELECT count(*) AS n FROM study_notes WHERE user_id = $1`, [user.id])).toBe(1);
    // Two tabs sending the same queued write at the same moment.
    const twin = randomUUID();
    const both = await Promise.all([caller.offline.replay({ key: twin, write: note("Twin") }), caller.offline.replay({ key: twin, write: note("Twin") })]);
    expect(both.map((a) => a.applied).sort()).toEqual([false, true]);
    expect(await count(`SELECT count(*) AS n FROM study_notes WHERE user_id = $1 AND summary = 'Twin'`, [user.id])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM offline_writes WHERE user_id = $1`, [user.id])).toBe(2);
  });

  it("issue 46 a completion sent twice is recorded once (the lesson COMPLETE, the next opened); another student's same key is theirs", async () => {
    const user = await student();
    const caller = await db.callerAs(user);
    const key = randomUUID();
    const write = { kind: "completeLesson" as const, moduleId: unit.modules[0], lessonId: unit.lessons[0] };
    expect(await caller.offline.replay({ key, write })).toEqual({ applied: true });
    const progress = `SELECT count(*) AS n FROM progress WHERE user_id = $1 AND item_type = 'lesson' AND item_id = $2 AND status = $3`;
    const before = (
      await poolOf(db.payload).query(`SELECT updated_at FROM progress WHERE user_id = $1 AND item_type = 'lesson' AND item_id = $2`, [user.id, unit.lessons[0]])
    ).rows;
    expect(await caller.offline.replay({ key, write })).toEqual({ applied: false });
    expect(await count(progress, [user.id, unit.lessons[0], "COMPLETE"])).toBe(1);
    expect(await count(progress, [user.id, unit.lessons[1], "IN-PROGRESS"])).toBe(1);
    // The repeat wrote nothing: the row is as the first call left it.
    expect(
      (
        await poolOf(db.payload).query(`SELECT updated_at FROM progress WHERE user_id = $1 AND item_type = 'lesson' AND item_id = $2`, [
          user.id,
          unit.lessons[0],
        ])
      ).rows,
    ).toEqual(before);
    const other = await student();
    expect(await (await db.callerAs(other)).offline.replay({ key, write })).toEqual({ applied: true });
  });

  it("issue 46 a review answer sent twice reschedules the card once", async () => {
    const user = await student();
    const caller = await db.callerAs(user);
    const started = await caller.quizzes.start({ quizId: unit.quizzes[0] });
    const q = started.questions[0];
    const wrong = q.options.find((o) => o.text !== "Offline option 1")!;
    await caller.quizzes.score({ quizId: unit.quizzes[0], attemptId: started.attemptId, answers: [{ questionId: q.id, optionId: wrong.id }] });
    await caller.quizzes.submit({ attemptId: started.attemptId! });
    setReviewClockOffset(DAY + 60_000);
    const card = (await caller.review.session({ unitId: unit.unit })).card!;
    const right = card.options.find((o) => o.text === "Offline option 1")!;
    const reps = await count(`SELECT reps AS n FROM review_cards WHERE id = $1`, [card.cardId]);
    const key = randomUUID();
    const write = { kind: "reviewAnswer" as const, cardId: card.cardId, optionId: right.id };
    expect(await caller.offline.replay({ key, write })).toEqual({ applied: true });
    expect(await caller.offline.replay({ key, write })).toEqual({ applied: false });
    expect(await count(`SELECT reps AS n FROM review_cards WHERE id = $1`, [card.cardId])).toBe(reps + 1);
  });

  it("issue 46 a refused write leaves its key free (a later attempt may apply it); a multi-session session records nothing", async () => {
    const outsider = await db.createUser({ email: "offline.outsider@school.test", role: "student" });
    const key = randomUUID();
    expect(await codeOf((await db.callerAs(outsider)).offline.replay({ key, write: note("Not mine") }))).toBe("FORBIDDEN");
    expect(await count(`SELECT count(*) AS n FROM offline_writes WHERE user_id = $1`, [outsider.id])).toBe(0);
    const shared = await db.callerAs(await student(), { session: { multiSession: true } });
    expect(await codeOf(shared.offline.replay({ key: randomUUID(), write: note("Shared") }))).toBe("FORBIDDEN");
  });

  it("issue 46 the manifest lists each lesson's page and files with their sizes, for a member only", async () => {
    const user = await student();
    const manifest = await (await db.callerAs(user)).offline.manifest({ moduleId: unit.modules[0] });
    expect(manifest.pages).toEqual([`/textbook/module?id=${unit.modules[0]}`, ...unit.lessons.map((l) => `/textbook/module?id=${unit.modules[0]}&s=${l}`)]);
    expect(manifest.bytes).toBeGreaterThanOrEqual(manifest.pages.length * 64 * 1024);
    for (const f of manifest.files) expect(f.url.startsWith("/")).toBe(true);
    const outsider = await db.createUser({ email: "offline.outsider2@school.test", role: "student" });
    expect(await codeOf((await db.callerAs(outsider)).offline.manifest({ moduleId: unit.modules[0] }))).toBe("FORBIDDEN");
  });
});
