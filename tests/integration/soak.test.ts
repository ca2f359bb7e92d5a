import { beforeAll, describe, expect, it } from "vitest";
import { seededTemplate } from "../support/seededTemplate";
import { formatSoak, runSoak } from "../../scripts/soak";

/**
 * Load with faults, small (issue "Proof at scale", issue 29; `npm run soak` is the full one): 50
 * students and 2 buyers for 30 s on two production instances behind Debian's nginx, through
 * PgBouncer in transaction mode, with one jobs worker (deploy/'s templates, tests/support/stack.ts).
 * Meanwhile one instance is restarted, PgBouncer is restarted, the database connections are dropped
 * (pg_terminate_backend) and the worker is SIGKILLed and replaced. Every acknowledged write (lesson
 * completions, notes, quiz submissions, paid orders) is in the database exactly once, every paid
 * order's accounting sync ran to SUCCESS once the queue drained, no 5xx outside the fault windows,
 * and both instances answer /healthz again after each fault. (The dropped connections once lost an
 * acknowledged note — a Local API write whose failed COMMIT Payload swallowed; fixed, and pinned
 * deterministically by tests/integration/lostWrite.test.ts: docs/reliability.md. A worker killed
 * inside a job is pinned deterministically by tests/integration/worker.test.ts.)
 */
describe("soak with faults (CI size)", () => {
  // On a fresh machine the seeded template is built first (the whole demo curriculum: 300 s seen at load 17 in CI):
  // its own time, not the soak's.
  beforeAll(() => seededTemplate(), 1_200_000);

  it("issue 29 item 2: acknowledged writes and paid orders' syncs survive, behind nginx and PgBouncer, an instance restart, a PgBouncer restart, dropped connections and a killed worker", async () => {
    const report = await runSoak({ students: 50, seconds: 30, pgRestart: false, dropConnections: true, stack: "nginx", buyers: 2, log: () => {} });
    console.log(formatSoak(report).join("\n"));
    expect(report.stack).toBe("nginx");
    expect(report.acked.lessons).toBeGreaterThan(100);
    expect(report.acked.notes).toBeGreaterThan(10);
    expect(report.acked.quizzes).toBeGreaterThan(5);
    expect(report.acked.orders).toBeGreaterThan(3);
    expect(report.lost).toEqual({ lessons: 0, notes: 0, quizzes: 0, orders: 0 });
    expect(report.duplicated).toEqual({ notes: 0, quizzes: 0, orders: 0 });
    expect({ notSynced: report.sync.notSynced, jobsLeft: report.sync.jobsLeft }, report.sync.workerLog).toEqual({ notSynced: 0, jobsLeft: 0 });
    expect(report.fiveXxOutside).toBe(0);
    // Both instances served requests through nginx.
    expect(Object.keys(report.served).sort()).toEqual(["a", "b"]);
    expect(report.faults.map((f) => f.fault)).toEqual([
      "restart instance a",
      "restart PgBouncer",
      "drop the pools' connections",
      "kill the jobs worker (SIGKILL) and start another",
    ]);
    for (const f of report.faults) {
      for (const ms of Object.values(f.healthyAfterMs)) {
        expect(ms, f.fault).not.toBeNull();
        // The goal is 10 s (printed by `npm run soak`). A restarted instance's time includes its own start, which CI's
        // parallel test files slow down (15–22 s seen on a machine shared with four other sessions, 53 s at load 18), so the
        // test allows 120 s for it rather than flake; the other faults leave the instances running: 45 s.
        expect(ms!, f.fault).toBeLessThanOrEqual(f.fault === "restart instance a" ? 120_000 : 45_000);
      }
    }
  }, 600_000);
});
