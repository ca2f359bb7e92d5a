import { useTranslation } from "react-i18next";

/** A page whose body a later piece of work builds: the route answers, with a clear heading. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">{t(titleKey)}</h1>
      <p className="mt-4 text-muted-foreground">{t("common.comingSoon")}</p>
    </section>
  );
}

export function comingSoonPage(titleKey: string) {
  return function Page() {
    return <ComingSoon titleKey={titleKey} />;
  };
}
