import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { formatMoney } from "#shared/commerce";
import { OrderDetailDialog } from "./OrderDetailDialog";
import { downloadOrdersWorkbook } from "./ordersWorkbook";
import { ErrorAlert } from "./shared";
import { ViewOrdersFilters, type FiltersForm } from "./ViewOrdersFilters";
import { ViewOrdersTable } from "./ViewOrdersTable";
import { viewOrdersNotice } from "./viewOrdersNotice";
import type { OrderFilters } from "./viewOrdersTypes";

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * ORD-007…ORD-017: filters (last 30 days by default), summary by product, 10 rows a page (server-side), detail dialog,
 * XLSX download. This component holds the search; ViewOrdersFilters, ViewOrdersTable and OrderDetailDialog show it.
 */
export function ViewOrdersTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "fr" ? "fr" : "en";
  const id = useId();
  const today = new Date();
  const [form, setForm] = useState<FiltersForm>({
    from: day(new Date(today.getTime() - 30 * 86_400_000)),
    to: day(today),
    orderId: "",
    status: "",
    hideTrial: false,
    qbErrors: false,
  });
  const [filters, setFilters] = useState<OrderFilters | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
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
      status: (form.status || null) as OrderFilters["status"],
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
      await downloadOrdersWorkbook(t, filters, await utils.commerce.adminOrdersExport.fetch(filters));
    } finally {
      setExporting(false);
    }
  }

  const data = query.data;
  const open = data?.orders.find((o) => o.id === openId) ?? null;

  return (
    <div className="space-y-6">
      <ViewOrdersFilters id={id} form={form} onChange={setForm} onSearch={onSearch} />
      {empty === "retrieveError" ? <ErrorAlert>{t("commerce.viewOrders.retrieveError")}</ErrorAlert> : null}
      {filters && query.isFetching ? <Spinner label={t("commerce.orders.title")} /> : null}
      {!data || !data.orders.length ? (
        empty === "searchPrompt" ? (
          <p className="text-muted-foreground">{t("commerce.viewOrders.searchPrompt")}</p>
        ) : null
      ) : (
        <ViewOrdersTable
          id={id}
          data={data}
          page={filters!.page!}
          money={money}
          onOpen={setOpenId}
          onPage={(page) => setFilters({ ...filters!, page })}
          onDownload={onDownload}
          exporting={exporting}
        />
      )}
      <OrderDetailDialog open={open} onClose={() => setOpenId(null)} money={money} />
    </div>
  );
}
