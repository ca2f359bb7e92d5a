import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formError, notFoundPage } from "~/.server/formError";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { OrderTotals } from "~/components/commerce/OrderTotals";
import { requireUser } from "~/.server/requireUser";
import { formatMoney } from "#shared/commerce";
import { pageMeta } from "~/lib/meta";

/**
 * CHK-033…CHK-035: the order just paid, read by its id for its owner only (anyone else: not found).
 * BOOK-011: a bookstore's invoice payment (often without an account) comes with the token its
 * payment answered instead.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const orderId = Number(params.get("orderId"));
  const token = params.get("token");
  if (!Number.isInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) throw new Response("Not Found", { status: 404 });
  if (token) {
    const order = await context.trpc.commerce
      .paidOrder({ id: orderId, token: token.slice(0, 64) })
      .catch((err: unknown) => formError(err, { NotFound: notFoundPage, Invalid: notFoundPage, Input: notFoundPage }));
    return { order, name: "" };
  }
  const { user } = await requireUser({ request, context });
  const order = await context.trpc.commerce.order({ id: orderId }).catch((err: unknown) => formError(err, { NotFound: notFoundPage, Forbidden: notFoundPage }));
  return { order, name: user.firstName || user.email };
}

/** Issue 44: one customer's order, and for a guest the URL holds its receipt token (a capability): never kept by a cache, never in a Referer. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta: MetaFunction = pageMeta("pages.thankyou");

export default function ThankYouPage() {
  const { t, i18n } = useTranslation();
  const { order, name } = useLoaderData<typeof loader>();
  const lang = i18n.language === "fr" ? "fr" : "en";
  const money = (cents: number) => formatMoney(cents, order.currency, lang);
  const rows: [string, string][] = [
    [t("commerce.thankyou.orderNumber"), String(order.id)],
    [t("commerce.thankyou.date"), new Date(order.date).toLocaleDateString(lang === "fr" ? "fr-CA" : "en-CA", { dateStyle: "long" })],
    [t("commerce.thankyou.total"), money(order.totalCents)],
  ];
  if (order.totalCents > 0 && order.payment)
    rows.push([t("commerce.thankyou.paymentMethod"), t("commerce.thankyou.card", { brand: order.payment.brand?.toUpperCase(), last4: order.payment.last4 })]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12" aria-labelledby="thanks-title">
      <h1 id="thanks-title" className="text-3xl font-semibold">
        {t("commerce.thankyou.title")}
      </h1>
      <p className="mt-3">{order.invoiceNum ? t("commerce.thankyou.invoicePaid", { number: order.invoiceNum }) : t("commerce.thankyou.welcome", { name })}</p>
      <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border p-5 text-sm" data-testid="thankyou-summary">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-6 space-y-1 rounded-lg border p-5 text-sm">
        {order.lines.map((l, i) => (
          <div key={i} className="flex justify-between">
            <dt>
              {t("commerce.thankyou.productLine", { name: l.productName })}
              {l.quantity > 1 ? ` × ${l.quantity}` : ""}
            </dt>
            <dd>{money(l.priceCents * l.quantity)}</dd>
          </div>
        ))}
        <OrderTotals order={order} money={money} />
      </dl>
      {name ? (
        <Button asChild className="mt-8">
          <Link to="/account">{t("commerce.thankyou.account")}</Link>
        </Button>
      ) : null}
    </section>
  );
}
