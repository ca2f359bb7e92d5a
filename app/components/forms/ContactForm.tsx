import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { formObject, newFormKey } from "~/lib/forms";
import { useRootData } from "~/lib/useRootData";
import { CONTACT_MANDATORY, contactInput, EDUCATION_LEVELS, fieldErrors } from "#shared/forms";

export type ContactActionData = { ok: true } | { ok: false; fields: Record<string, string>; form: string };

/**
 * The Contact Us / Enterprise form (CON-001…011), on /contact-us and in the header and footer
 * modals. It posts to the /contact-us action (works without JavaScript); the browser checks the
 * same schema first. 'Email has been sent' shows only after the server stored and e-mailed it.
 */
export function ContactForm({
  variant,
  formKey: initialKey,
  initialResult,
}: {
  variant: "contact" | "enterprise";
  formKey?: string;
  initialResult?: ContactActionData;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ContactActionData>();
  const idPrefix = `contact${useId().replace(/:/g, "")}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [formKey, setFormKey] = useState(initialKey ?? "");
  const [clientErrors, setClientErrors] = useState<{ fields: Record<string, string>; form: string } | null>(null);
  const [shown, setShown] = useState<ContactActionData | null>(initialResult ?? null);
  const supportEmail = useRootData()?.supportEmail ?? "";
  const enterprise = variant === "enterprise";

  useEffect(() => {
    if (!formKey) setFormKey(newFormKey());
  }, [formKey]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      formRef.current?.reset(); // (its onReset clears the answer: show the answer after it)
      setFormKey(newFormKey()); // the next message is a new submission
    }
    setShown(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const errors = clientErrors ?? (shown && !shown.ok ? shown : null);
  const sending = fetcher.state !== "idle";
  const err = (f: string) => (errors?.fields[f] === CONTACT_MANDATORY ? undefined : errors?.fields[f]);
  const invalid = (f: string) => (errors?.fields[f] ? true : undefined);

  const field = (name: string, label: string, type = "text", opts: { required?: boolean; max?: number } = {}) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${idPrefix}-${name}`} className="text-sm font-medium">
        {label}
        {opts.required !== false ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        type={type}
        maxLength={opts.max ?? 200}
        aria-required={opts.required !== false}
        aria-invalid={invalid(name)}
        aria-describedby={err(name) ? `${idPrefix}-${name}-error` : errors?.fields[name] ? `${idPrefix}-status` : undefined}
        className="h-9 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm"
      />
      {err(name) ? (
        <p id={`${idPrefix}-${name}-error`} className="text-sm font-medium text-destructive">
          {t(err(name)!)}
        </p>
      ) : null}
    </div>
  );

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={`/contact-us${enterprise ? "?type=enterprise" : ""}`}
      noValidate
      className="flex flex-col gap-4"
      data-testid={`contact-form-${variant}`}
      onSubmit={(e) => {
        const parsed = contactInput.safeParse(formObject(new FormData(e.currentTarget), ["trialRequest"]));
        setShown(null);
        if (!parsed.success) {
          e.preventDefault();
          setClientErrors(fieldErrors(parsed.error));
          return;
        }
        setClientErrors(null);
      }}
      onReset={() => {
        setClientErrors(null);
        setShown(null);
      }}
    >
      <input type="hidden" name="variant" value={variant} />
      <input type="hidden" name="idempotencyKey" value={formKey} />
      {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>{t("forms.contact.honeypot")}</label>
        <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {field("name", t("forms.contact.name"))}
      {field("email", t("forms.contact.email"), "email", { max: 254 })}
      {enterprise ? (
        <>
          {field("institutionName", t("forms.contact.institutionName"))}
          {field("institutionContact", t("forms.contact.institutionContact"))}
          {field("contactNumber", t("forms.contact.contactNumber"), "tel", { max: 50 })}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${idPrefix}-educationLevel`} className="text-sm font-medium">
              {t("forms.contact.educationLevel")}
              <span aria-hidden="true"> *</span>
            </label>
            <select
              id={`${idPrefix}-educationLevel`}
              name="educationLevel"
              defaultValue="0"
              aria-required
              aria-invalid={invalid("educationLevel")}
              className="h-9 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm"
            >
              <option value="0">{t("forms.contact.educationLevelNone")}</option>
              {EDUCATION_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`forms.contact.levels.${l}`)}
                </option>
              ))}
            </select>
          </div>
          {field("country", t("forms.contact.country"), "text", { max: 100 })}
          {field("province", t("forms.contact.province"), "text", { max: 100 })}
        </>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idPrefix}-message`} className="text-sm font-medium">
          {t("forms.contact.message")}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${idPrefix}-message`}
          name="message"
          rows={5}
          maxLength={5000}
          aria-required
          aria-invalid={invalid("message")}
          className="min-h-28 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm"
        />
      </div>
      <div className="flex items-center gap-2">
        <input id={`${idPrefix}-trialRequest`} name="trialRequest" type="checkbox" className="size-4 accent-primary" />
        <label htmlFor={`${idPrefix}-trialRequest`} className="text-sm">
          {t("forms.contact.trialRequest")}
        </label>
      </div>
      <div id={`${idPrefix}-status`} aria-live="polite">
        {errors ? (
          <Alert variant="destructive">
            <AlertDescription>{t(errors.form, { email: supportEmail })}</AlertDescription>
          </Alert>
        ) : shown?.ok ? (
          <Alert role="status" data-testid="contact-sent">
            <AlertDescription>{t("forms.contact.sent")}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={sending || !formKey}>
          {sending ? t("forms.contact.sending") : t("forms.contact.submit")}
        </Button>
        <Button type="reset" variant="outline">
          {t("forms.contact.reset")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
