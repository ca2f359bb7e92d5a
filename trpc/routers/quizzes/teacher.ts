import { z } from "zod";
import {
  classAttempts,
  classGrades,
  extendDeadline,
  itemAnalysis,
  classTextbook,
  myQuizGrades,
  removeQuizOverride,
  setClassAttempts,
  setQuizOverride,
  teacherClasses,
  updateQuizDates,
} from "#core/quizzes/teaching";
import { classGradesXlsxStream, myQuizXlsx } from "#core/quizzes/exports";
import { ATTEMPT_CHOICES, DATE_UPDATE_TYPES, EXCEPTION_CHANGES, isoDate, MAX_EXTRA_ATTEMPTS, OVERRIDE_REASON_MAX } from "#shared/quizzes";
import { accountOwnerProcedure, router, teacherProcedure } from "../../init";
import { localeOf } from "../textbook/shared";

const classId = z.number().int().positive();
const lang = z.enum(["EN", "FR"]).optional();

/** The teacher's tabs (TEA-001…TEA-022) and My Quiz (QUIZ-023): thin procedures over core/quizzes/teaching.ts. */
export const teacherQuizRouter = router({
  /** TEA-001. */
  classes: teacherProcedure.query(({ ctx }) => teacherClasses(ctx)),
  /** TEA-003, TEA-004. */
  grades: teacherProcedure.input(z.object({ classId, lang })).query(({ ctx, input }) => classGrades(ctx, input.classId, localeOf(ctx, input.lang))),
  /** TEA-006…TEA-009: 'Extend Deadline' ADD / REMOVE for a student and a unit. */
  extendDeadline: teacherProcedure
    .input(
      z.object({
        classId,
        userId: z.number().int().positive(),
        unitId: z.number().int().positive(),
        exceptionChange: z.enum(EXCEPTION_CHANGES),
        expireDate: isoDate.nullable(),
      }),
    )
    .mutation(({ ctx, input }) => extendDeadline(ctx, input)),
  /** Item analysis: each question's share of correct answers in the class, most missed first. */
  itemAnalysis: teacherProcedure
    .input(z.object({ classId, quizId: z.number().int().positive(), lang }))
    .query(({ ctx, input }) => itemAnalysis(ctx, input.classId, input.quizId, localeOf(ctx, input.lang))),
  /** TEA-013, TEA-014. */
  textbook: teacherProcedure.input(z.object({ classId, lang })).query(({ ctx, input }) => classTextbook(ctx, input.classId, localeOf(ctx, input.lang))),
  /** TEA-016…TEA-020. */
  updateDates: teacherProcedure
    .input(
      z.object({
        classId,
        quizId: z.union([z.number().int().positive(), z.literal("all")]),
        updateType: z.enum(DATE_UPDATE_TYPES),
        date: isoDate.nullable(),
      }),
    )
    .mutation(({ ctx, input }) => updateQuizDates(ctx, input)),
  /** TEA-021. */
  attempts: teacherProcedure.input(z.object({ classId })).query(({ ctx, input }) => classAttempts(ctx, input.classId)),
  /** TEA-021, TEA-022. */
  setAttempts: teacherProcedure
    .input(
      z.object({
        classId,
        attempts: z
          .number()
          .int()
          .refine((n) => (ATTEMPT_CHOICES as readonly number[]).includes(n), "1 to 10, or 100 (unlimited)"),
      }),
    )
    .mutation(({ ctx, input }) => setClassAttempts(ctx, input.classId, input.attempts)),
  /**
   * TEA-010: the class's grades as a stream of XLSX bytes (sheet 'My Quiz Export') for the
   * `/account/grade-export` resource route, which pipes it into the download (the stream does not
   * cross HTTP tRPC: there it arrives empty and is never produced).
   */
  exportGrades: teacherProcedure
    .input(z.object({ classId, lang }))
    .query(({ ctx, input }) => classGradesXlsxStream(ctx, input.classId, localeOf(ctx, input.lang))),
  /** Per-student override (decision 034): extra attempts and/or own dates for one quiz or a whole unit, with a reason. */
  setOverride: teacherProcedure
    .input(
      z.object({
        classId,
        userId: z.number().int().positive(),
        unitId: z.number().int().positive(),
        quizId: z.number().int().positive().nullable(),
        extraAttempts: z.number().int().min(0).max(MAX_EXTRA_ATTEMPTS),
        openDate: isoDate.nullable(),
        closeDate: isoDate.nullable(),
        reason: z.string().trim().min(1).max(OVERRIDE_REASON_MAX),
      }),
    )
    .mutation(({ ctx, input }) => setQuizOverride(ctx, input)),
  /** Removes a per-student override. */
  removeOverride: teacherProcedure
    .input(z.object({ classId, overrideId: z.number().int().positive() }))
    .mutation(({ ctx, input }) => removeQuizOverride(ctx, input)),
  /** QUIZ-026: the caller's own grades as an XLSX file (base64). */
  exportMyGrades: accountOwnerProcedure
    .input(z.object({ lang }).optional())
    .query(async ({ ctx, input }) => (await myQuizXlsx(ctx, localeOf(ctx, input?.lang))).toString("base64")),
  /** QUIZ-023, QUIZ-025: the caller's own grades (own account only, SES-051). */
  myGrades: accountOwnerProcedure.input(z.object({ lang }).optional()).query(({ ctx, input }) => myQuizGrades(ctx, localeOf(ctx, input?.lang))),
});
