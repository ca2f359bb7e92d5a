import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { percent } from "#shared/commerce";
import type { CartView } from "./types";
import { Field } from "~/components/commerce/Field";

/**
 * Section 2 of the checkout (CHK-011…CHK-018): the access code (coupon) and the server's breakdown of the cart for
 * the saved address: its lines, subtotal, discounts, tax with its percentage, total.
 */
export function BreakdownStep({
  id,
  cart,
  money,
  coupon,
  onCoupon,
  onApply,
  applying,
  error,
  onContinue,
}: {
  id: string;
  cart: CartView;
  money: (cents: number) => string;
  coupon: string;
  onCoupon: (code: string) => void;
  onApply: (e: FormEvent) => void;
  applying: boolean;
  error: ReactNode;
  onContinue: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "fr" ? "fr" : "en";
  return (
    <>
      <form onSubmit={onApply} className="flex items-end gap-2">
        <Field id={`${id}-coupon`} label={t("commerce.checkout.accessCode")}>
          <Input id={`${id}-coupon`} value={coupon} onChange={(e) => onCoupon(e.target.value)} autoComplete="off" maxLength={40} />
        </Field>
        <Button type="submit" variant="secondary" busy={applying}>
          {t("commerce.checkout.apply")}
        </Button>
      </form>
      {error}
      <dl className="mt-4 space-y-1 text-sm">
        {cart.cartItems.map((item) => (
          <Row key={item.productId} label={item.quantity > 1 ? `${item.productName} × ${item.quantity}` : item.productName} value={money(item.lineTotal)} />
        ))}
        <Row label={t("commerce.cart.subtotal")} value={money(cart.cartTotal.cartSubtotal)} />
        <Row label={t("commerce.cart.discounts")} value={`-${money(cart.cartTotal.cartTotalDiscountValue)}`} />
        <Row label={t("commerce.checkout.tax", { percent: percent(cart.cartTotal.cartTotalTaxPercent, lang) })} value={money(cart.cartTotal.cartTaxValue)} />
        <Row label={t("commerce.cart.total")} value={money(cart.cartTotal.cartTotal)} strong testId="checkout-total" />
      </dl>
      <Button type="button" className="mt-4" onClick={onContinue}>
        {t("commerce.checkout.toPayment")}
      </Button>
    </>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between ${strong ? "border-t pt-2 text-base font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
