import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/useTranslation";

export type OrderLine = { key: string | number; productName: string; quantity: number; unitCents?: number; totalCents: number };

/**
 * The one table of an order's (or a cart's) lines: product, quantity, unit price, line total, and an
 * optional action column. Used by the cart (editable quantity, remove), the receipt and the
 * account's order detail, so the three show lines the same way.
 */
export function OrderLines({
  lines,
  money,
  caption,
  quantityCell,
  actionCell,
  actionLabel,
  totalLabel,
  rowTestId,
  className,
}: {
  lines: OrderLine[];
  money: (cents: number) => string;
  caption: string;
  /** Replaces the quantity's text (the cart's quantity field). */
  quantityCell?: (line: OrderLine) => ReactNode;
  /** An extra last column (the cart's Remove), named for screen readers by `actionLabel`. */
  actionCell?: (line: OrderLine) => ReactNode;
  actionLabel?: string;
  /** The line total's heading (the cart calls it "Price"). */
  totalLabel?: string;
  rowTestId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const withUnit = lines.some((l) => l.unitCents != null);
  return (
    <table className={`w-full text-left ${className ?? "text-sm"}`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-sm text-muted-foreground">
          <th scope="col" className="py-2">
            {t("commerce.thankyou.product")}
          </th>
          <th scope="col" className={quantityCell ? "py-2" : "py-2 text-right"}>
            {t("commerce.receipt.quantity")}
          </th>
          {withUnit ? (
            <th scope="col" className="py-2 text-right">
              {t("commerce.receipt.price")}
            </th>
          ) : null}
          <th scope="col" className="py-2 text-right">
            {totalLabel ?? t("commerce.thankyou.total")}
          </th>
          {actionCell ? (
            <th scope="col" className="py-2">
              <span className="sr-only">{actionLabel}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.key} className="border-b" data-testid={rowTestId}>
            <td className="py-2 font-medium">{l.productName}</td>
            <td className={quantityCell ? "py-2" : "py-2 text-right"}>{quantityCell ? quantityCell(l) : l.quantity}</td>
            {withUnit ? <td className="py-2 text-right">{l.unitCents != null ? money(l.unitCents) : ""}</td> : null}
            <td className="py-2 text-right">{money(l.totalCents)}</td>
            {actionCell ? <td className="py-2 pl-3 text-right">{actionCell(l)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
