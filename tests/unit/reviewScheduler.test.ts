import { describe, expect, it } from "vitest";
import { ratingOf, REVIEW_PARAMETERS, schedule } from "#core/review/scheduler";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-26T10:00:00Z");

describe("issue 28: the review scheduler (FSRS through ts-fsrs, decision 100)", () => {
  it("issue 28: right = Good (3), wrong = Again (1); no short-term steps, no fuzz", () => {
    expect(ratingOf(true)).toBe(3);
    expect(ratingOf(false)).toBe(1);
    expect(REVIEW_PARAMETERS).toMatchObject({ enable_short_term: false, enable_fuzz: false, request_retention: 0.9 });
  });

  it("issue 28: a question missed for the first time is due the next day", () => {
    const card = schedule(null, false, now);
    expect(card.due.getTime() - now.getTime()).toBe(DAY);
    expect(card.scheduled_days).toBe(1);
    expect(card.reps).toBe(1);
  });

  it("issue 28: answered right when due, it moves further each time; missed again, it comes back much sooner (a lapse)", () => {
    let card = schedule(null, false, now);
    const gaps: number[] = [];
    for (let i = 0; i < 3; i++) {
      const at = card.due;
      card = schedule(card, true, at);
      gaps.push(card.due.getTime() - at.getTime());
    }
    expect(gaps[0]).toBeGreaterThan(DAY);
    expect(gaps[1]).toBeGreaterThan(gaps[0]);
    expect(gaps[2]).toBeGreaterThan(gaps[1]);
    const at = card.due;
    const lapsed = schedule(card, false, at);
    expect(lapsed.due.getTime() - at.getTime()).toBeLessThanOrEqual(2 * DAY);
    expect(lapsed.due.getTime() - at.getTime()).toBeLessThan(gaps[2] / 4);
    expect(lapsed.lapses).toBe(1);
  });

  it("issue 28: the same history gives the same due time (numbers read back from numeric columns as strings)", () => {
    const first = schedule(null, false, now);
    const stored = { ...first, state: String(first.state), stability: String(first.stability), difficulty: String(first.difficulty), reps: String(first.reps) };
    expect(schedule(stored, true, first.due).due).toEqual(schedule(first, true, first.due).due);
  });
});
