/**
 * Cells of the CSV and XLSX files the site writes. A text cell that starts with `=`, `+`, `-` or
 * `@` (or a tab or carriage return before one) is read by Excel, LibreOffice and Google Sheets as
 * a formula ("CSV injection": `=HYPERLINK(...)`, `=cmd|...`). Such text — an e-mail address,
 * a name or a reason typed by someone else — is written with a leading `'`, which spreadsheets
 * show as plain text. Numbers stay numbers; only strings are changed.
 *
 * Every CSV/XLSX writer in app/ passes its cells through `spreadsheetCell` (toCsv in
 * lib/bulkUpload.ts, the workbooks in components/admin/spreadsheet.ts).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetCell(value: string): string;
export function spreadsheetCell(value: number): number;
export function spreadsheetCell<T extends string | number | boolean | null | undefined>(value: T): T extends string ? string : T;
export function spreadsheetCell(value: unknown): unknown {
  return typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A row of cells, each made safe (objects keyed by column for exceljs's addRow are mapped too). */
export function spreadsheetRow<T extends Record<string, string | number | boolean | null | undefined>>(row: T): T {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, spreadsheetCell(v)])) as T;
}
