import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/useTranslation";
import { requireUser } from "~/.server/requireUser";
import { ChangePasswordForm } from "~/components/auth/PasswordForm";
import { pageMeta } from "~/lib/meta";

/**
 * SES-041…SES-047: the password screen without an id changes the signed-in user's password.
 * Visitors go to log in; library and multi-session sessions (shared accounts) go to /account.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args, { accountOwner: true });
  return null;
}

export const meta = pageMeta("pages.password");

export default function PasswordPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md px-4 py-16" aria-labelledby="password-title">
      <h1 id="password-title" className="text-3xl font-semibold">
        {t("auth.password.changeTitle")}
      </h1>
      <p className="mt-2 text-muted-foreground">{t("auth.password.changeIntro")}</p>
      <div className="mt-8 rounded-lg border p-6 shadow-sm">
        <ChangePasswordForm />
      </div>
    </section>
  );
}
