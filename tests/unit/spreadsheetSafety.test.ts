import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { exampleXlsx, tableFromXlsx } from "../../app/components/admin/spreadsheet";
import { exampleCsv, parseCsv, toCsv } from "#shared/bulkUpload";
import { spreadsheetCell, spreadsheetRow } from "#shared/spreadsheetSafety";

const PAYLOADS = ['=HYPERLINK("http://evil.example","x")', "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A2)", "\t=1+1", "\r=1+1"];

describe("spreadsheet cells (ADM-012, ADM-013: the bulk upload's files)", () => {
  it.each(PAYLOADS)("ADM-013 a text cell starting a formula is written as text: %j", (payload) => {
    expect(spreadsheetCell(payload)).toBe(`'${payload}`);
  });

  it("ADM-013 ordinary text, empty text, numbers and blanks are left alone", () => {
    for (const v of ["ana.trial@example.com", "Lopez", "LIFE-ALL|HS-ALL", "", "a=b", " =1", "'=1"]) expect(spreadsheetCell(v)).toBe(v);
    expect(spreadsheetCell(-5)).toBe(-5);
    expect(spreadsheetCell(3.5)).toBe(3.5);
    expect(spreadsheetCell(null)).toBeNull();
    expect(spreadsheetCell(undefined)).toBeUndefined();
    expect(spreadsheetCell(true)).toBe(true);
    expect(spreadsheetRow({ a: "=1", b: 2, c: "x" })).toEqual({ a: "'=1", b: 2, c: "x" });
  });

  it("ADM-013 the CSV writer (report and example CSV) neutralises every cell, then quotes as RFC 4180 requires", () => {
    const csv = toCsv([
      ["line", "email", "result", "reason"],
      [12, "=cmd|' /C calc'!A0@x.example", "refused", '+bad, "quoted"'],
      [-3, "-2+3", "@SUM(A1)", "\t=1"],
    ]);
    expect(csv).toBe("line,email,result,reason\r\n" + '12,\'=cmd|\' /C calc\'!A0@x.example,refused,"\'+bad, ""quoted"""\r\n' + "-3,'-2+3,'@SUM(A1),'\t=1\r\n");
    // Read back, no field starts a formula; the number -3 stays a number.
    for (const { cells } of parseCsv(csv)) for (const cell of cells) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+$)/);
    expect(toCsv([[null, undefined, 0]])).toBe(",,0\r\n");
  });

  it("ADM-012 the example CSV still reads back as the example", () => {
    const rows = parseCsv(exampleCsv());
    expect(rows[0]?.cells[0]).toBe("email");
    expect(rows[1]?.cells).toContain("ana.trial@example.com");
    for (const { cells } of rows) for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("ADM-012 ADM-013 the example workbook: no cell of either sheet starts a formula, text typed into the descriptions included", async () => {
    const buffer = await exampleXlsx({ email: '=HYPERLINK("http://evil.example")', role: "@role", language: "-en" });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(["Trial users", "Columns"]);
    const values: unknown[] = [];
    for (const ws of wb.worksheets) ws.eachRow((row) => row.eachCell((cell) => values.push(cell.value)));
    expect(values.length).toBeGreaterThan(20);
    for (const v of values) {
      expect(typeof v === "string" || typeof v === "number", JSON.stringify(v)).toBe(true);
      if (typeof v === "string") expect(v).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect(values).toContain('\'=HYPERLINK("http://evil.example")');
    expect(values).toContain("'@role");
    // The upload still reads the example back.
    const table = await tableFromXlsx(buffer);
    expect(table[0]?.cells.slice(0, 3)).toEqual(["email", "firstName", "lastName"]);
  });
});
