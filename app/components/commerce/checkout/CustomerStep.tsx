import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { AddressFields, type AddressValue } from "~/components/commerce/AddressFields";
import { Field } from "~/components/commerce/Field";

export type Customer = { email: string; password: string; firstName: string; lastName: string };

/**
 * Section 1 of the checkout (CHK-005…CHK-010): who buys (a signed-in customer's name and e-mail are locked; a new
 * customer also chooses a password) and the billing address the taxes follow. `onNext` checks and saves the address.
 */
export function CustomerStep({
  id,
  lockedEmail,
  customer,
  onCustomer,
  address,
  onAddress,
  onNext,
  saving,
  error,
}: {
  id: string;
  /** The signed-in customer's e-mail (their fields are locked), or null for a new customer. */
  lockedEmail: string | null;
  customer: Customer;
  onCustomer: (next: Customer) => void;
  address: AddressValue;
  onAddress: (next: AddressValue) => void;
  onNext: (e: FormEvent) => void;
  saving: boolean;
  error: ReactNode;
}) {
  const { t } = useTranslation();
  const existing = lockedEmail != null;
  const set = (k: keyof Customer) => (e: { target: { value: string } }) => onCustomer({ ...customer, [k]: e.target.value });
  return (
    <form onSubmit={onNext} noValidate className="grid gap-4 sm:grid-cols-2">
      {existing ? <p className="text-sm text-muted-foreground sm:col-span-2">{t("commerce.checkout.lockedNote", { email: lockedEmail })}</p> : null}
      <Field id={`${id}-email`} label={t("commerce.checkout.email")}>
        <Input id={`${id}-email`} type="email" autoComplete="email" value={customer.email} onChange={set("email")} disabled={existing} maxLength={254} />
      </Field>
      <Field id={`${id}-username`} label={t("commerce.checkout.username")}>
        <Input id={`${id}-username`} value={customer.email} disabled readOnly />
      </Field>
      {existing ? null : (
        <Field id={`${id}-password`} label={t("commerce.checkout.password")}>
          <Input id={`${id}-password`} type="password" autoComplete="new-password" value={customer.password} onChange={set("password")} maxLength={72} />
        </Field>
      )}
      <Field id={`${id}-first`} label={t("commerce.checkout.firstName")}>
        <Input id={`${id}-first`} autoComplete="given-name" value={customer.firstName} onChange={set("firstName")} disabled={existing} maxLength={100} />
      </Field>
      <Field id={`${id}-last`} label={t("commerce.checkout.lastName")}>
        <Input id={`${id}-last`} autoComplete="family-name" value={customer.lastName} onChange={set("lastName")} disabled={existing} maxLength={100} />
      </Field>
      <AddressFields idPrefix={id} value={address} onChange={onAddress} maxLength={{ region: 60, postalCode: 12 }} />
      <div className="sm:col-span-2">
        {error}
        <Button type="submit" className="mt-2" busy={saving}>
          {saving ? <Spinner label={t("commerce.checkout.next")} iconClassName="size-4 text-current" /> : null}
          {t("commerce.checkout.next")}
        </Button>
      </div>
    </form>
  );
}
