import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formError, notFoundPage } from "~/.server/formError";
import { useTranslation } from "~/i18n/useTranslation";
import { OrderLines } from "~/components/commerce/OrderLines";
import { OrderTotals } from "~/components/commerce/OrderTotals";
import { Button } from "~/components/ui/button";
import { requireUser } from "~/.server/requireUser";
import { formatMoney } from "#shared/commerce";
import { pageMeta } from "~/lib/meta";

/**
 * A printable receipt (EN/FR) of one order: its owner's, or any settled order for admins (View
 * Orders). Anyone else gets the same 404 as for an order that does not exist.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new Response("Not Found", { status: 404 });
  return { order: await context.trpc.commerce.order({ id }).catch((err: unknown) => formError(err, { NotFound: notFoundPage, Forbidden: notFoundPage })) };
}

/** Issue 44: one customer's order (a page e-mailed links to): never kept by a browser's or a shared cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction<typeof loader> = pageMeta((t, { data }) => (data ? t("pages.receipt", { id: data.order.id }) : t("pages.receiptNoId")));

export default function ReceiptPage() {
  const { t, i18n } = useTranslation();
  const { order } = useLoaderData<typeof loader>();
  const lang = i18n.language === "fr" ? "fr" : "en";
  const money = (cents: number) => formatMoney(cents, order.currency, lang);
  const date = (iso: string) => new Date(iso).toLocaleDateString(lang === "fr" ? "fr-CA" : "en-CA", { dateStyle: "long" });
  const address = [order.address?.province, order.address?.postalCode, order.address?.country].filter(Boolean).join(", ");
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 print:py-0" aria-labelledby="receipt-title" data-testid="receipt">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm text-muted-foreground">{t("commerce.receipt.seller")}</p>
          <h1 id="receipt-title" className="text-2xl font-semibold">
            {t("commerce.receipt.heading", { id: order.id })}
          </h1>
        </div>
        <Button className="print:hidden" onClick={() => window.print()}>
          {t("commerce.receipt.print")}
        </Button>
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-medium">{t("commerce.thankyou.orderNumber")}</dt>
        <dd>{order.id}</dd>
        <dt className="font-medium">{t("commerce.thankyou.date")}</dt>
        <dd>{date(order.date)}</dd>
        <dt className="font-medium">{t("commerce.receipt.billedTo")}</dt>
        <dd>{order.email}</dd>
        {address ? (
          <>
            <dt className="font-medium">{t("commerce.receipt.address")}</dt>
            <dd>{address}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t("commerce.orders.status")}</dt>
        <dd data-testid="receipt-status">{t(`commerce.orders.statusName.${order.status}`, { defaultValue: order.status })}</dd>
        {order.refundedAt ? (
          <>
            <dt className="sr-only">{t("commerce.viewOrders.refundedAt")}</dt>
            <dd className="col-span-2">{t("commerce.receipt.refunded", { date: date(order.refundedAt) })}</dd>
          </>
        ) : null}
        {order.payment ? (
          <>
            <dt className="font-medium">{t("commerce.thankyou.paymentMethod")}</dt>
            <dd>{t("commerce.thankyou.card", { brand: order.payment.brand?.toUpperCase(), last4: order.payment.last4 })}</dd>
          </>
        ) : null}
      </dl>
      <OrderLines
        className="mt-6 text-sm"
        caption={t("commerce.orders.products")}
        money={money}
        lines={order.lines.map((l, i) => ({
          key: i,
          productName: l.productName,
          quantity: l.quantity,
          unitCents: l.priceCents,
          totalCents: l.priceCents * l.quantity,
        }))}
      />
      <dl className="mt-4 ml-auto max-w-xs space-y-1 text-sm">
        <OrderTotals order={order} money={money} couponCode={order.couponCode} totalTestId="receipt-total" />
      </dl>
      <p className="mt-8 print:hidden">
        <Link to="/account?tab=orders" className="underline">
          {t("commerce.receipt.back")}
        </Link>
      </p>
    </section>
  );
}
