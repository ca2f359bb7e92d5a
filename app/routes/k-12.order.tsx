import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Field } from "~/components/forms/Field";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { formObject, newFormKey } from "~/lib/forms";
import { formError, type FormFailure } from "~/.server/formError";
import { useRootData } from "~/lib/useRootData";
import { formatPrice } from "#shared/catalog";
import {
  fieldErrors,
  K12_BILLING_FIELDS,
  K12_CONTACT_FIELDS,
  K12_EMAIL,
  K12_FORMAT,
  K12_INCOMPLETE,
  k12CodeInput,
  k12OrderInput,
  k12Total,
  K12_MAX_QTY,
} from "#shared/forms";
import { pageMeta } from "~/lib/meta";

/**
 * /k-12/order (K12-001…019): the school order form behind an access code that only the server
 * knows (forms.k12Unlock, rate-limited). The order is priced on the server from the courseware
 * price list, stored once per rendered form (schoolOrders, status new) and confirmed by e-mail.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return { prices: await context.trpc.forms.k12Prices(), formKey: crypto.randomUUID() };
}

type UnlockResult = { intent: "unlock"; ok: true; code: string } | ({ intent: "unlock" } & FormFailure);
type OrderResult = { intent: "order"; ok: true; id: number } | ({ intent: "order" } & FormFailure);

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "unlock") {
    const input = k12CodeInput.parse({ code: String(form.get("code") ?? "").slice(0, 200) });
    try {
      await context.trpc.forms.k12Unlock(input);
      return { intent: "unlock", ok: true, code: input.code.trim() } as UnlockResult;
    } catch (err) {
      const failure = formError(err, "forms.errors.failed");
      return data<UnlockResult>({ intent: "unlock", ...failure }, { status: failure.form === "forms.errors.tooMany" ? 429 : 400 });
    }
  }
  const parsed = k12OrderInput.safeParse(formObject(form, ["termConditionsAccepted"]));
  if (!parsed.success) return data<OrderResult>({ intent: "order", ok: false, ...fieldErrors(parsed.error) }, { status: 400 });
  try {
    const res = await context.trpc.forms.k12Order(parsed.data);
    return { intent: "order", ok: true, id: res.id } as OrderResult;
  } catch (err) {
    const failure = formError(err, "forms.k12.error");
    return data<OrderResult>({ intent: "order", ...failure }, { status: 400 });
  }
}

export const meta: MetaFunction = pageMeta("pages.k12Order");

const inputClass =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm";

export default function SchoolOrderPage() {
  const { t, i18n } = useTranslation();
  const { prices, formKey: firstKey } = useLoaderData<typeof loader>();
  const supportEmail = useRootData()?.supportEmail ?? "";
  const unlock = useFetcher<UnlockResult>();
  const order = useFetcher<OrderResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(firstKey);
  const [product, setProduct] = useState("");
  const [qty, setQty] = useState("");
  const [terms, setTerms] = useState(false);
  const [formatErrors, setFormatErrors] = useState<Record<string, string>>({});
  const [clientErrors, setClientErrors] = useState<{ fields: Record<string, string>; form: string } | null>(null);
  const [result, setResult] = useState<OrderResult | null>(null);

  useEffect(() => {
    if (unlock.state === "idle" && unlock.data?.ok) setCode(unlock.data.code);
  }, [unlock.state, unlock.data]);
  useEffect(() => {
    if (order.state !== "idle" || !order.data) return;
    if (order.data.ok) {
      formRef.current?.reset(); // a new, empty form (its own key) after a stored order
      setFormKey(newFormKey());
    }
    setResult(order.data);
  }, [order.state, order.data]);

  const chosen = prices.find((p) => p.isbn === product);
  const qtyNumber = /^\d+$/.test(qty) ? Number(qty) : 0;
  const total = chosen ? k12Total(qtyNumber, chosen.price) : 0;
  const errors = clientErrors ?? (result && !result.ok ? result : null);
  const fieldError = (f: string) => formatErrors[f] ?? (errors?.fields[f] && errors.fields[f] !== K12_INCOMPLETE ? errors.fields[f] : undefined);
  const submitting = order.state !== "idle";

  const checkFormat = (name: string, value: string) =>
    setFormatErrors((e) => {
      const next = { ...e };
      // K12-009: an empty field clears the message.
      if (!value || K12_EMAIL.test(value)) delete next[name];
      else next[name] = K12_FORMAT;
      return next;
    });

  const text = (name: string, type = "text") => (
    <Field
      key={name}
      idPrefix="k12"
      name={name}
      type={type}
      label={t(`forms.k12.fields.${name}`)}
      required
      maxLength={200}
      error={fieldError(name)}
      aria-invalid={errors?.fields[name] || formatErrors[name] ? true : undefined}
      onChange={type === "email" ? (e) => checkFormat(name, e.currentTarget.value) : undefined}
    />
  );

  const unlockError = unlock.data && !unlock.data.ok ? unlock.data.form : null;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="k12-title">
      <h1 id="k12-title" className="text-3xl font-semibold">
        {t("forms.k12.title")}
      </h1>
      <Dialog open={code == null}>
        <DialogContent showCloseButton={false} onEscapeKeyDown={(e) => e.preventDefault()} onInteractOutside={(e) => e.preventDefault()}>
          <DialogHeader>
            <DialogTitle>{t("forms.k12.codeTitle")}</DialogTitle>
            <DialogDescription>{t("forms.k12.codeIntro")}</DialogDescription>
          </DialogHeader>
          <unlock.Form method="post" className="flex flex-col gap-3" noValidate>
            <input type="hidden" name="intent" value="unlock" />
            <label htmlFor="k12-code" className="text-sm font-medium">
              {t("forms.k12.code")}
            </label>
            <input
              id="k12-code"
              name="code"
              type="password"
              autoComplete="off"
              maxLength={200}
              className={inputClass}
              aria-invalid={unlockError ? true : undefined}
              aria-describedby={unlockError ? "k12-code-error" : undefined}
            />
            <div aria-live="polite">
              {unlockError ? (
                <p id="k12-code-error" className="text-sm font-medium text-destructive" data-testid="k12-code-error">
                  {t(unlockError)}
                </p>
              ) : null}
            </div>
            <Button type="submit" disabled={unlock.state !== "idle"}>
              {unlock.state !== "idle" ? t("forms.k12.checking") : t("forms.k12.codeSubmit")}
            </Button>
          </unlock.Form>
        </DialogContent>
      </Dialog>

      {code == null ? (
        <p className="mt-6 text-muted-foreground">{t("forms.k12.locked")}</p>
      ) : (
        <order.Form
          ref={formRef}
          method="post"
          noValidate
          className="mt-6 flex flex-col gap-8"
          data-testid="k12-form"
          onSubmit={(e) => {
            setResult(null);
            const parsed = k12OrderInput.safeParse(formObject(new FormData(e.currentTarget), ["termConditionsAccepted"]));
            if (!parsed.success) {
              e.preventDefault();
              setClientErrors(fieldErrors(parsed.error));
              return;
            }
            setClientErrors(null);
          }}
          onReset={() => {
            // K12-017: every field cleared, the type back to HIGHSCHOOL.
            setProduct("");
            setQty("");
            setTerms(false);
            setFormatErrors({});
            setClientErrors(null);
            setResult(null);
          }}
        >
          <input type="hidden" name="intent" value="order" />
          <input type="hidden" name="orderType" value="HIGHSCHOOL" />
          <input type="hidden" name="accessCode" value={code} />
          <input type="hidden" name="idempotencyKey" value={formKey} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-xl font-semibold">{t("forms.k12.contact")}</legend>
            {K12_CONTACT_FIELDS.map((f) => text(f, f === "email" || f === "contactSchoolEmail" ? "email" : f === "contactPhoneNum" ? "tel" : "text"))}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-xl font-semibold">{t("forms.k12.billing")}</legend>
            {K12_BILLING_FIELDS.map((f) => text(f, f === "billingPhoneNum" ? "tel" : "text"))}
          </fieldset>
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-xl font-semibold">{t("forms.k12.order")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <label htmlFor="k12-productOrdered" className="text-sm font-medium">
                  {t("forms.k12.fields.productOrdered")}
                  <span aria-hidden="true"> *</span>
                </label>
                <select
                  id="k12-productOrdered"
                  name="productOrdered"
                  value={product}
                  onChange={(e) => setProduct(e.currentTarget.value)}
                  aria-required
                  aria-invalid={errors?.fields.productOrdered ? true : undefined}
                  className={inputClass}
                >
                  <option value="">{t("forms.k12.chooseProduct")}</option>
                  {prices.map((p) => (
                    <option key={p.isbn} value={p.isbn}>
                      {p.name} — {t("forms.k12.perStudent", { price: formatPrice(p.price, p.currency, i18n.language) })}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor="k12-productQty" className="text-sm font-medium">
                  {t("forms.k12.fields.productQty")}
                  <span aria-hidden="true"> *</span>
                </label>
                <input
                  id="k12-productQty"
                  name="productQty"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={K12_MAX_QTY}
                  step={1}
                  value={qty}
                  onChange={(e) => setQty(e.currentTarget.value)}
                  aria-required
                  aria-invalid={errors?.fields.productQty ? true : undefined}
                  aria-describedby={fieldError("productQty") ? "k12-productQty-error" : undefined}
                  className={inputClass}
                />
                {fieldError("productQty") ? (
                  <p id="k12-productQty-error" className="text-sm font-medium text-destructive">
                    {t(fieldError("productQty")!)}
                  </p>
                ) : null}
              </div>
            </div>
            {chosen ? (
              <div className="rounded-md border p-3 text-sm">
                <p className="font-medium">{chosen.dropDownDescription}</p>
                {chosen.includedFeatures.length ? (
                  <>
                    <p className="mt-1">{t("forms.k12.includes")}:</p>
                    <ul className="list-disc pl-5">
                      {chosen.includedFeatures.map((f) => (
                        <li key={f}>{f}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <p className="mt-1 text-muted-foreground">ISBN {chosen.isbn}</p>
              </div>
            ) : null}
            <p className="text-lg font-semibold" aria-live="polite" data-testid="k12-total">
              {t("forms.k12.total", { amount: formatPrice(total, "USD", i18n.language) })}
            </p>
            <Field idPrefix="k12" name="additionalComments" as="textarea" label={t("forms.k12.fields.additionalComments")} required maxLength={5000} />
            <div className="flex items-center gap-3">
              <input
                id="k12-terms"
                name="termConditionsAccepted"
                type="checkbox"
                role="switch"
                checked={terms}
                onChange={(e) => setTerms(e.currentTarget.checked)}
                aria-checked={terms}
                aria-invalid={errors?.fields.termConditionsAccepted ? true : undefined}
                className="size-5 accent-primary"
              />
              <label htmlFor="k12-terms" className="text-sm">
                {t("forms.k12.terms")}
              </label>
              <Link to="/privacy-and-terms" target="_blank" className="text-sm underline underline-offset-4">
                {t("forms.k12.termsLink")}
              </Link>
            </div>
          </fieldset>
          <div aria-live="polite">
            {errors ? (
              <Alert variant="destructive" data-testid="k12-error">
                <AlertDescription>{t(errors.form, { email: supportEmail })}</AlertDescription>
              </Alert>
            ) : result?.ok ? (
              <Alert role="status" data-testid="k12-success">
                <AlertDescription>{t("forms.k12.success")}</AlertDescription>
              </Alert>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={submitting}>
              {submitting ? t("forms.k12.submitting") : t("forms.k12.submit")}
            </Button>
            <Button type="reset" variant="outline">
              {t("forms.k12.reset")}
            </Button>
          </div>
        </order.Form>
      )}
    </section>
  );
}
