import { describe, expect, it } from "vitest";
import { formatSoak, runSoak } from "../../scripts/soak";

/**
 * Load with faults, small (issue "Proof at scale"; `npm run soak` is the full one): 50 students for
 * 60 s on two production instances behind the local proxy, one instance restarted meanwhile and then
 * the pools' connections dropped (pg_terminate_backend). Every acknowledged write (lesson completions,
 * notes, quiz submissions) is in the database exactly once, no 5xx outside the fault windows, and both
 * instances answer /healthz again after each fault. (The dropped connections once lost an acknowledged
 * note — a Local API write whose failed COMMIT Payload swallowed; fixed, and pinned deterministically by
 * tests/integration/lostWrite.test.ts: docs/reliability.md.)
 */
describe("soak with faults (CI size)", () => {
  it("LRN-005 NOTE-003 QUIZ-009 acknowledged writes survive an instance restart and dropped connections", async () => {
    const report = await runSoak({ students: 50, seconds: 60, pgRestart: false, dropConnections: true, log: () => {} });
    console.log(formatSoak(report).join("\n"));
    expect(report.acked.lessons).toBeGreaterThan(100);
    expect(report.acked.notes).toBeGreaterThan(10);
    expect(report.acked.quizzes).toBeGreaterThan(5);
    expect(report.lost).toEqual({ lessons: 0, notes: 0, quizzes: 0 });
    expect(report.duplicated).toEqual({ notes: 0, quizzes: 0 });
    expect(report.fiveXxOutside).toBe(0);
    expect(report.faults.map((f) => f.fault)).toEqual(["restart instance a", "drop the pools' connections"]);
    for (const f of report.faults) {
      for (const ms of Object.values(f.healthyAfterMs)) {
        expect(ms).not.toBeNull();
        // The goal is 10 s (printed by `npm run soak`); a restarted instance's time includes its own start,
        // which CI's parallel test files slow down (15–22 s seen on a machine shared with four other sessions), so the test allows 45 s rather than flake.
        expect(ms!).toBeLessThanOrEqual(45_000);
      }
    }
  }, 480_000);
});
