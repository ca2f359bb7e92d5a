import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolOf } from "#core/db/pool";
import { recordQuizAnswers } from "#core/review/deck";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Issue 28, review: the session shows only cards of units the student may open (core/review/cards.ts);
 * review.answer must hold to the same rule on the server, or a card id answers (with the right option)
 * a quiz question of a textbook the student no longer has.
 */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let quizId: number;
let questionId: string;
let optionId: string;
let membership: number;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "RN", 1, { chapters: 1, modules: 1, lessons: 1 });
  quizId = unit.quizzes[0];
  const quiz = await db.payload.findByID({ collection: "quizzes", id: quizId, depth: 0, overrideAccess: true });
  questionId = String(quiz.questions![0]!.id);
  optionId = String(quiz.questions![0]!.options![0]!.id);
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-RN", name: "RN", units: [unit.unit] }, overrideAccess: true })).id;
}, 120_000);
afterAll(() => db?.close());

async function dueCardOf(userId: number): Promise<number> {
  await recordQuizAnswers(db.payload, { userId, quizId, unitId: unit.unit, results: [{ questionId, correct: false }] }, new Date(Date.now() - 3 * DAY));
  const { rows } = await poolOf(db.payload).query(`SELECT id FROM review_cards WHERE user_id = $1`, [userId]);
  return rows[0]!.id as number;
}

describe("review2: review.answer holds to the session's entitlement rule", () => {
  it("issue 28: a student whose membership no longer opens the card's unit cannot answer it (nor learn the right option)", async () => {
    // Missed while a member; the membership is gone since.
    const former = await db.createUser({ email: "rn.former@school.test", role: "student" });
    const cardId = await dueCardOf(former.id);
    const caller = await db.callerAs(former);
    expect((await caller.review.session({ unitId: null })).card).toBeNull();
    const refused = await caller.review.answer({ cardId, optionId }).then(
      () => null,
      (err: unknown) => (err instanceof TRPCError ? err.code : err),
    );
    expect(refused).toBe("NOT_FOUND");
    // The card was not rescheduled.
    const { rows } = await poolOf(db.payload).query(`SELECT reps::int AS reps FROM review_cards WHERE id = $1`, [cardId]);
    expect(rows[0]!.reps).toBe(1);
  });

  it("issue 28: a member answers the same kind of card as before", async () => {
    const member = await db.createUser({ email: "rn.member@school.test", role: "student", memberships: [membership] });
    const cardId = await dueCardOf(member.id);
    const caller = await db.callerAs(member);
    expect((await caller.review.session({ unitId: null })).card?.cardId).toBe(cardId);
    expect(await caller.review.answer({ cardId, optionId })).toMatchObject({ correct: true, correctOptionId: optionId });
  });
});
