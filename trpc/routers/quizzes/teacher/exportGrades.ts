import { z } from "zod";
import { classGradesXlsxStream } from "#core/quizzes/exports";
import { teacherProcedure } from "../../../init";
import { localeOf } from "#core/content/callers";
import { classId, lang } from "./shared";

/**
 * TEA-010: the class's grades as a stream of XLSX bytes (sheet 'My Quiz Export') for the
 * `/account/grade-export` resource route, which pipes it into the download (the stream does not
 * cross HTTP tRPC: there it arrives empty and is never produced).
 */
export const exportGrades = teacherProcedure
  .input(z.object({ classId, lang }))
  .query(({ ctx, input }) => classGradesXlsxStream(ctx, input.classId, localeOf(ctx, input.lang)));
