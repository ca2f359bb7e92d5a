import { z } from "zod";
import { classTextbook } from "#core/quizzes/teaching";
import { teacherProcedure } from "../../../init";
import { localeOf } from "#core/content/callers";
import { classId, lang } from "./shared";

/** TEA-013, TEA-014. */
export const textbook = teacherProcedure
  .input(z.object({ classId, lang }))
  .query(({ ctx, input }) => classTextbook(ctx, input.classId, localeOf(ctx, input.lang)));
