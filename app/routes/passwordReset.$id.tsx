import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { InvalidResetLink } from "~/components/auth/InvalidResetLink";
import { ResetPasswordForm } from "~/components/auth/PasswordForm";
import { pageMeta } from "~/lib/meta";

/** SES-038…SES-040: the password screen in e-mail reset mode for the link /passwordReset/{id}. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const token = params.id ?? "";
  const { valid } = token.length <= 200 ? await context.trpc.auth.passwordResetStatus({ token }) : { valid: false };
  return { valid };
}

/** The URL holds the link's secret: keep it out of Referer headers and caches. */
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export const meta = pageMeta("pages.passwordReset");

export default function PasswordResetPage() {
  const { t } = useTranslation();
  const { valid } = useLoaderData<typeof loader>();
  const { id = "" } = useParams();
  return (
    <section className="mx-auto max-w-md px-4 py-16" aria-labelledby="reset-title">
      <h1 id="reset-title" className="text-3xl font-semibold">
        {t("auth.password.resetTitle")}
      </h1>
      {valid ? <p className="mt-2 text-muted-foreground">{t("auth.password.resetIntro")}</p> : null}
      <div className="mt-8 rounded-lg border p-6 shadow-sm">{valid ? <ResetPasswordForm token={id} /> : <InvalidResetLink />}</div>
    </section>
  );
}
