import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { loadQuiz } from "#core/quizzes/quizzes";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { countStatements } from "../support/statements";

/**
 * QUIZ-002 QUIZ-010: the quiz behind every module page's quiz button is read once per content
 * generation (Payload's query for a quiz with its questions took ~200 ms on the district-sized data),
 * and an editor's change to the quiz is seen at once (the collection's hooks drop the cache).
 */
let db: TestDb;
let quizId = 0;

beforeAll(async () => {
  db = await openTestDb();
  const unit = await buildUnit(db.payload, "QC", 1, { chapters: 1, modules: 1, lessons: 1 });
  quizId = unit.quizzes[0];
  await contentInvalidationSettled();
}, 120_000);
afterAll(() => db?.close());

describe("quiz cache", () => {
  it("QUIZ-002 QUIZ-010 a quiz is read from the database once, then from memory; an edit is seen at once; the cached quiz cannot be changed", async () => {
    const first = await loadQuiz(db, quizId, "en");
    expect(await countStatements(db.payload, () => loadQuiz(db, quizId, "en"))).toBe(0);
    expect(() => {
      (first.questions as unknown[]).push({});
    }).toThrow();
    await db.payload.update({
      collection: "quizzes",
      id: quizId,
      data: {
        questions: [
          {
            question: "Edited question",
            options: [
              { text: "Yes", correct: true },
              { text: "No", correct: false },
            ],
          },
        ],
      },
      overrideAccess: true,
    });
    const edited = await loadQuiz(db, quizId, "en");
    expect(edited.questions.map((q) => q.text)).toEqual(["Edited question"]);
  });
});
