import { z } from "zod";
import { myQuizXlsx } from "#core/quizzes/exports";
import { accountOwnerProcedure } from "../../../init";
import { localeOf } from "#core/content/callers";
import { lang } from "./shared";

/** QUIZ-026: the caller's own grades as an XLSX file (base64). */
export const exportMyGrades = accountOwnerProcedure
  .input(z.object({ lang }).optional())
  .query(async ({ ctx, input }) => (await myQuizXlsx(ctx, localeOf(ctx, input?.lang))).toString("base64"));
