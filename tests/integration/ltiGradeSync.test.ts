import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createConsumer } from "#core/lti/consumers";
import { launch } from "#core/lti/launch";
import { OUTCOMES_QUEUE, startOutcomesRunner } from "#core/lti/outcomes";
import { seedCatalog } from "../support/adminFixtures";
import { buildUnit } from "../support/content";
import { signedLtiLaunch } from "../support/lti";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * LTI-018 (unspecified in the seeds: when grade sync runs other than on demand, and the tenant):
 * here a submitted quiz of an LTI learner queues the unit's grade for every portal link of the
 * learner, and the server's runner sends the queue every 10 s; the portal is named by the link's own
 * outcome service URL and result id (no tenant value).
 */
let db: TestDb;
const consumer = { key: "", secret: "" };
let unitId = 0;
let quizId = 0;
const OUTCOMES_URL = "https://lms.school.test/outcomes";

beforeAll(async () => {
  db = await openTestDb();
  const catalog = await seedCatalog(db.payload);
  const graded = await buildUnit(db.payload, "Synced", 1, { chapters: 1, modules: 1, lessons: 1 });
  unitId = graded.unit;
  quizId = graded.quizzes[0]!;
  const created = await createConsumer(db, {
    consumerName: "Sync LMS",
    consumerKey: "sync.lms",
    ltiVersion: "LTI-1p0",
    ltiType: "unit",
    classSelected: catalog.classes.river,
    membership: catalog.memberships.life,
    frameOrigins: "",
  });
  Object.assign(consumer, { key: created.consumerDetails.key, secret: created.consumerDetails.security });
}, 120_000);
afterAll(() => db?.close());

function signedLaunch(userId: string, extra: Record<string, string>): [string, string][] {
  return signedLtiLaunch(consumer, { id: "synced-link", title: "Synced unit" }, userId, extra);
}

async function queuedPassbacks() {
  const { docs } = await db.payload.find({
    collection: "payload-jobs",
    where: { and: [{ queue: { equals: OUTCOMES_QUEUE } }, { taskSlug: { equals: "ltiReplaceResult" } }] },
    overrideAccess: true,
    pagination: false,
    depth: 0,
  });
  return docs as unknown as { input: { identity: number; unit: number; score: number; syncType: string } }[];
}

describe("automatic grade sync", () => {
  it("LTI-018 besides on demand, a submitted quiz queues the unit's grade for the learner's portal link (its outcome service URL and result id, no tenant); the server's runner sends the queue every 10 s", async () => {
    const r = await launch(db.payload, {
      method: "POST",
      url: "https://tool.test/lti/launch",
      body: signedLaunch("auto-sync", { lis_outcome_service_url: OUTCOMES_URL, lis_result_sourcedid: "src-auto" }),
    });
    if (!r.ok) throw new Error(r.code);
    const m = await db.payload.create({ collection: "memberships", data: { key: "M-AUTO", name: "auto", units: [unitId] }, overrideAccess: true });
    await db.payload.update({ collection: "users", id: r.userId, data: { memberships: [m.id] }, overrideAccess: true });
    const user = await db.payload.findByID({ collection: "users", id: r.userId, depth: 0, overrideAccess: true });
    const caller = await db.callerAs(user);

    expect(await queuedPassbacks()).toEqual([]);
    const started = await caller.quizzes.start({ quizId });
    const answers = started.questions.map((q) => ({ questionId: q.id, optionId: (q.options.find((o) => o.text === "Adenine") ?? q.options[0]!).id }));
    await caller.quizzes.score({ quizId, attemptId: started.attemptId, answers });
    await caller.quizzes.submit({ attemptId: started.attemptId! });

    const jobs = await queuedPassbacks();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.input).toMatchObject({ unit: unitId, score: 1, syncType: "grade" });
    const identity = await db.payload.findByID({ collection: "lti-identities", id: jobs[0]!.input.identity, depth: 0, overrideAccess: true });
    expect(identity).toMatchObject({ outcomeServiceUrl: OUTCOMES_URL, resultSourcedid: "src-auto" });

    // The runner: the outcomes queue, every 10 s.
    const run = vi.spyOn(db.payload.jobs, "run").mockResolvedValue(undefined as never);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const stop = startOutcomesRunner(db.payload);
      vi.advanceTimersByTime(9_999);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledWith(expect.objectContaining({ queue: OUTCOMES_QUEUE }));
      stop();
    } finally {
      vi.useRealTimers();
    }
    run.mockRestore();
  });
});
