import { describe, expect, it } from "vitest";
import { mergeLive, type LiveSnapshot, type LiveUpdate } from "#shared/liveClass";
import { parseNotice } from "#core/liveClass/events";

const snapshot: LiveSnapshot = {
  classId: 1,
  today: "2026-11-26",
  timeZone: "America/Toronto",
  generatedAt: "2026-11-26T15:00:00.000Z",
  students: [
    { userId: 1, name: "Ada", moduleId: null, moduleTitle: null, lastActivityAt: null, lessonsToday: 0 },
    { userId: 2, name: "Bo", moduleId: 5, moduleTitle: "M5", lastActivityAt: "2026-11-26T14:50:00.000Z", lessonsToday: 2 },
  ],
  feed: [
    {
      id: "c9",
      kind: "completed",
      at: "2026-11-26T14:50:00.000Z",
      userId: 2,
      studentName: "Bo",
      lessonId: 50,
      lessonTitle: "L50",
      moduleId: 5,
      moduleTitle: "M5",
      quizId: null,
      score: null,
    },
  ],
};
const update = (u: Partial<LiveUpdate>): LiveUpdate => ({
  id: "x",
  kind: "completed",
  at: "2026-11-26T15:00:01.000Z",
  userId: 1,
  studentName: "Ada",
  lessonId: 10,
  lessonTitle: "L10",
  moduleId: 3,
  moduleTitle: "M3",
  quizId: null,
  score: null,
  ...u,
});

describe("issue 28 item 1: the live view folds the stream into the snapshot", () => {
  it("issue 28: an open moves the student to its module; a completion counts for today and heads the feed; a quiz heads the feed", () => {
    const merged = mergeLive(snapshot, [
      update({ id: "a", kind: "opened", at: "2026-11-26T15:00:01.000Z" }),
      update({ id: "b", kind: "completed", at: "2026-11-26T15:00:02.000Z" }),
      update({ id: "c", kind: "quiz", at: "2026-11-26T15:00:03.000Z", userId: 2, studentName: "Bo", lessonId: null, quizId: 7, score: 80, moduleId: 5 }),
    ]);
    expect(merged.students[0]).toMatchObject({ moduleId: 3, moduleTitle: "M3", lessonsToday: 1, lastActivityAt: "2026-11-26T15:00:02.000Z" });
    expect(merged.students[1]).toMatchObject({ moduleId: 5, lessonsToday: 2, lastActivityAt: "2026-11-26T15:00:03.000Z" });
    expect(merged.feed.map((f) => f.id)).toEqual(["c", "b", "c9"]);
  });

  it("issue 28: updates the snapshot already holds (not newer than it) and repeats are dropped", () => {
    const merged = mergeLive(snapshot, [update({ id: "old", at: "2026-11-26T14:59:59.000Z" }), update({ id: "b" }), update({ id: "b" })]);
    expect(merged.students[0].lessonsToday).toBe(1);
    expect(merged.feed.map((f) => f.id)).toEqual(["b", "c9"]);
    expect(mergeLive(snapshot, [])).toBe(snapshot);
  });

  it("issue 28: a notice's payload is an array of events; anything else is dropped", () => {
    expect(parseNotice('[{"kind":"logout","sessionId":3,"id":"x","at":"t"}]')).toHaveLength(1);
    expect(parseNotice("not json")).toEqual([]);
    expect(parseNotice('{"kind":"logout"}')).toEqual([]);
    expect(parseNotice("[1, null]")).toEqual([]);
  });
});
