import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { OrderLines } from "~/components/commerce/OrderLines";
import { OrderTotals } from "~/components/commerce/OrderTotals";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { formatMoney } from "#shared/commerce";

/**
 * ORD-004…ORD-006: the customer's orders (all of them, newest first — not only the first one as the
 * legacy tab did, docs/decisions/021); choosing a row opens its detail, with a printable receipt.
 */
export function OrdersTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "fr" ? "fr" : "en";
  const orders = trpc.commerce.myOrders.useQuery();
  const [openId, setOpenId] = useState<number | null>(null);
  if (orders.isPending) return <Spinner label={t("commerce.orders.title")} />;
  if (orders.isError) return <p role="alert">{t("commerce.messages.generic")}</p>;
  if (!orders.data.length) return <p className="text-muted-foreground">{t("commerce.orders.empty")}</p>;
  const open = orders.data.find((o) => o.id === openId) ?? null;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, lang);
  const date = (iso: string) => new Date(iso).toLocaleDateString(lang === "fr" ? "fr-CA" : "en-CA", { dateStyle: "medium" });
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("commerce.orders.title")}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-2">
              {t("commerce.thankyou.orderNumber")}
            </th>
            <th scope="col" className="py-2">
              {t("commerce.thankyou.date")}
            </th>
            <th scope="col" className="py-2">
              {t("commerce.thankyou.product")}
            </th>
            <th scope="col" className="py-2">
              {t("commerce.orders.status")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("commerce.thankyou.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.data.map((o) => (
            <tr key={o.id} className="border-b">
              <td className="py-2">
                <Button variant="link" className="h-auto p-0" onClick={() => setOpenId(o.id)}>
                  {t("commerce.orders.order", { id: o.id })}
                </Button>
              </td>
              <td className="py-2">{date(o.date)}</td>
              <td className="py-2">
                {o.lines.map((l) => l.productName).join(", ")}
                {o.trialOrder ? ` (${t("commerce.orders.trial")})` : ""}
                {o.trial?.endsAt ? (
                  // TRIAL-016 (decision 135): when the trial's access ends, or ended.
                  <span className="block text-sm text-muted-foreground" data-testid={`trial-end-${o.id}`}>
                    {t(o.trial.ended ? "commerce.orders.trialEnded" : "commerce.orders.trialEnds", { date: date(o.trial.endsAt) })}
                  </span>
                ) : null}
              </td>
              <td className="py-2">{t(`commerce.orders.statusName.${o.status}`, { defaultValue: o.status })}</td>
              <td className="py-2 text-right">{money(o.totalCents, o.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Dialog open={open != null} onOpenChange={(v) => !v && setOpenId(null)}>
        <DialogContent closeLabel={t("common.close")}>
          {open ? (
            <>
              <DialogHeader>
                <DialogTitle>{t("commerce.orders.order", { id: open.id })}</DialogTitle>
                <DialogDescription>{date(open.date)}</DialogDescription>
              </DialogHeader>
              <OrderLines
                caption={t("commerce.orders.products")}
                money={(cents) => money(cents, open.currency)}
                lines={open.lines.map((l, i) => ({
                  key: i,
                  productName: l.productName,
                  quantity: l.quantity,
                  unitCents: l.priceCents,
                  totalCents: l.priceCents * l.quantity,
                }))}
              />
              <dl className="space-y-1 text-sm">
                <OrderTotals order={open} money={(cents) => money(cents, open.currency)} totalClassName="flex justify-between border-t pt-2 font-semibold" />
                {open.payment ? (
                  <div className="flex justify-between">
                    <dt>{t("commerce.thankyou.paymentMethod")}</dt>
                    <dd>{t("commerce.thankyou.card", { brand: open.payment.brand?.toUpperCase(), last4: open.payment.last4 })}</dd>
                  </div>
                ) : null}
              </dl>
              <Button asChild variant="secondary" className="mt-2 self-start">
                <a href={`/receipt/${open.id}`}>{t("commerce.orders.receipt")}</a>
              </Button>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
