import type { MetaFunction } from "@remix-run/node";
import { TRPCClientError } from "@trpc/client";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useCommerceMessage } from "~/components/commerce/useCommerceMessage";
import { trpc } from "~/lib/trpc";
import { BOOKSTORE_MESSAGES, CHECKOUT_MESSAGES, EMPTY_CARD, formatMoney, type CardInput } from "#shared/commerce";
import { AddressFields, type AddressValue } from "~/components/commerce/AddressFields";
import { Field } from "~/components/commerce/Field";
import { CardFields } from "~/components/commerce/CardFields";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#trpc/router";
import { pageMeta } from "~/lib/meta";
import { paymentFailureText } from "~/components/commerce/paymentFailure";

type Invoice = inferRouterOutputs<AppRouter>["commerce"]["findInvoice"];

export const meta: MetaFunction = pageMeta("pages.bookstore");

/**
 * BOOK-001…BOOK-013: a bookstore finds its invoice by number, sees it, and pays it by card. The
 * server finds (rate-limited), prices (seats × rate; tax 0 when tax-exempt) and charges; the
 * browser only shows what it answers.
 */
export default function BookstorePage() {
  const { t, i18n } = useTranslation();
  const message = useCommerceMessage();
  const id = useId();
  const lang = i18n.language === "fr" ? "fr" : "en";
  const utils = trpc.useUtils();
  const [number, setNumber] = useState("");
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [form, setForm] = useState({ firstName: "", lastName: "", email: "" });
  const [address, setAddress] = useState<AddressValue>({ country: "CA", province: "", postalCode: "" });
  const [payError, setPayError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const pay = trpc.commerce.payInvoice.useMutation();

  async function onSearch(e: FormEvent) {
    e.preventDefault();
    setSearchError(null);
    setInvoice(null);
    // BOOK-002
    if (!number.trim()) return setSearchError(message(BOOKSTORE_MESSAGES.invoiceNumberMissing));
    setSearching(true);
    try {
      const found = await utils.commerce.findInvoice.fetch({ invoiceNum: number.trim() }, { staleTime: 0, retry: false });
      if (found) setInvoice(found);
      else setSearchError(message(BOOKSTORE_MESSAGES.invoiceNotFound));
    } catch (err) {
      // The rate limit's answer (or a network failure).
      setSearchError(message(err instanceof TRPCClientError ? err.message : BOOKSTORE_MESSAGES.invoiceNotFound));
    } finally {
      setSearching(false);
    }
  }

  async function onPay(e: FormEvent) {
    e.preventDefault();
    if (!invoice) return;
    setPayError(null);
    // BOOK-007: refused here only when every field is empty; the server checks each one.
    const values = [card.number, card.expiry, card.cvv, form.firstName, form.lastName, form.email, address.province, address.postalCode];
    if (values.every((v) => !v.trim())) return setPayError(message(CHECKOUT_MESSAGES.cardMissing));
    setSubmitting(true);
    try {
      const res = await pay.mutateAsync({
        invoiceNum: invoice.invoiceNum,
        email: form.email.trim(),
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        address,
        card,
      });
      if (res.results === "SUCCESS" && res.id) {
        // BOOK-011: the cart is cleared, the order id kept, then the thank-you page.
        sessionStorage.removeItem("sb-sc");
        sessionStorage.setItem("sc-orderId", String(res.id));
        window.location.assign(`/thankyou?orderId=${res.id}&token=${encodeURIComponent(res.receiptToken ?? "")}`);
        return;
      }
      // BOOK-012: the checkout's messages.
      const text = paymentFailureText(t, res, message, i18n.language);
      setPayError(text);
    } catch (err) {
      setPayError(err instanceof TRPCClientError ? message(err.message) : t("commerce.messages.failNoCode"));
    }
    setSubmitting(false);
  }

  const money = (cents: number) => (invoice ? formatMoney(cents, invoice.currency.code, lang) : "");
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-3xl font-semibold tracking-tight">
        {t("commerce.bookstore.title")}
      </h1>
      <p className="mt-3 text-muted-foreground">{t("commerce.bookstore.intro")}</p>
      <form onSubmit={onSearch} className="mt-6 flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-64 flex-1 space-y-1.5">
          <Label htmlFor={`${id}-number`}>{t("commerce.bookstore.invoiceNumber")}</Label>
          <Input id={`${id}-number`} value={number} maxLength={40} autoComplete="off" onChange={(e) => setNumber(e.target.value)} />
        </div>
        <Button type="submit" disabled={searching} aria-busy={searching}>
          {searching ? t("commerce.bookstore.searching") : t("commerce.bookstore.search")}
        </Button>
      </form>
      {searchError ? (
        <Alert variant="destructive" className="mt-4">
          <AlertDescription data-testid="bookstore-error">{searchError}</AlertDescription>
        </Alert>
      ) : null}

      {invoice ? (
        <article className="mt-8 rounded-lg border p-5" aria-labelledby={`${id}-invoice`} data-testid="invoice">
          <h2 id={`${id}-invoice`} className="text-xl font-semibold">
            {t("commerce.bookstore.invoice", { number: invoice.invoiceNum })}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="font-medium">{t("commerce.bookstore.invoiceDate")}</dt>
            <dd>{invoice.invoiceDate.slice(0, 10)}</dd>
            <dt className="font-medium">{t("commerce.bookstore.billTo")}</dt>
            <dd className="whitespace-pre-line">{invoice.billTo}</dd>
            {invoice.product ? (
              <>
                <dt className="font-medium">{t("commerce.bookstore.product")}</dt>
                <dd>{invoice.product.title}</dd>
              </>
            ) : null}
            <dt className="font-medium">{t("commerce.bookstore.seats")}</dt>
            <dd>{invoice.numberOfSeats}</dd>
            <dt className="font-medium">{t("commerce.bookstore.rate")}</dt>
            <dd>{money(Math.round(invoice.rate * 100))}</dd>
            <dt className="font-medium">{t("commerce.bookstore.subTotal")}</dt>
            <dd data-testid="invoice-subtotal">{money(invoice.subTotalCents)}</dd>
            <dt className="font-medium">{t("commerce.bookstore.currency")}</dt>
            <dd>{lang === "fr" ? invoice.currency.name_fr : invoice.currency.name_en}</dd>
            <dt className="font-medium">{t("commerce.bookstore.taxExempt")}</dt>
            <dd>{invoice.taxExempt ? t("commerce.bookstore.yes") : t("commerce.bookstore.no")}</dd>
            <dt className="font-medium">{t("commerce.bookstore.status")}</dt>
            <dd data-testid="invoice-status">{invoice.status === "paid" ? t("commerce.bookstore.statusPaid") : t("commerce.bookstore.statusOpen")}</dd>
          </dl>
          {invoice.status === "open" ? (
            <Button className="mt-5" onClick={() => setOpen(true)}>
              {t("commerce.bookstore.pay")}
            </Button>
          ) : null}
        </article>
      ) : null}

      <Dialog open={open && invoice != null} onOpenChange={(v) => !submitting && setOpen(v)}>
        <DialogContent closeLabel={t("common.close")} className="max-h-[90vh] overflow-y-auto">
          {invoice ? (
            <form onSubmit={onPay} noValidate className="space-y-4">
              <DialogHeader>
                <DialogTitle>{t("commerce.bookstore.payTitle", { number: invoice.invoiceNum })}</DialogTitle>
                <DialogDescription>
                  {t("commerce.bookstore.amountDue", { amount: money(invoice.subTotalCents) })} {invoice.taxExempt ? "" : t("commerce.bookstore.taxNote")}
                </DialogDescription>
              </DialogHeader>
              <CardFields value={card} onChange={setCard} />
              <div className="grid grid-cols-2 gap-3">
                <Field id={`${id}-first`} label={t("commerce.checkout.firstName")}>
                  <Input id={`${id}-first`} autoComplete="given-name" value={form.firstName} onChange={set("firstName")} />
                </Field>
                <Field id={`${id}-last`} label={t("commerce.checkout.lastName")}>
                  <Input id={`${id}-last`} autoComplete="family-name" value={form.lastName} onChange={set("lastName")} />
                </Field>
              </div>
              <Field id={`${id}-email`} label={t("commerce.checkout.email")}>
                <Input id={`${id}-email`} type="email" autoComplete="email" value={form.email} onChange={set("email")} />
              </Field>
              <AddressFields idPrefix={id} value={address} onChange={setAddress} pairClassName="grid grid-cols-2 gap-3" />
              {payError ? (
                <Alert variant="destructive">
                  <AlertDescription data-testid="bookstore-pay-error">{payError}</AlertDescription>
                </Alert>
              ) : null}
              <Button type="submit" disabled={submitting} aria-busy={submitting} className="w-full">
                {submitting ? t("commerce.bookstore.submitting") : t("commerce.bookstore.submit")}
              </Button>
            </form>
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
