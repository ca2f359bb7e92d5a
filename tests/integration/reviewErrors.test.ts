import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Payload } from "payload";
import type { User } from "../../cms/payload-types";
import { recordQuizAnswers } from "#core/review/deck";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Issue 28, review session: a card is skipped only when its quiz question no longer exists
 * (core/notFound.ts decides "not found"). Any other failure reading the quiz — the database down,
 * a bug — is an error, never "nothing is due" (docs/architecture.md: errors are not swallowed).
 */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let quizId: number;
let questionId: string;
let student: User;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "RE", 1, { chapters: 1, modules: 1, lessons: 1 });
  quizId = unit.quizzes[0];
  const quiz = await db.payload.findByID({ collection: "quizzes", id: quizId, depth: 0, overrideAccess: true });
  questionId = String(quiz.questions![0]!.id);
  const m = (await db.payload.create({ collection: "memberships", data: { key: "M-RE", name: "RE", units: [unit.unit] }, overrideAccess: true })).id;
  student = await db.createUser({ email: "re.student@school.test", role: "student", memberships: [m] });
  // Missed three days ago: due two days ago.
  await recordQuizAnswers(
    db.payload,
    { userId: student.id, quizId, unitId: unit.unit, results: [{ questionId, correct: false }] },
    new Date(Date.now() - 3 * DAY),
  );
}, 120_000);
afterAll(() => db?.close());

describe("review2: the review session does not turn errors into 'nothing due'", () => {
  it("issue 28: a failure reading the card's quiz fails the session instead of answering no card", async () => {
    const caller = await db.callerAs(student);
    const findByID = db.payload.findByID.bind(db.payload);
    const spy = vi.spyOn(db.payload, "findByID").mockImplementation((async (args: Parameters<Payload["findByID"]>[0]) => {
      if (args.collection === "quizzes") throw new Error("Connection terminated unexpectedly");
      return findByID(args);
    }) as Payload["findByID"]);
    try {
      await expect(caller.review.session({ unitId: unit.unit })).rejects.toThrow();
    } finally {
      spy.mockRestore();
    }
    // With the quiz readable again, the due card is asked.
    const session = await caller.review.session({ unitId: unit.unit });
    expect(session.card?.question).toBe("Which is a nucleotide base?");
    expect(session.due).toBe(1);
  });
});
