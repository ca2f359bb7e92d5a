import type { Workbook } from "exceljs";
import { BULK_COLUMNS, EXAMPLE_ROWS } from "#shared/bulkUpload";
import { spreadsheetCell, spreadsheetRow } from "#shared/spreadsheetSafety";

/**
 * XLSX files of the bulk upload, with exceljs (the customer's spreadsheet library). Loaded only
 * when a spreadsheet is read or the example is downloaded: it is a large library.
 */
async function newWorkbook(): Promise<Workbook> {
  const ExcelJS = (await import("exceljs")).default;
  return new ExcelJS.Workbook();
}

/** The first worksheet as rows of text cells with their row numbers (empty rows left out). */
export async function tableFromXlsx(data: ArrayBuffer): Promise<{ line: number; cells: string[] }[]> {
  const wb = await newWorkbook();
  await wb.xlsx.load(data);
  const ws = wb.worksheets[0];
  if (!ws) return [];
  const rows: { line: number; cells: string[] }[] = [];
  ws.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    // cell.text renders numbers, hyperlinks (e-mail addresses often become links), rich text and formula results as text.
    for (let c = 1; c <= row.cellCount; c++) cells.push((row.getCell(c).text ?? "").trim());
    if (cells.some(Boolean)) rows.push({ line, cells });
  });
  return rows;
}

/**
 * The example file: the columns, three example rows, and a sheet describing each column. Every
 * text cell goes through spreadsheetCell/spreadsheetRow (no cell can start a formula).
 */
export async function exampleXlsx(descriptions: Record<string, string>): Promise<ArrayBuffer> {
  const wb = await newWorkbook();
  const ws = wb.addWorksheet("Trial users");
  ws.columns = BULK_COLUMNS.map((c) => ({ header: spreadsheetCell(c.name), key: c.name, width: Math.max(14, c.name.length + 4) }));
  ws.getRow(1).font = { bold: true };
  for (const row of EXAMPLE_ROWS) ws.addRow(spreadsheetRow(row));
  const help = wb.addWorksheet("Columns");
  help.columns = [
    { header: spreadsheetCell("column"), key: "name", width: 14 },
    { header: spreadsheetCell("required"), key: "required", width: 10 },
    { header: spreadsheetCell("meaning"), key: "meaning", width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of BULK_COLUMNS) help.addRow(spreadsheetRow({ name: c.name, required: c.required ? "yes" : "no", meaning: descriptions[c.name] ?? "" }));
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}
