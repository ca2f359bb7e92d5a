import { useId } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cardDigits, CARD_NUMBER_DIGITS, type CardInput } from "#shared/commerce";

/**
 * The card fields of every card form (checkout CHK-025…, the bookstore's invoice payment BOOK-006):
 * number, expiry (MMYY) and CVV, each cleaned by the one rule of shared/commerce.ts `cardDigits`.
 * Self-contained and controlled (value + onChange), so a hosted payment field can take its place.
 */
export function CardFields({ value, onChange, className }: { value: CardInput; onChange: (card: CardInput) => void; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: keyof CardInput, max: number) => ({
    id: `${id}-${name}`,
    inputMode: "numeric" as const,
    value: value[name],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [name]: cardDigits(e.target.value, max) }),
  });
  return (
    <div className={`grid gap-4 ${className ?? ""}`}>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-number`}>{t("commerce.checkout.cardNumber")}</Label>
        <Input autoComplete="cc-number" {...field("number", CARD_NUMBER_DIGITS)} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-expiry`}>{t("commerce.checkout.expiry")}</Label>
          <Input autoComplete="cc-exp" maxLength={4} {...field("expiry", 4)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-cvv`}>{t("commerce.checkout.cvv")}</Label>
          <Input autoComplete="cc-csc" maxLength={4} {...field("cvv", 4)} />
        </div>
      </div>
    </div>
  );
}
