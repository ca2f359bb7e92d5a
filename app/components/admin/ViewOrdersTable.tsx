import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { qbText, type AdminOrders } from "./viewOrdersTypes";

/**
 * ORD-011…ORD-016: the searched orders — the summary by product, one page of rows (the order number opens its detail),
 * the pager, the download.
 */
export function ViewOrdersTable({
  id,
  data,
  page,
  money,
  onOpen,
  onPage,
  onDownload,
  exporting,
}: {
  id: string;
  data: AdminOrders;
  page: number;
  money: (cents: number, currency: string) => string;
  onOpen: (orderId: number) => void;
  onPage: (page: number) => void;
  onDownload: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <section aria-labelledby={`${id}-summary`}>
        <h3 id={`${id}-summary`} className="font-semibold">
          {t("commerce.viewOrders.summary")}
        </h3>
        <ul className="mt-2 text-sm">
          {data.summary.map((s) => (
            <li key={`${s.product}-${s.currency}`}>
              {s.product}: {s.quantity} — {money(s.totalCents, s.currency)}
            </li>
          ))}
        </ul>
      </section>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("commerce.orders.title")}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            {["orderNumber", "date", "customer", "product", "total", "status", "trialOrder", "qbStatus", "qbId"].map((k) => (
              <th key={k} scope="col" className="py-2 pr-2">
                {t(`commerce.viewOrders.col.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.orders.map((o) => (
            <tr key={o.id} className="border-b">
              <td className="py-2 pr-2">
                <Button variant="link" className="h-auto p-0" onClick={() => onOpen(o.id)}>
                  {o.id}
                </Button>
              </td>
              <td className="py-2 pr-2">{o.date.slice(0, 10)}</td>
              <td className="py-2 pr-2">{o.customer}</td>
              <td className="py-2 pr-2">{o.products}</td>
              <td className="py-2 pr-2">{money(o.totalCents, o.currency)}</td>
              <td className="py-2 pr-2">{t(`commerce.viewOrders.statuses.${o.status}`, { defaultValue: o.status })}</td>
              <td className="py-2 pr-2">{o.trialOrder ? "Y" : "N"}</td>
              <td className="py-2 pr-2" data-testid="qb-status">
                {qbText(t, o.qbSyncStatus)}
                {/* Issue 27: each order's accounting error text, and its refund's record once refunded. */}
                {o.qbSyncStatus?.error && o.qbSyncStatus.status !== "SUCCESS" ? (
                  <span className="block text-xs text-destructive" data-testid="qb-error">
                    {o.qbSyncStatus.error}
                  </span>
                ) : null}
                {o.refundSyncStatus ? (
                  <span className="block text-xs" data-testid="qb-refund-status">
                    {t("commerce.viewOrders.refundQbRow", { status: qbText(t, o.refundSyncStatus) })}
                    {o.refundSyncStatus.error && o.refundSyncStatus.status !== "SUCCESS" ? (
                      <span className="block text-destructive">{o.refundSyncStatus.error}</span>
                    ) : null}
                  </span>
                ) : null}
              </td>
              <td className="py-2 pr-2">{o.qbSyncStatus?.qbId ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex items-center gap-3">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("commerce.viewOrders.previous")}
        </Button>
        <span className="text-sm">{t("commerce.viewOrders.page", { page, pages })}</span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("commerce.viewOrders.next")}
        </Button>
        <Button className="ml-auto" onClick={onDownload} disabled={exporting} aria-busy={exporting}>
          {t("commerce.viewOrders.download")}
        </Button>
      </div>
    </>
  );
}
