import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { ForgotPasswordDialog } from "~/components/auth/ForgotPasswordDialog";
import { LoginForm } from "~/components/auth/LoginForm";
import { requestOrigin, safeRedirect } from "#shared/safeRedirect";
import { pageMeta } from "~/lib/meta";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { isSsoRefusal } from "#shared/sso";

/**
 * SES-012: the login entry page (the header's modal holds the same form). `next` (a same-site
 * path, e.g. /admin) is where a successful login goes; anything that resolves to another origin
 * is dropped here (safeRedirect), and LoginForm checks it again before navigating. Issue 47: a button per
 * school's provider (docs/sso.md), and the reason a school sign-in was refused (?sso=<code>).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const next = safeRedirect(new URL(request.url).searchParams.get("next"), requestOrigin(request));
  const session = await context.trpc.session.details();
  if (session.validLogin && !next) throw redirect("/account");
  const refusal = new URL(request.url).searchParams.get("sso");
  const [libraries, ssoButtons] = await Promise.all([context.trpc.auth.libraries(), context.trpc.sso.buttons()]);
  return { next, libraries, ssoButtons, ssoRefusal: isSsoRefusal(refusal) ? refusal : null };
}

export const meta = pageMeta("login.title");

export default function LoginPage() {
  const { t } = useTranslation();
  const { next, libraries, ssoButtons, ssoRefusal } = useLoaderData<typeof loader>();
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <section className="mx-auto max-w-md px-4 py-16" aria-labelledby="login-title">
      <h1 id="login-title" className="text-3xl font-semibold">
        {t("login.title")}
      </h1>
      <p className="mt-2 text-muted-foreground">{t("login.intro")}</p>
      {/* Issue 47: why a sign-in through a school's provider was refused; the password form below still works. */}
      {ssoRefusal ? (
        <Alert variant="destructive" role="alert" className="mt-6" data-testid="sso-refusal">
          <AlertDescription>{t(`auth.sso.refused.${ssoRefusal}`)}</AlertDescription>
        </Alert>
      ) : null}
      <div className="mt-8 rounded-lg border p-6 shadow-sm">
        <LoginForm next={next} libraries={libraries} ssoButtons={ssoButtons} onForgotPassword={() => setForgotOpen(true)} />
      </div>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </section>
  );
}
