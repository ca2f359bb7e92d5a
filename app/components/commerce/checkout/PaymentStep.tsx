import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import type { CardInput } from "#shared/commerce";
import { CardFields } from "~/components/commerce/CardFields";
import { HostedPaymentStep } from "~/components/commerce/HostedPaymentStep";
import { Field } from "~/components/commerce/Field";

/**
 * Section 3 of the checkout (CHK-019…CHK-026): the card (sandbox), the processor's hosted page (issue 27), or
 * nothing to pay; then the order is placed.
 */
export function PaymentStep({
  id,
  total,
  hosted,
  card,
  onCard,
  email,
  onSubmit,
  submitting,
  error,
}: {
  id: string;
  /** The cart's total in cents: nothing to pay at 0. */
  total: number;
  hosted: boolean;
  card: CardInput;
  onCard: (card: CardInput) => void;
  email: string;
  onSubmit: (e: FormEvent) => void;
  submitting: boolean;
  error: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-3">
      {total > 0 && hosted ? (
        <HostedPaymentStep />
      ) : total > 0 ? (
        <CardFields value={card} onChange={onCard} className="sm:col-span-3" />
      ) : (
        <p className="sm:col-span-3">{t("commerce.checkout.noCardNeeded")}</p>
      )}
      <Field id={`${id}-email2`} label={t("commerce.checkout.email")}>
        <Input id={`${id}-email2`} value={email} disabled readOnly />
      </Field>
      <p className="text-sm text-muted-foreground sm:col-span-3">🔒 {t("commerce.checkout.trustSeal")}</p>
      <div className="sm:col-span-3">
        {error}
        {/* CHK-022: while the order is sent the button is a disabled spinner; it keeps a name (a status region gives none). */}
        <Button
          type="submit"
          className="mt-2"
          disabled={submitting}
          aria-busy={submitting}
          aria-label={submitting ? t("commerce.checkout.submitting") : undefined}
        >
          {submitting ? (
            <Spinner label={t("commerce.checkout.submitting")} iconClassName="size-4 text-current" />
          ) : hosted && total > 0 ? (
            t("commerce.checkout.hostedContinue")
          ) : (
            t("commerce.checkout.submit")
          )}
        </Button>
      </div>
    </form>
  );
}
