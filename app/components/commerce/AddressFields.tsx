import { useTranslation } from "~/i18n/useTranslation";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/commerce/Field";
import type { Country } from "#shared/commerce";
import { CANADA, US } from "#shared/taxRates";

/** A billing address as the commerce procedures take it (CHK-008, BOOK-006). */
export type AddressValue = { country: Country; province: string; postalCode: string };

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60";

/**
 * The one address form of the site (checkout, bookstore invoice): country, then the province (Canada) or state
 * (United States) chosen from the tax tables' list — free text elsewhere — then the postal or ZIP code, each
 * labelled for its country. Changing the country empties the province. The fields are the caller's grid items;
 * `pairClassName` puts country and province side by side in a row of their own.
 */
export function AddressFields({
  idPrefix,
  value,
  onChange,
  maxLength,
  pairClassName,
}: {
  /** The fields' ids: `<idPrefix>-country`, `-province`, `-postal`. */
  idPrefix: string;
  value: AddressValue;
  onChange: (next: AddressValue) => void;
  /** Limits of the free-text region and of the postal code. */
  maxLength?: { region: number; postalCode: number };
  pairClassName?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "fr" ? "fr" : "en";
  const { country, province, postalCode } = value;
  const regions: [string, string][] =
    country === "CA"
      ? Object.entries(CANADA).map(([code, p]) => [code, lang === "fr" ? p.nameFr : p.name])
      : country === "US"
      ? Object.entries(US).map(([code, s]) => [code, s[0]])
      : [];
  const countryField = (
    <Field id={`${idPrefix}-country`} label={t("commerce.checkout.country")}>
      <select
        id={`${idPrefix}-country`}
        className={selectClass}
        value={country}
        onChange={(e) => onChange({ ...value, country: e.target.value as Country, province: "" })}
      >
        <option value="CA">{t("commerce.checkout.countryCA")}</option>
        <option value="US">{t("commerce.checkout.countryUS")}</option>
        <option value="OTHER">{t("commerce.checkout.countryOTHER")}</option>
      </select>
    </Field>
  );
  const regionField = (
    <Field
      id={`${idPrefix}-province`}
      label={country === "CA" ? t("commerce.checkout.province") : country === "US" ? t("commerce.checkout.state") : t("commerce.checkout.region")}
    >
      {regions.length ? (
        <select id={`${idPrefix}-province`} className={selectClass} value={province} onChange={(e) => onChange({ ...value, province: e.target.value })}>
          <option value="">{t("commerce.checkout.choose")}</option>
          {regions.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      ) : (
        <Input id={`${idPrefix}-province`} value={province} onChange={(e) => onChange({ ...value, province: e.target.value })} maxLength={maxLength?.region} />
      )}
    </Field>
  );
  return (
    <>
      {pairClassName ? (
        <div className={pairClassName}>
          {countryField}
          {regionField}
        </div>
      ) : (
        <>
          {countryField}
          {regionField}
        </>
      )}
      <Field
        id={`${idPrefix}-postal`}
        label={country === "CA" ? t("commerce.checkout.postalCode") : country === "US" ? t("commerce.checkout.zipCode") : t("commerce.checkout.postalOrZip")}
      >
        <Input
          id={`${idPrefix}-postal`}
          autoComplete="postal-code"
          value={postalCode}
          onChange={(e) => onChange({ ...value, postalCode: e.target.value })}
          maxLength={maxLength?.postalCode}
        />
      </Field>
    </>
  );
}
