import { describe, expect, it } from "vitest";
import { laterStatus, lessonButtonKey, nextStep, nextStepUrl, round2, summarizeUnit, unitTotalGrade, type ProgressStatus } from "#shared/progress";

describe("progress arithmetic", () => {
  it("LRN-035 counts completed, in-progress and not-started lessons; the percentage has 2 decimals", () => {
    const statuses = new Map<number, ProgressStatus>([
      [1, "COMPLETE"],
      [2, "IN-PROGRESS"],
      [9, "COMPLETE"], // a lesson no longer in the unit does not count
    ]);
    expect(summarizeUnit([1, 2, 3], statuses, "IN-PROGRESS")).toEqual({
      status: "IN-PROGRESS",
      lessonsCompleted: 1,
      lessonsInprogress: 1,
      lessonsNotStarted: 1,
      lessonsTotal: 3,
      percentCompleted: 33.33,
    });
    expect(
      summarizeUnit(
        [1, 2, 3, 4, 5, 6],
        new Map([
          [1, "COMPLETE"],
          [2, "COMPLETE"],
        ]),
        null,
      ).percentCompleted,
    ).toBe(33.33);
    expect(
      summarizeUnit(
        [1, 2, 3],
        new Map([
          [1, "COMPLETE"],
          [2, "COMPLETE"],
        ]),
        null,
      ).percentCompleted,
    ).toBe(66.67);
  });

  it("LRN-036 with nothing recorded the summary is 0 %, 0 completed and 16 lessons", () => {
    expect(summarizeUnit([1, 2, 3], new Map(), null)).toEqual({
      status: "NOT FOUND",
      lessonsCompleted: 0,
      lessonsInprogress: 0,
      lessonsNotStarted: 16,
      lessonsTotal: 16,
      percentCompleted: 0,
    });
    expect(summarizeUnit([], new Map(), "IN-PROGRESS")).toMatchObject({ lessonsTotal: 0, percentCompleted: 0 });
  });

  it("statuses only move forward", () => {
    expect(laterStatus("COMPLETE", "IN-PROGRESS")).toBe("COMPLETE");
    expect(laterStatus("Not Started", "IN-PROGRESS")).toBe("IN-PROGRESS");
    expect(round2(12.345)).toBe(12.35);
  });

  it("LRN-058 the unit total grade averages the module quiz grades, a quiz not taken counting 0", () => {
    expect(unitTotalGrade([100, null, 50])).toBe(50);
    expect(unitTotalGrade([80, 70, 75])).toBe(75);
    expect(unitTotalGrade([100, 0, 0])).toBe(33.33);
    expect(unitTotalGrade([])).toBeNull();
  });
});

describe("moving on", () => {
  it("LRN-048 LRN-049 LRN-050 next lesson, then the next module, then the same module with chapterComplete=true", () => {
    expect(nextStep([4, 5, 6], 4, 20)).toEqual({ kind: "lesson", lessonId: 5 });
    expect(nextStep([4, 5, 6], 6, 20)).toEqual({ kind: "module", moduleId: 20 });
    expect(nextStep([4, 5, 6], 6, null)).toEqual({ kind: "end" });
    expect(nextStepUrl(10, { kind: "lesson", lessonId: 5 })).toBe("/textbook/module?id=10&s=5");
    expect(nextStepUrl(10, { kind: "module", moduleId: 20 })).toBe("/textbook/module?id=20&next=1");
    expect(nextStepUrl(10, { kind: "end" })).toBe("/textbook/module?id=10&chapterComplete=true");
  });

  it("LRN-044 LRN-045 LRN-046 the lesson button's label", () => {
    expect(lessonButtonKey({ multiSession: false, isLast: false, status: "IN-PROGRESS" })).toBe("learning.lesson.completeNext");
    expect(lessonButtonKey({ multiSession: false, isLast: true, status: null })).toBe("learning.lesson.completeNextModule");
    expect(lessonButtonKey({ multiSession: false, isLast: true, status: "COMPLETE" })).toBe("learning.lesson.completed");
    expect(lessonButtonKey({ multiSession: true, isLast: false, status: null })).toBe("learning.lesson.moveNext");
    expect(lessonButtonKey({ multiSession: true, isLast: true, status: "COMPLETE" })).toBe("learning.lesson.moveNextModule");
  });
});
