import { useTranslation } from "~/i18n/useTranslation";
import { useRootData } from "~/lib/useRootData";

/** ERR-003: the 404 page. */
export function NotFound() {
  const { t } = useTranslation();
  const email = useRootData()?.supportEmail ?? "";
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" aria-labelledby="not-found-title">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-semibold">
        {t("errors.notFoundTitle")}
      </h1>
      <p className="mt-4 text-muted-foreground">{t("errors.notFoundText", { email })}</p>
      <a className="mt-8 inline-block rounded-md bg-primary px-4 py-2 text-primary-foreground" href="/">
        {t("common.backHome")}
      </a>
    </section>
  );
}
