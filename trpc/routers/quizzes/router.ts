import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { answersInput, QUIZ_REFUSALS } from "#shared/quizzes";
import { currentAttempt, membershipKeys, publicStatus, quizStatus, saveAnswer, scoreAttempt, startAttempt, submitAttempt } from "#core/quizzes/quizzes";
import { authedProcedure, router } from "../../init";
import { localeOf } from "../textbook/shared";
import { teacherQuizRouter } from "./teacher";

const id = z.number().int().positive();
const lang = z.enum(["EN", "FR"]).optional();

/** QUIZ-012: multi-session sessions get no submit and record nothing (refused here, not only by the page). */
const recorderProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.multiSession) throw new TRPCError({ code: "FORBIDDEN", message: QUIZ_REFUSALS.multiSession });
  return next();
});

/** Quiz taking (QUIZ-001…QUIZ-021): thin procedures over core/quizzes/quizzes.ts. */
export const quizzesRouter = router({
  /** QUIZ-010, QUIZ-015…QUIZ-020: what the quiz button shows (grade, attempts left, dates, refusal). */
  status: authedProcedure.input(z.object({ quizId: id })).query(async ({ ctx, input }) => publicStatus(await quizStatus(ctx, input.quizId))),
  /** QUIZ-004: the attempt being taken, in its stored order (no answers), or null. */
  current: authedProcedure.input(z.object({ quizId: id, lang })).query(({ ctx, input }) => currentAttempt(ctx, input.quizId, localeOf(ctx, input.lang))),
  /** QUIZ-005, QUIZ-011: 'Take Quiz' / 'Retake'. */
  start: authedProcedure.input(z.object({ quizId: id, lang })).mutation(({ ctx, input }) => startAttempt(ctx, input.quizId, localeOf(ctx, input.lang))),
  /** QUIZ-004: keeps one chosen answer on the open attempt (a reload resumes the choices). */
  answer: authedProcedure
    .input(z.object({ attemptId: id, questionId: z.string().min(1).max(64), optionId: z.string().min(1).max(64) }))
    .mutation(({ ctx, input }) => saveAnswer(ctx, input)),
  /** QUIZ-006: the score view (answers locked, not saved). */
  score: authedProcedure
    .input(z.object({ quizId: id, attemptId: id.nullable(), answers: answersInput }))
    .mutation(({ ctx, input }) => scoreAttempt(ctx, input)),
  /** QUIZ-009: records the attempt. */
  submit: recorderProcedure.input(z.object({ attemptId: id })).mutation(({ ctx, input }) => submitAttempt(ctx, input)),
  /** QUIZ-013: the caller's membership keys. */
  membershipKeys: authedProcedure.query(async ({ ctx }) => (await membershipKeys(ctx)).map((value) => ({ value }))),
  teacher: teacherQuizRouter,
});
