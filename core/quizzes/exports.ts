import { once } from "node:events";
import { PassThrough } from "node:stream";
import type { Context } from "#core/context";
import type { Locale } from "#core/content/readModel";
import { spreadsheetRow } from "#shared/spreadsheetSafety";
import { classGrades, myQuizGrades } from "./teaching";

/** TEA-010, QUIZ-026: the sheet name of both grade exports. */
export const EXPORT_SHEET = "My Quiz Export";

async function workbook() {
  const ExcelJS = (await import("exceljs")).default;
  return new ExcelJS.Workbook();
}

/**
 * TEA-010: the class's grades as XLSX (one row per student × unit × chapter × module), every text
 * cell formula-safe, **streamed**: the access check and the grade statements run first (so a
 * refusal is a typed error before any byte), then exceljs's streaming WorkbookWriter writes the
 * sheet row by row into the returned stream, waiting while the reader (the HTTP response) is
 * behind. Nothing is written until the stream is first read (an unread stream costs nothing).
 */
export async function classGradesXlsxStream(ctx: Context, classId: number, locale: Locale): Promise<ReadableStream<Uint8Array>> {
  const students = await classGrades(ctx, classId, locale);
  const ExcelJS = (await import("exceljs")).default;
  let chunks: AsyncIterator<Buffer> | null = null;
  const out = new PassThrough();
  async function write() {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
    const ws = wb.addWorksheet(EXPORT_SHEET);
    ws.columns = [
      { header: "First Name", key: "fName", width: 18 },
      { header: "Last Name", key: "lName", width: 18 },
      { header: "Email", key: "email", width: 30 },
      { header: "Unit", key: "unit", width: 30 },
      { header: "Unit Grade", key: "unitGrade", width: 12 },
      { header: "Chapter", key: "chapter", width: 30 },
      { header: "Module", key: "module", width: 30 },
      { header: "Grade", key: "grade", width: 12 },
    ];
    for (const s of students) {
      for (const u of s.grades) {
        for (const c of u.chapters) {
          for (const m of c.modules) {
            ws.addRow(
              spreadsheetRow({
                fName: s.fName,
                lName: s.lName,
                email: s.Email,
                unit: u.unitName,
                unitGrade: u.unitGrade,
                chapter: c.chapterName,
                module: m.moduleName,
                grade: m.grade ?? "Not Taken",
              }),
            ).commit();
          }
        }
      }
      // Back-pressure: wait while the reader has not taken what was written.
      if (out.writableNeedDrain) await once(out, "drain");
    }
    ws.commit();
    await wb.commit();
  }
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!chunks) {
          chunks = out[Symbol.asyncIterator]();
          write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
        }
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (err) {
          ctx.payload.logger.error({ err, classId }, "grade export failed while streaming");
          controller.error(err);
        }
      },
      cancel() {
        out.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

/** QUIZ-026: the learner's own grades as XLSX. */
export async function myQuizXlsx(ctx: Context, locale: Locale): Promise<Buffer> {
  const records = await myQuizGrades(ctx, locale);
  const wb = await workbook();
  const ws = wb.addWorksheet(EXPORT_SHEET);
  ws.columns = [
    { header: "Unit", key: "Unit", width: 30 },
    { header: "Chapter", key: "Chapter", width: 30 },
    { header: "Module", key: "Module", width: 30 },
    { header: "Grade", key: "Grade", width: 12 },
  ];
  for (const r of records.filter((x) => x.hasQuiz)) {
    ws.addRow(spreadsheetRow({ Unit: r.Unit, Chapter: r.Chapter, Module: r.Module, Grade: r.Grade === "Not Taken" ? r.Grade : Number(r.Grade) }));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
