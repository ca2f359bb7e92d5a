import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { isLtiRefusalCode } from "#shared/lti";
import { pageMeta } from "~/lib/meta";

/** A refused LTI launch (server/lti.ts): the reason in words and its code, in the site's layout. */
export function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("code") ?? "";
  const code = isLtiRefusalCode(raw) ? raw : "unknown";
  return json({ code }, { status: 403, headers: { "Cache-Control": "no-store" } });
}

export const meta: MetaFunction = pageMeta("pages.launchRefused", [{ name: "robots", content: "noindex" }]);

export default function LtiRefused() {
  const { t } = useTranslation();
  const { code } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16" aria-labelledby="lti-refused-title">
      <h1 id="lti-refused-title" className="text-2xl font-semibold">
        {t("lti.refused.title")}
      </h1>
      <p className="mt-4 text-muted-foreground">{t("lti.refused.intro")}</p>
      <div role="alert" className="mt-6 rounded-md border border-destructive/40 bg-destructive/5 p-4">
        <p>{t(`lti.refused.reasons.${code}`)}</p>
        <p className="mt-2 text-sm">
          {t("lti.refused.code")}: <code data-testid="lti-refusal-code">{code}</code>
        </p>
      </div>
      <a
        className="mt-8 inline-block rounded-md bg-primary px-4 py-2 text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        href="/"
      >
        {t("lti.refused.back")}
      </a>
    </section>
  );
}
