import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { useCommerceMessage } from "~/components/commerce/useCommerceMessage";
import { trpc } from "~/lib/trpc";
import { addressProblem, CHECKOUT_MESSAGES, EMAIL, EMPTY_CARD, formatMoney, percent, type CardInput, type Country } from "#shared/commerce";
import { CardFields } from "~/components/commerce/CardFields";
import { CANADA, US } from "#shared/taxRates";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#trpc/router";
import { paymentFailureText } from "~/components/commerce/paymentFailure";
import { HostedPaymentStep } from "~/components/commerce/HostedPaymentStep";

type CartView = inferRouterOutputs<AppRouter>["commerce"]["cart"];

type Account = { email: string; firstName: string; lastName: string } | null;
type Section = "user" | "breakdown" | "payment";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60";

/**
 * CHK-004…CHK-032: the three sections. The browser checks entries for quick feedback; the server
 * checks them again and computes every amount (what the browser shows comes from its answers).
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
  const [email, setEmail] = useState(account?.email ?? "");
  const [password, setPassword] = useState("");
  const [firstName, setFirstName] = useState(account?.firstName ?? "");
  const [lastName, setLastName] = useState(account?.lastName ?? "");
  const [country, setCountry] = useState<Country>((initialCart.address?.country as Country) ?? "CA");
  const [province, setProvince] = useState(initialCart.address?.province ?? "");
  const [postalCode, setPostalCode] = useState(initialCart.address?.postalCode ?? "");
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

  const regions: [string, string][] =
    country === "CA"
      ? Object.entries(CANADA).map(([code, p]) => [code, lang === "fr" ? p.nameFr : p.name])
      : country === "US"
      ? Object.entries(US).map(([code, s]) => [code, s[0]])
      : [];

  return (
    <div className="divide-y rounded-lg border">
      <Step
        n={0}
        title={t("commerce.checkout.section0")}
        open={open === "user"}
        onOpen={() => setOpen("user")}
        buttonRef={(b) => void (stepButtons.current.user = b)}
      >
        <form onSubmit={onNext} noValidate className="grid gap-4 sm:grid-cols-2">
          {account ? <p className="text-sm text-muted-foreground sm:col-span-2">{t("commerce.checkout.lockedNote", { email: account.email })}</p> : null}
          <Field id={`${id}-email`} label={t("commerce.checkout.email")}>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={existing}
              maxLength={254}
            />
          </Field>
          <Field id={`${id}-username`} label={t("commerce.checkout.username")}>
            <Input id={`${id}-username`} value={email} disabled readOnly />
          </Field>
          {existing ? null : (
            <Field id={`${id}-password`} label={t("commerce.checkout.password")}>
              <Input
                id={`${id}-password`}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                maxLength={72}
              />
            </Field>
          )}
          <Field id={`${id}-first`} label={t("commerce.checkout.firstName")}>
            <Input
              id={`${id}-first`}
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              disabled={existing}
              maxLength={100}
            />
          </Field>
          <Field id={`${id}-last`} label={t("commerce.checkout.lastName")}>
            <Input
              id={`${id}-last`}
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              disabled={existing}
              maxLength={100}
            />
          </Field>
          <Field id={`${id}-country`} label={t("commerce.checkout.country")}>
            <select
              id={`${id}-country`}
              className={selectClass}
              value={country}
              onChange={(e) => {
                setCountry(e.target.value as Country);
                setProvince("");
              }}
            >
              <option value="CA">{t("commerce.checkout.countryCA")}</option>
              <option value="US">{t("commerce.checkout.countryUS")}</option>
              <option value="OTHER">{t("commerce.checkout.countryOTHER")}</option>
            </select>
          </Field>
          <Field
            id={`${id}-province`}
            label={country === "CA" ? t("commerce.checkout.province") : country === "US" ? t("commerce.checkout.state") : t("commerce.checkout.region")}
          >
            {regions.length ? (
              <select id={`${id}-province`} className={selectClass} value={province} onChange={(e) => setProvince(e.target.value)}>
                <option value="">{t("commerce.checkout.choose")}</option>
                {regions.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            ) : (
              <Input id={`${id}-province`} value={province} onChange={(e) => setProvince(e.target.value)} maxLength={60} />
            )}
          </Field>
          <Field
            id={`${id}-postal`}
            label={
              country === "CA" ? t("commerce.checkout.postalCode") : country === "US" ? t("commerce.checkout.zipCode") : t("commerce.checkout.postalOrZip")
            }
          >
            <Input id={`${id}-postal`} autoComplete="postal-code" value={postalCode} onChange={(e) => setPostalCode(e.target.value)} maxLength={12} />
          </Field>
          <div className="sm:col-span-2">
            {errorFor("user")}
            <Button type="submit" className="mt-2" busy={saveAddress.isPending}>
              {saveAddress.isPending ? <Spinner label={t("commerce.checkout.next")} iconClassName="size-4 text-current" /> : null}
              {t("commerce.checkout.next")}
            </Button>
          </div>
        </form>
      </Step>

      <Step
        n={1}
        title={t("commerce.checkout.section1")}
        open={open === "breakdown"}
        onOpen={() => cart.address && setOpen("breakdown")}
        disabled={!cart.address}
        buttonRef={(b) => void (stepButtons.current.breakdown = b)}
      >
        <form onSubmit={onCoupon} className="flex items-end gap-2">
          <Field id={`${id}-coupon`} label={t("commerce.checkout.accessCode")}>
            <Input id={`${id}-coupon`} value={coupon} onChange={(e) => setCoupon(e.target.value)} autoComplete="off" maxLength={40} />
          </Field>
          <Button type="submit" variant="secondary" busy={applyCoupon.isPending}>
            {t("commerce.checkout.apply")}
          </Button>
        </form>
        {errorFor("breakdown")}
        <dl className="mt-4 space-y-1 text-sm">
          {cart.cartItems.map((item) => (
            <Row key={item.productId} label={item.quantity > 1 ? `${item.productName} × ${item.quantity}` : item.productName} value={money(item.lineTotal)} />
          ))}
          <Row label={t("commerce.cart.subtotal")} value={money(cart.cartTotal.cartSubtotal)} />
          <Row label={t("commerce.cart.discounts")} value={`-${money(cart.cartTotal.cartTotalDiscountValue)}`} />
          <Row label={t("commerce.checkout.tax", { percent: percent(cart.cartTotal.cartTotalTaxPercent, lang) })} value={money(cart.cartTotal.cartTaxValue)} />
          <Row label={t("commerce.cart.total")} value={money(total)} strong testId="checkout-total" />
        </dl>
        <Button type="button" className="mt-4" onClick={() => goTo("payment")}>
          {t("commerce.checkout.toPayment")}
        </Button>
      </Step>

      <Step
        n={2}
        title={t("commerce.checkout.section2")}
        open={open === "payment"}
        onOpen={() => cart.address && setOpen("payment")}
        disabled={!cart.address}
        buttonRef={(b) => void (stepButtons.current.payment = b)}
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-3">
          {total > 0 && hosted ? (
            <HostedPaymentStep />
          ) : total > 0 ? (
            <CardFields value={card} onChange={setCard} className="sm:col-span-3" />
          ) : (
            <p className="sm:col-span-3">{t("commerce.checkout.noCardNeeded")}</p>
          )}
          <Field id={`${id}-email2`} label={t("commerce.checkout.email")}>
            <Input id={`${id}-email2`} value={email} disabled readOnly />
          </Field>
          <p className="text-sm text-muted-foreground sm:col-span-3">🔒 {t("commerce.checkout.trustSeal")}</p>
          <div className="sm:col-span-3">
            {errorFor("payment")}
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
      </Step>
    </div>
  );
}

function Step({
  n,
  title,
  open,
  onOpen,
  disabled,
  buttonRef,
  children,
}: {
  n: number;
  title: string;
  open: boolean;
  onOpen: () => void;
  disabled?: boolean;
  buttonRef: (button: HTMLButtonElement | null) => void;
  children: ReactNode;
}) {
  const panel = `checkout-section-${n}`;
  return (
    <section aria-labelledby={`${panel}-title`}>
      <h2 id={`${panel}-title`} className="text-lg font-semibold">
        <button
          ref={buttonRef}
          type="button"
          className="flex w-full items-center justify-between px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
          aria-expanded={open}
          aria-controls={panel}
          onClick={onOpen}
          disabled={disabled && !open}
        >
          <span>
            {n + 1}. {title}
          </span>
          <span aria-hidden="true">{open ? "−" : "+"}</span>
        </button>
      </h2>
      <div id={panel} hidden={!open} className="px-5 pb-6">
        {children}
      </div>
    </section>
  );
}

function Field({ id, label, children, className }: { id: string; label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`space-y-1.5 ${className ?? ""}`}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
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
