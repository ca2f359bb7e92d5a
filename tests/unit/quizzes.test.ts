import { describe, expect, it } from "vitest";
import {
  applyDateChange,
  attemptsLeft,
  averageQuizGrade,
  dayIn,
  formatQuizDate,
  isWithinDates,
  refusalOf,
  scorePercent,
  QUIZ_REFUSALS,
} from "../../shared/quizzes";

describe("quiz rules", () => {
  it("QUIZ-008 the score percent is a whole number", () => {
    expect(scorePercent(3, 8)).toBe(38);
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(0, 0)).toBe(0);
  });

  it("QUIZ-016 100 attempts means unlimited; otherwise limit minus completed, never below 0", () => {
    expect(attemptsLeft(100, 57)).toBeNull();
    expect(attemptsLeft(3, 1)).toBe(2);
    expect(attemptsLeft(1, 2)).toBe(0);
  });

  it("QUIZ-019 open when today lies within the dates, inclusive; 'N' or nothing is no bound", () => {
    expect(isWithinDates("2026-05-01", "2026-05-01", "2026-05-01")).toBe(true);
    expect(isWithinDates("2026-04-30", "2026-05-01", "N")).toBe(false);
    expect(isWithinDates("2026-05-02", "N", "2026-05-01")).toBe(false);
    expect(isWithinDates("2026-05-02", null, undefined)).toBe(true);
  });

  it("QUIZ-021 'today' is the date in the class's time zone", () => {
    const at = new Date("2026-11-24T03:30:00Z");
    expect(dayIn("America/Toronto", at)).toBe("2026-11-23");
    expect(dayIn("Europe/Paris", at)).toBe("2026-11-24");
  });

  it("QUIZ-024 the unit average counts 'Not Taken' as 0, to 2 decimals", () => {
    expect(averageQuizGrade([100, null, 50])).toBe(50);
    expect(averageQuizGrade([100, 0, 0])).toBe(33.33);
    expect(averageQuizGrade([])).toBe(0);
  });

  it("TEA-015 dates display as 'MMMM D YYYY' in the page's language", () => {
    expect(formatQuizDate("2026-03-05", "en")).toBe("March 5 2026");
    expect(formatQuizDate("2026-03-05", "fr")).toBe("mars 5 2026");
    expect(formatQuizDate("N", "en")).toBe("");
  });

  it("TEA-017 TEA-020 adding sets a bound, removing sets 'N'; an open date after the close date is refused", () => {
    const none = { openDate: "N", closeDate: "N" };
    expect(applyDateChange(none, "ADD-OPEN", "2026-05-01")).toEqual({ openDate: "2026-05-01", closeDate: "N" });
    expect(applyDateChange({ openDate: "2026-05-01", closeDate: "2026-06-01" }, "REMOVE-CLOSE", null)).toEqual({ openDate: "2026-05-01", closeDate: "N" });
    expect(applyDateChange({ openDate: "N", closeDate: "2026-04-01" }, "ADD-OPEN", "2026-05-01")).toBeNull();
  });

  it("QUIZ-017 QUIZ-020 a server message maps back to its refusal", () => {
    expect(refusalOf(QUIZ_REFUSALS.attempts)).toBe("attempts");
    expect(refusalOf(QUIZ_REFUSALS.dates)).toBe("dates");
    expect(refusalOf("something else")).toBeNull();
  });
});
