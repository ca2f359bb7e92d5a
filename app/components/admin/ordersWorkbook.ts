import { spreadsheetRow } from "#shared/spreadsheetSafety";
import type { Translation } from "~/i18n/useTranslation";
import { downloadFile } from "./shared";
import { qbText, type ExportedOrders, type OrderFilters } from "./viewOrdersTypes";

const COLUMNS = [
  "order",
  "date",
  "customer",
  "email",
  "product",
  "total",
  "currency",
  "status",
  "trialOrder",
  "coupon",
  "country",
  "province",
  "postalCode",
  "qbSyncStatus",
  "qbId",
];

/** ORD-016: the searched orders (every page) as an XLSX download, `orders-<from>-<to>.xlsx`; cells made safe for spreadsheets. */
export async function downloadOrdersWorkbook(t: Translation["t"], filters: OrderFilters, rows: ExportedOrders): Promise<void> {
  const ExcelJS = (await import("exceljs")).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Orders");
  ws.columns = COLUMNS.map((k) => ({
    header: k,
    key: k,
    width: 16,
  }));
  ws.getRow(1).font = { bold: true };
  for (const o of rows) {
    ws.addRow(
      spreadsheetRow({
        order: o.id,
        date: o.date.slice(0, 10),
        customer: o.customer,
        email: o.email,
        product: o.products,
        total: o.totalCents / 100,
        currency: o.currency,
        status: o.status,
        trialOrder: o.trialOrder ? "Y" : "N",
        coupon: o.couponCode ?? "",
        country: o.address?.country ?? "",
        province: o.address?.province ?? "",
        postalCode: o.address?.postalCode ?? "",
        qbSyncStatus: qbText(t, o.qbSyncStatus),
        qbId: o.qbSyncStatus?.qbId ?? "",
      }),
    );
  }
  downloadFile(
    `orders-${filters.from}-${filters.to}.xlsx`,
    (await wb.xlsx.writeBuffer()) as ArrayBuffer,
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
}
