import { useTranslation } from "react-i18next";

/** The progress view of the Dashboard tab (LRN-053…LRN-058): the units the user's memberships open. Built by the learning-area work. */
export function MyUnits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-units-title" className="mt-8">
      <h2 id="my-units-title" className="text-xl font-semibold">{t("dashboard.myUnits")}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("dashboard.planned")}</p>
    </section>
  );
}
