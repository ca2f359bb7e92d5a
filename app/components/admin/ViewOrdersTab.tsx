import type { inferRouterInputs } from "@trpc/server";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { formatMoney } from "#shared/commerce";
import { spreadsheetRow } from "#shared/spreadsheetSafety";
import type { AppRouter } from "#trpc/router";
import { downloadFile, ErrorAlert } from "./shared";
import { viewOrdersNotice } from "./viewOrdersNotice";

type Filters = inferRouterInputs<AppRouter>["commerce"]["adminOrders"];

const day = (d: Date) => d.toISOString().slice(0, 10);
const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** ORD-007…ORD-017: filters (last 30 days by default), summary by product, 10 rows a page (server-side), detail dialog, XLSX download. */
export function ViewOrdersTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "fr" ? "fr" : "en";
  const id = useId();
  const today = new Date();
  const [form, setForm] = useState({
    from: day(new Date(today.getTime() - 30 * 86_400_000)),
    to: day(today),
    orderId: "",
    status: "",
    hideTrial: false,
    qbErrors: false,
  });
  const [filters, setFilters] = useState<Filters | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [confirmRefund, setConfirmRefund] = useState(false);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const refund = trpc.commerce.refundOrder.useMutation();
  const rerun = trpc.commerce.rerunAccountingSync.useMutation();
  const query = trpc.commerce.adminOrders.useQuery(filters ?? { from: form.from, to: form.to }, { enabled: filters != null });
  const utils = trpc.useUtils();
  const money = (cents: number, currency: string) => formatMoney(cents, currency, lang);
  const empty = viewOrdersNotice({
    searched: filters != null,
    isError: query.isError,
    fetching: query.isFetching,
    orders: filters ? query.data?.orders : undefined,
  });

  function onSearch(e: FormEvent) {
    e.preventDefault();
    setFilters({
      from: form.from,
      to: form.to,
      orderId: form.orderId ? Number(form.orderId) : null,
      status: (form.status || null) as Filters["status"],
      hideTrial: form.hideTrial,
      qbErrors: form.qbErrors,
      page: 1,
    });
    // Searching again with the same filters fetches fresh rows (e.g. a sync status that changed).
    void utils.commerce.adminOrders.invalidate();
  }

  async function onDownload() {
    if (!filters) return;
    setExporting(true);
    try {
      const rows = await utils.commerce.adminOrdersExport.fetch(filters);
      const ExcelJS = (await import("exceljs")).default;
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet("Orders");
      ws.columns = [
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
      ].map((k) => ({
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
            qbSyncStatus: qbText(o.qbSyncStatus),
            qbId: o.qbSyncStatus?.qbId ?? "",
          }),
        );
      }
      downloadFile(
        `orders-${filters.from}-${filters.to}.xlsx`,
        (await wb.xlsx.writeBuffer()) as ArrayBuffer,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
    } finally {
      setExporting(false);
    }
  }

  /** ORD-019: 'SUCCESS' is a success, any other value an error, no status 'Not Completed'. */
  function qbText(q: { status: string; error: string | null } | null) {
    if (!q) return t("commerce.viewOrders.notCompleted");
    return q.status === "SUCCESS" ? t("commerce.viewOrders.qbSuccess") : t("commerce.viewOrders.qbError");
  }

  async function onRefund(orderId: number) {
    setNotice(null);
    try {
      await refund.mutateAsync({ orderId });
      setNotice({ kind: "ok", text: t("commerce.viewOrders.refunded") });
      await utils.commerce.adminOrders.invalidate();
    } catch (err) {
      setNotice({ kind: "error", text: t("commerce.viewOrders.refundFailed", { message: err instanceof Error ? err.message : "" }) });
    } finally {
      setConfirmRefund(false);
    }
  }

  async function onRerun(orderId: number) {
    setNotice(null);
    const r = await rerun.mutateAsync({ orderId }).catch(() => null);
    if (r?.queued) setNotice({ kind: "ok", text: t("commerce.viewOrders.rerunQueued") });
    await utils.commerce.adminOrders.invalidate();
  }

  const data = query.data;
  const open = data?.orders.find((o) => o.id === openId) ?? null;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <form onSubmit={onSearch} className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6" aria-label={t("commerce.viewOrders.filters")}>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-from`}>{t("commerce.viewOrders.from")}</Label>
          <Input id={`${id}-from`} type="date" required value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-to`}>{t("commerce.viewOrders.to")}</Label>
          <Input id={`${id}-to`} type="date" required value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-order`}>{t("commerce.viewOrders.orderId")}</Label>
          <Input
            id={`${id}-order`}
            inputMode="numeric"
            value={form.orderId}
            onChange={(e) => setForm({ ...form, orderId: e.target.value.replace(/\D/g, "") })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-status`}>{t("commerce.orders.status")}</Label>
          <select id={`${id}-status`} className={selectClass} value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value })}>
            <option value="">{t("commerce.viewOrders.anyStatus")}</option>
            {["pending", "paid", "failed", "refunded"].map((s) => (
              <option key={s} value={s}>
                {t(`commerce.viewOrders.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" checked={form.hideTrial} onChange={(e) => setForm({ ...form, hideTrial: e.target.checked })} />
          {t("commerce.viewOrders.hideTrial")}
        </label>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" checked={form.qbErrors} onChange={(e) => setForm({ ...form, qbErrors: e.target.checked })} />
          {t("commerce.viewOrders.showQbErrors")}
        </label>
        <Button type="submit" className="self-end">
          {t("commerce.viewOrders.search")}
        </Button>
      </form>

      {empty === "retrieveError" ? <ErrorAlert>{t("commerce.viewOrders.retrieveError")}</ErrorAlert> : null}
      {filters && query.isFetching ? <Spinner label={t("commerce.orders.title")} /> : null}
      {!data || !data.orders.length ? (
        empty === "searchPrompt" ? (
          <p className="text-muted-foreground">{t("commerce.viewOrders.searchPrompt")}</p>
        ) : null
      ) : (
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
                    <Button variant="link" className="h-auto p-0" onClick={() => setOpenId(o.id)}>
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
                    {qbText(o.qbSyncStatus)}
                    {/* Issue 27: each order's accounting error text, and its refund's record once refunded. */}
                    {o.qbSyncStatus?.error && o.qbSyncStatus.status !== "SUCCESS" ? (
                      <span className="block text-xs text-destructive" data-testid="qb-error">
                        {o.qbSyncStatus.error}
                      </span>
                    ) : null}
                    {o.refundSyncStatus ? (
                      <span className="block text-xs" data-testid="qb-refund-status">
                        {t("commerce.viewOrders.refundQbRow", { status: qbText(o.refundSyncStatus) })}
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
            <Button variant="secondary" disabled={filters!.page! <= 1} onClick={() => setFilters({ ...filters!, page: filters!.page! - 1 })}>
              {t("commerce.viewOrders.previous")}
            </Button>
            <span className="text-sm">{t("commerce.viewOrders.page", { page: filters!.page, pages })}</span>
            <Button variant="secondary" disabled={filters!.page! >= pages} onClick={() => setFilters({ ...filters!, page: filters!.page! + 1 })}>
              {t("commerce.viewOrders.next")}
            </Button>
            <Button className="ml-auto" onClick={onDownload} disabled={exporting} aria-busy={exporting}>
              {t("commerce.viewOrders.download")}
            </Button>
          </div>
        </>
      )}
      <Dialog
        open={open != null}
        onOpenChange={(v) => {
          if (!v) {
            setOpenId(null);
            setConfirmRefund(false);
            setNotice(null);
          }
        }}
      >
        <DialogContent closeLabel={t("common.close")}>
          {open ? (
            <>
              <DialogHeader>
                <DialogTitle>{t("commerce.orders.order", { id: open.id })}</DialogTitle>
              </DialogHeader>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt>{t("commerce.viewOrders.col.date")}</dt>
                <dd>{open.date.slice(0, 10)}</dd>
                <dt>{t("commerce.viewOrders.col.customer")}</dt>
                <dd>
                  {open.customer} ({open.email})
                </dd>
                <dt>{t("commerce.viewOrders.col.product")}</dt>
                <dd>{open.products}</dd>
                <dt>{t("commerce.viewOrders.col.total")}</dt>
                <dd>{money(open.totalCents, open.currency)}</dd>
                <dt>{t("commerce.viewOrders.col.status")}</dt>
                <dd>{t(`commerce.viewOrders.statuses.${open.status}`, { defaultValue: open.status })}</dd>
                <dt>{t("commerce.viewOrders.address")}</dt>
                <dd>{[open.address?.province, open.address?.postalCode, open.address?.country].filter(Boolean).join(", ")}</dd>
                {open.couponCode ? (
                  <>
                    <dt>{t("commerce.cart.couponLabel")}</dt>
                    <dd>{open.couponCode}</dd>
                  </>
                ) : null}
                {open.payment.last4 ? (
                  <>
                    <dt>{t("commerce.viewOrders.payment")}</dt>
                    <dd>{t("commerce.thankyou.card", { brand: open.payment.brand?.toUpperCase(), last4: open.payment.last4 })}</dd>
                  </>
                ) : null}
                {open.refundedAt ? (
                  <>
                    <dt>{t("commerce.viewOrders.refundedAt")}</dt>
                    <dd>{open.refundedAt.slice(0, 10)}</dd>
                  </>
                ) : null}
                <dt>{t("commerce.viewOrders.col.qbStatus")}</dt>
                <dd data-testid="detail-qb-status">{qbText(open.qbSyncStatus)}</dd>
                {open.qbSyncStatus?.qbId ? (
                  <>
                    <dt>{t("commerce.viewOrders.col.qbId")}</dt>
                    <dd>{open.qbSyncStatus.qbId}</dd>
                  </>
                ) : null}
                {open.qbSyncStatus?.error ? (
                  <>
                    <dt>{t("commerce.viewOrders.qbErrorMessage")}</dt>
                    <dd>{open.qbSyncStatus.error}</dd>
                  </>
                ) : null}
                {open.refundSyncStatus ? (
                  <>
                    <dt>{t("commerce.viewOrders.refundQbStatus")}</dt>
                    <dd data-testid="detail-refund-qb-status">
                      {qbText(open.refundSyncStatus)}
                      {open.refundSyncStatus.qbId ? ` (${open.refundSyncStatus.qbId})` : ""}
                      {open.refundSyncStatus.error ? <span className="block text-xs text-destructive">{open.refundSyncStatus.error}</span> : null}
                    </dd>
                  </>
                ) : null}
              </dl>
              {notice ? (
                <p role={notice.kind === "error" ? "alert" : "status"} className={notice.kind === "error" ? "text-sm text-destructive" : "text-sm"}>
                  {notice.text}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2 pt-2">
                <Button variant="secondary" asChild>
                  <a href={`/receipt/${open.id}`} target="_blank" rel="noreferrer">
                    {t("commerce.orders.receipt")}
                  </a>
                </Button>
                {(open.status === "paid" || open.status === "refunded") && open.qbSyncStatus?.status !== "SUCCESS" ? (
                  <Button variant="secondary" onClick={() => onRerun(open.id)} disabled={rerun.isPending}>
                    {t("commerce.viewOrders.rerunSync")}
                  </Button>
                ) : null}
                {open.status === "paid" && !confirmRefund ? (
                  <Button variant="destructive" onClick={() => setConfirmRefund(true)}>
                    {t("commerce.viewOrders.refund")}
                  </Button>
                ) : null}
              </div>
              {open.status === "paid" && confirmRefund ? (
                <div role="group" aria-labelledby={`${id}-refund-title`} className="space-y-2 rounded-md border border-destructive p-3">
                  <p id={`${id}-refund-title`} className="font-semibold">
                    {t("commerce.viewOrders.refundTitle", { id: open.id })}
                  </p>
                  <p className="text-sm">{t("commerce.viewOrders.refundBody", { amount: money(open.totalCents, open.currency) })}</p>
                  <div className="flex gap-2">
                    <Button variant="destructive" onClick={() => onRefund(open.id)} disabled={refund.isPending} aria-busy={refund.isPending}>
                      {t("commerce.viewOrders.refundConfirm")}
                    </Button>
                    <Button variant="secondary" onClick={() => setConfirmRefund(false)}>
                      {t("commerce.viewOrders.cancel")}
                    </Button>
                  </div>
                </div>
              ) : null}
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
