import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { useCommerceMessage } from "~/components/commerce/useCommerceMessage";
import { trpc } from "~/lib/trpc";
import { addressProblem, CHECKOUT_MESSAGES, EMAIL, EMPTY_CARD, formatMoney, type CardInput, type Country } from "#shared/commerce";
import { paymentFailureText } from "~/components/commerce/paymentFailure";
import type { AddressValue } from "~/components/commerce/AddressFields";
import { BreakdownStep } from "~/components/commerce/checkout/BreakdownStep";
import { CustomerStep, type Customer } from "~/components/commerce/checkout/CustomerStep";
import { PaymentStep } from "~/components/commerce/checkout/PaymentStep";
import { Step } from "~/components/commerce/checkout/Step";
import type { CartView } from "~/components/commerce/checkout/types";

type Account = { email: string; firstName: string; lastName: string } | null;
type Section = "user" | "breakdown" | "payment";

/**
 * CHK-004…CHK-032: the three sections (./checkout/: who buys and where, the breakdown, the payment). This
 * component holds their state and talks to the server. The browser checks entries for quick feedback; the
 * server checks them again and computes every amount (what the browser shows comes from its answers).
 */
export function CheckoutForm({
  initialCart,
  account,
  paymentMode = "sandbox",
}: {
  initialCart: CartView;
  account: Account;
  /** Issue 27: "stripe" — the card is entered on the processor's hosted page (HostedPaymentStep), never here. */
  paymentMode?: "sandbox" | "stripe";
}) {
  const { t, i18n } = useTranslation();
  const message = useCommerceMessage();
  const id = useId();
  const lang = i18n.language === "fr" ? "fr" : "en";
  const [cart, setCart] = useState(initialCart);
  const [open, setOpen] = useState<Section>("user");
  // Issue 46 F9: 'Next' and 'Continue to payment' hide the step that has the focus; the focus goes to the header
  // button of the step they open (its heading, "2. Purchase Breakdown, expanded"), not to <body>.
  const stepButtons = useRef<Partial<Record<Section, HTMLButtonElement | null>>>({});
  const focusStep = useRef<Section | null>(null);
  const goTo = (section: Section) => {
    focusStep.current = section;
    setOpen(section);
  };
  useEffect(() => {
    if (focusStep.current !== open) return;
    focusStep.current = null;
    stepButtons.current[open]?.focus();
  }, [open]);
  const [customer, setCustomer] = useState<Customer>({
    email: account?.email ?? "",
    password: "",
    firstName: account?.firstName ?? "",
    lastName: account?.lastName ?? "",
  });
  const { email, password, firstName, lastName } = customer;
  const [address, setAddress] = useState<AddressValue>({
    country: (initialCart.address?.country as Country) ?? "CA",
    province: initialCart.address?.province ?? "",
    postalCode: initialCart.address?.postalCode ?? "",
  });
  const { country, province, postalCode } = address;
  const [coupon, setCoupon] = useState(initialCart.couponCode ?? "");
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [error, setError] = useState<{ section: Section; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const saveAddress = trpc.commerce.saveAddress.useMutation();
  const applyCoupon = trpc.commerce.applyCoupon.useMutation();
  const placeOrder = trpc.commerce.placeOrder.useMutation();
  const startHosted = trpc.commerce.startHostedCheckout.useMutation();
  const cancelHosted = trpc.commerce.cancelHostedCheckout.useMutation();
  const hosted = paymentMode === "stripe";
  const existing = Boolean(account);
  const money = (cents: number) => formatMoney(cents, cart.cartTotal.cartCurrency, lang);
  const total = cart.cartTotal.cartTotal;

  // Issue 27: back from the processor's hosted page without paying (?canceled=<order>): the order is closed there and
  // here, and the processor's decline (if any) is shown with the seed's messages.
  useEffect(() => {
    const canceled = Number(new URLSearchParams(window.location.search).get("canceled"));
    if (!hosted || !Number.isInteger(canceled) || canceled <= 0) return;
    window.history.replaceState(null, "", window.location.pathname);
    setOpen("payment");
    cancelHosted.mutateAsync({ orderId: canceled }).then(
      (res) => {
        if (res.results === "SUCCESS" && res.id) return window.location.assign(`/thankyou?orderId=${res.id}`);
        setError({
          section: "payment",
          text: res.validation && !res.errorMsg ? t("commerce.checkout.paymentCanceled") : paymentFailureText(t, res, message, i18n.language),
        });
      },
      () => setError({ section: "payment", text: t("commerce.checkout.paymentCanceled") }),
    );
    // Once, on the return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onNext(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const missing = existing
      ? !province || !postalCode.trim()
      : !password || !firstName.trim() || !lastName.trim() || !province || !postalCode.trim() || !email.trim();
    if (missing) return setError({ section: "user", text: message(CHECKOUT_MESSAGES.entriesMissing) });
    if (!existing && !EMAIL.test(email.trim())) return setError({ section: "user", text: message(CHECKOUT_MESSAGES.badEmail) });
    const problem = addressProblem(country, province, postalCode);
    if (problem) return setError({ section: "user", text: message(problem) });
    try {
      const res = await saveAddress.mutateAsync({ country, province, postalCode });
      setCart(res.cart);
      goTo("breakdown");
    } catch (err) {
      setError({ section: "user", text: message((err as Error).message) });
    }
  }

  async function onCoupon(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      setCart(await applyCoupon.mutateAsync({ couponCode: coupon.trim() }));
    } catch (err) {
      setError({ section: "breakdown", text: message((err as Error).message) });
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!hosted && total > 0 && (!card.number || !card.expiry || !card.cvv))
      return setError({ section: "payment", text: message(CHECKOUT_MESSAGES.cardMissing) });
    setSubmitting(true);
    if (hosted) return onHostedSubmit();
    try {
      const res = await placeOrder.mutateAsync({
        email: email.trim(),
        password: existing ? undefined : password,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        address: { country, province, postalCode },
        card: total > 0 ? card : undefined,
      });
      if (res.results === "SUCCESS" && res.id) {
        // CHK-026, CART-017: the cart id leaves the browser; the order id is kept for the thank-you page.
        sessionStorage.removeItem("sb-sc");
        sessionStorage.setItem("sc-orderId", String(res.id));
        window.location.assign(`/thankyou?orderId=${res.id}`);
        return;
      }
      const text = paymentFailureText(t, res, message, i18n.language);
      setError({ section: "payment", text });
      setSubmitting(false);
    } catch (err) {
      setSubmitting(false);
      if (existing) window.location.assign(`/error?errMsg=${encodeURIComponent((err as Error).message)}`);
      else setError({ section: "payment", text: t("commerce.messages.newUserException") });
    }
  }

  /** Issue 27: the order is claimed, then the browser goes to the processor's hosted page. */
  async function onHostedSubmit() {
    try {
      const res = await startHosted.mutateAsync({
        email: email.trim(),
        password: existing ? undefined : password,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        address: { country, province, postalCode },
      });
      if (res.results === "REDIRECT") return window.location.assign(res.url);
      if (res.results === "SUCCESS" && res.id) {
        sessionStorage.removeItem("sb-sc");
        sessionStorage.setItem("sc-orderId", String(res.id));
        return window.location.assign(`/thankyou?orderId=${res.id}`);
      }
      setError({ section: "payment", text: paymentFailureText(t, res, message, i18n.language) });
    } catch (err) {
      setError({ section: "payment", text: message((err as Error).message) || t("commerce.messages.failNoCode") });
    }
    setSubmitting(false);
  }

  const errorFor = (section: Section) =>
    error?.section === section ? (
      <Alert variant="destructive" className="mt-4">
        <AlertDescription data-testid="checkout-error">{error.text}</AlertDescription>
      </Alert>
    ) : null;

  return (
    <div className="divide-y rounded-lg border">
      <Step
        n={0}
        title={t("commerce.checkout.section0")}
        open={open === "user"}
        onOpen={() => setOpen("user")}
        buttonRef={(b) => void (stepButtons.current.user = b)}
      >
        <CustomerStep
          id={id}
          lockedEmail={account ? account.email : null}
          customer={customer}
          onCustomer={setCustomer}
          address={address}
          onAddress={setAddress}
          onNext={onNext}
          saving={saveAddress.isPending}
          error={errorFor("user")}
        />
      </Step>

      <Step
        n={1}
        title={t("commerce.checkout.section1")}
        open={open === "breakdown"}
        onOpen={() => cart.address && setOpen("breakdown")}
        disabled={!cart.address}
        buttonRef={(b) => void (stepButtons.current.breakdown = b)}
      >
        <BreakdownStep
          id={id}
          cart={cart}
          money={money}
          coupon={coupon}
          onCoupon={setCoupon}
          onApply={onCoupon}
          applying={applyCoupon.isPending}
          error={errorFor("breakdown")}
          onContinue={() => goTo("payment")}
        />
      </Step>

      <Step
        n={2}
        title={t("commerce.checkout.section2")}
        open={open === "payment"}
        onOpen={() => cart.address && setOpen("payment")}
        disabled={!cart.address}
        buttonRef={(b) => void (stepButtons.current.payment = b)}
      >
        <PaymentStep
          id={id}
          total={total}
          hosted={hosted}
          card={card}
          onCard={setCard}
          email={email}
          onSubmit={onSubmit}
          submitting={submitting}
          error={errorFor("payment")}
        />
      </Step>
    </div>
  );
}
