import ExcelJS from "exceljs";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BulkCouponsResult, downloadCoupons } from "../../app/components/admin/BulkCouponsTab";
import { createI18n } from "../../app/i18n";
import "../../app/i18n/resources";

const result = { codes: ["AB12CD34EF", "=HYPERLINK(1)"], value: 15, desc: "batch" };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Bulk Coupon Generator: after the codes are created (BulkCouponsTab)", () => {
  it("ADM-029 the tab shows 'Coupons have been created.  Download Coupons below' and a download button", () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n("en")}>
        <BulkCouponsResult result={result} />
      </I18nextProvider>,
    );
    // The text, its two spaces kept (React escapes nothing here).
    expect(html).toContain("Coupons have been created.  Download Coupons below");
    expect(html).toContain('role="status"');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Download Coupons \(<!-- -->?2<!-- -->?\)|<button[^>]*type="button"[^>]*>Download Coupons \(2\)/);
  });

  it("ADM-030 the download is the 'Bulk Generated Coupons' workbook listing the returned codes, formula-safe", async () => {
    let saved: { name: string; blob: Blob } | null = null;
    const anchor = { href: "", download: "", click: vi.fn(), remove: vi.fn() };
    vi.stubGlobal("document", { createElement: () => anchor, body: { append: vi.fn() } });
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = { name: "", blob: blob as Blob };
      return "blob:x";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    await downloadCoupons(result);
    expect(anchor.click).toHaveBeenCalledOnce();
    expect(anchor.download).toBe("Bulk Generated Coupons.xlsx");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await saved!.blob.arrayBuffer());
    const ws = wb.getWorksheet("Bulk Generated Coupons")!;
    const codes = ws.getColumn(1).values.slice(2);
    expect(codes).toEqual(["AB12CD34EF", "'=HYPERLINK(1)"]);
  });
});
