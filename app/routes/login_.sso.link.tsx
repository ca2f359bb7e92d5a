import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useTranslation } from "~/i18n/useTranslation";
import { pageMeta } from "~/lib/meta";
import { readFlowCookie, SSO_LINK_COOKIE } from "#shared/sso";

/**
 * Issue 47: an existing password account with the school account's verified e-mail is linked only once its owner
 * proves it is theirs — its password, once, here (the login page's lockout and address limits apply). The proof
 * waits server-side for fifteen minutes, bound to this browser by an httpOnly cookie.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const linkToken = readFlowCookie(request.headers.get("cookie"), SSO_LINK_COOKIE);
  return { status: await context.trpc.sso.linkStatus({ linkToken }) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const password = String(form.get("password") ?? "").slice(0, 200);
  if (!password) return { error: "INVALID_PASSWORD" as const, retryAfterSeconds: undefined };
  const linkToken = readFlowCookie(request.headers.get("cookie"), SSO_LINK_COOKIE);
  const result = await context.trpc.sso.link({ linkToken, password });
  if (result.ok) throw redirect(result.redirectTo);
  return { error: result.error, retryAfterSeconds: result.retryAfterSeconds };
}

export const meta = pageMeta("auth.sso.link.title");

export default function SsoLinkPage() {
  const { t } = useTranslation();
  const { status } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.error) alertRef.current?.focus();
  }, [answer]);
  const expired = !status || answer?.error === "expired";
  const message = !answer?.error
    ? null
    : answer.error === "LOCKED"
    ? t("auth.sso.link.locked", { count: Math.ceil((answer.retryAfterSeconds ?? 60) / 60) })
    : answer.error === "expired"
    ? null
    : t(`auth.sso.link.errors.${answer.error}`);
  return (
    <section className="mx-auto max-w-md px-4 py-16" aria-labelledby="sso-link-title">
      <h1 id="sso-link-title" className="text-3xl font-semibold">
        {t("auth.sso.link.title")}
      </h1>
      {expired ? (
        <div className="mt-6 space-y-4">
          <Alert variant="destructive" role="alert" data-testid="sso-link-expired">
            <AlertDescription>{t("auth.sso.link.expired")}</AlertDescription>
          </Alert>
          <Link to="/login" className="text-primary underline underline-offset-4">
            {t("auth.sso.link.cancel")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">{t("auth.sso.link.intro", { email: status.email, provider: status.providerName })}</p>
          <Form method="post" className="mt-8 space-y-4 rounded-lg border p-6 shadow-sm" aria-describedby={message ? "sso-link-error" : undefined}>
            {message ? (
              <Alert variant="destructive" role="alert" id="sso-link-error" tabIndex={-1} ref={alertRef} data-testid="sso-link-message">
                <AlertDescription>{message}</AlertDescription>
              </Alert>
            ) : null}
            {/* The account is known: its e-mail for password managers, not editable. */}
            <input type="hidden" name="username" autoComplete="username" value={status.email} />
            <div className="space-y-1.5">
              <Label htmlFor="sso-link-password">{t("auth.sso.link.password")}</Label>
              <Input
                id="sso-link-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                autoFocus
                aria-invalid={message ? true : undefined}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Button type="submit" disabled={pending}>
                {pending ? t("auth.sso.link.submitting") : t("auth.sso.link.submit")}
              </Button>
              <Link to="/login" className="text-sm text-primary underline underline-offset-4">
                {t("auth.sso.link.cancel")}
              </Link>
            </div>
            <p className="text-sm text-muted-foreground">{t("auth.sso.link.forgot")}</p>
          </Form>
        </>
      )}
    </section>
  );
}
