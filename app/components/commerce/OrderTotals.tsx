import { useTranslation } from "~/i18n/useTranslation";
import { percent } from "#shared/commerce";

/** The amounts of a placed order that its totals show (CHK-033…CHK-035, ORD-005). */
export type OrderTotalsOf = { subtotalCents: number; discountCents?: number | null; taxPercent: number; taxCents: number; totalCents: number };

/**
 * The one totals block of a placed order: subtotal, discounts (when any), taxes with their percentage
 * (CHK-017) and the total paid, as `<div>` groups of `<dt>`/`<dd>` for the caller's `<dl>` (which may hold
 * other groups before or after: the thank-you page's lines, the account's payment method). Used by the
 * thank-you page, the receipt and the account's order detail, so the three show totals the same way.
 */
export function OrderTotals({
  order,
  money,
  couponCode,
  totalClassName = "flex justify-between border-t pt-2 text-base font-semibold",
  totalTestId,
}: {
  order: OrderTotalsOf;
  money: (cents: number) => string;
  /** Shown after "Discounts" (the receipt). */
  couponCode?: string | null;
  totalClassName?: string;
  totalTestId?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "fr" ? "fr" : "en";
  return (
    <>
      <div className="flex justify-between">
        <dt>{t("commerce.thankyou.subtotal")}</dt>
        <dd>{money(order.subtotalCents)}</dd>
      </div>
      {order.discountCents ? (
        <div className="flex justify-between">
          <dt>
            {t("commerce.thankyou.discounts")}
            {couponCode ? ` (${couponCode})` : ""}
          </dt>
          <dd>-{money(order.discountCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt>
          {t("commerce.thankyou.taxes")} ({percent(order.taxPercent, lang)})
        </dt>
        <dd>{money(order.taxCents)}</dd>
      </div>
      <div className={totalClassName}>
        <dt>{t("commerce.thankyou.totalPaid")}</dt>
        <dd data-testid={totalTestId}>{money(order.totalCents)}</dd>
      </div>
    </>
  );
}
