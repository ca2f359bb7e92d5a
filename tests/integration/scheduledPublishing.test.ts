/**
 * Issue 28 item 3: a lesson, module or unit scheduled to publish (or unpublish) at a date and time, through
 * Payload's scheduled publishing (`versions.drafts.schedulePublish`, the `schedulePublish` task on the jobs
 * queue, run every 2 s by each instance's runner): students see it at its time and not before, within 5 s.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentInvalidationSettled, startContentListener, stopContentListener } from "#core/content/invalidation";
import { contentView } from "#core/content/readModel";
import { runScheduledPublications, schedulePublication, startScheduleRunner } from "#core/content/schedule";
import { createLocalized } from "../../cms/lib/localized";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let editorId = 0;
let stopRunner: () => Promise<void> = async () => {};

beforeAll(async () => {
  db = await openTestDb();
  await startContentListener(db.payload);
  unit = await buildUnit(db.payload, "SP", 1, { chapters: 1, modules: 1, lessons: 1 });
  editorId = (await db.createUser({ email: "sched.editor@school.test", role: "editor" })).id;
  await contentInvalidationSettled();
}, 120_000);
afterAll(async () => {
  // A publication the runner is still making finishes before the database closes.
  await stopRunner();
  await stopContentListener(db.payload);
  await db?.close();
});

/** How long after `at` the read model first holds (or no longer holds) the lesson, checked every 100 ms for at most `ms`. */
async function seenAfter(at: number, check: () => Promise<boolean>, ms: number): Promise<number> {
  while (Date.now() < at + ms) {
    if (await check()) return Date.now() - at;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not seen within ${ms} ms of its time`);
}

describe("issue 28 item 3: scheduled publishing", () => {
  it("issue 28: a draft lesson scheduled to publish is not shown before its time, and is within 5 s after it; then unpublished the same way", async () => {
    const draft = await createLocalized(db.payload, "lessons", {
      title: { en: "Scheduled lesson", fr: "Leçon programmée" },
      module: unit.modules[0],
      order: 2,
      _status: "draft",
      narrationText: { en: "N", fr: "N" },
    });
    await contentInvalidationSettled();
    const has = async () => (await contentView(db.payload, "en")).lessons.has(draft.id);
    expect(await has()).toBe(false);
    const at = Date.now() + 4000;
    const job = await schedulePublication(db.payload, { collection: "lessons", id: draft.id, type: "publish", at: new Date(at), userId: editorId });
    expect(job).toMatchObject({ collection: "lessons", id: draft.id, type: "publish" });
    // Running the queue before the time publishes nothing.
    await runScheduledPublications(db.payload);
    expect(await has()).toBe(false);
    stopRunner = startScheduleRunner(db.payload, { everyMs: 2000 });
    while (Date.now() < at - 300) {
      expect(await has()).toBe(false);
      await new Promise((r) => setTimeout(r, 200));
    }
    const late = await seenAfter(at, has, 5000);
    expect(late).toBeLessThanOrEqual(5000);
    expect((await contentView(db.payload, "fr")).lessons.get(draft.id)?.title).toBe("Leçon programmée");
    // Published by Payload's own update, as the scheduling editor: a version records it.
    const versions = await db.payload.findVersions({
      collection: "lessons",
      where: { parent: { equals: draft.id } },
      overrideAccess: true,
      sort: "-updatedAt",
    });
    expect(versions.docs[0].version._status).toBe("published");

    const off = Date.now() + 2500;
    await schedulePublication(db.payload, { collection: "lessons", id: draft.id, type: "unpublish", at: new Date(off), userId: editorId });
    expect(await has()).toBe(true);
    expect(await seenAfter(off, async () => !(await has()), 5000)).toBeLessThanOrEqual(5000);
  });

  it("issue 28: only lessons, modules and units can be scheduled, and only existing ones", async () => {
    await expect(
      schedulePublication(db.payload, { collection: "quizzes" as never, id: 1, type: "publish", at: new Date(), userId: editorId }),
    ).rejects.toMatchObject({
      code: "schedule.collection",
    });
    await expect(
      schedulePublication(db.payload, { collection: "units", id: 999_999, type: "publish", at: new Date(), userId: editorId }),
    ).rejects.toMatchObject({
      code: "schedule.document",
    });
  });
});
