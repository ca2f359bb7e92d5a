import { useTranslation } from "~/i18n/useTranslation";

/**
 * Issue 27 (docs/decisions/090-hosted-payment-page.md): the payment step when a real processor takes the card.
 * No card field here: the submit sends the customer to the processor's hosted page (Stripe Checkout), so the card
 * never touches this site (PCI SAQ A). The sandbox keeps its own card fields; CheckoutForm switches on the mode.
 */
export function HostedPaymentStep() {
  const { t } = useTranslation();
  return (
    <p className="text-sm sm:col-span-3" data-testid="hosted-payment-note">
      {t("commerce.checkout.hostedNote")}
    </p>
  );
}

/** The staging banner: production running the sandbox (PAYMENTS=sandbox) says so on the checkout. */
export function SandboxBanner() {
  const { t } = useTranslation();
  return (
    <div role="note" className="mb-6 rounded-md border-2 border-amber-600 bg-amber-50 p-4 text-sm font-semibold text-amber-950" data-testid="sandbox-banner">
      {t("commerce.checkout.sandboxBanner")}
    </div>
  );
}
