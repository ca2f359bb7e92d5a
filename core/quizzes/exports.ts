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
 * cell formula-safe. Built on the server from the same statements as the Students tab, with
 * exceljs's streaming writer (rows are committed as they are written, no shared strings), so a
 * large class does not hold a whole workbook model in memory.
 */
export async function classGradesXlsx(ctx: Context, classId: number, locale: Locale): Promise<Buffer> {
  const students = await classGrades(ctx, classId, locale);
  const ExcelJS = (await import("exceljs")).default;
  const { PassThrough } = await import("node:stream");
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on("end", resolve);
    out.on("error", reject);
  });
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
  }
  ws.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
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
