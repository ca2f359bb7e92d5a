import { useTranslation } from "react-i18next";

/** A tab whose tools arrive with a later piece of work: it answers with a clear note, not an error. */
export function PlannedTab({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
      <p className="font-medium text-foreground">{t(titleKey)}</p>
      <p className="mt-2 text-sm">{t("dashboard.planned")}</p>
    </div>
  );
}
