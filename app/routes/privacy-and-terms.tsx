import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { RichText } from "~/components/RichText";
import { pageMeta } from "~/lib/meta";

/** PUB-008, PUB-009: the school data privacy statement, the terms and the FERPA policy, from the CMS in the page's language. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { privacy: await context.trpc.publicSite.privacy() };
}

const prose =
  "space-y-4 leading-relaxed [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:text-primary [&_a]:underline";

export const meta = pageMeta("pages.privacy");

export default function PrivacyAndTerms() {
  const { t } = useTranslation();
  const { privacy } = useLoaderData<typeof loader>();
  const empty = !privacy.privacyStatement && !privacy.ferpaPolicy;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("pages.privacy")}</h1>
      {empty ? <p className="mt-6 text-muted-foreground">{t("public.privacy.empty")}</p> : null}
      <section aria-label={t("public.privacy.statementLabel")} data-testid="privacy-statement">
        <RichText value={privacy.privacyStatement} className={prose} />
      </section>
      <section aria-label={t("public.privacy.ferpaLabel")} data-testid="ferpa-policy" className="mt-8 border-t pt-4">
        <RichText value={privacy.ferpaPolicy} className={prose} />
      </section>
    </article>
  );
}
